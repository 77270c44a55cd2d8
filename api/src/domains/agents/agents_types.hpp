#pragma once
// The agent back office (issue 16) as its services hand it out: plain values,
// mapped to JSON in agents_json. Money is integer minor units; rates are basis
// points (100 = 1%); times are ISO 8601 UTC text.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/wallet/team_money_service.hpp"

namespace panalo::services {

// Contract kinds and their settlement periods (spec section 3, Contracts).
inline const std::vector<std::string>& contractKinds() {
  static const std::vector<std::string> kinds{"dividend", "daily", "hourly", "realtime"};
  return kinds;
}
// Periods a dividend or daily contract may choose; hourly and realtime have their own.
inline const std::vector<std::string>& contractPeriods() {
  static const std::vector<std::string> periods{"daily", "weekly", "semimonthly", "monthly"};
  return periods;
}

struct ContractTier {
  int rateBp = 0;
  std::int64_t minActiveMembers = 0;
  std::int64_t minValidBetMinor = 0;
  std::int64_t minProfitLossMinor = 0;  // the team's loss the house needs
};

struct ContractTermination {
  std::int64_t id = 0;
  std::int64_t requestedById = 0;
  std::string requestedBy;  // account
  std::string createdAt;
};

struct Contract {
  std::int64_t id = 0;
  std::string kind;
  std::string period;
  std::string status;  // pending, active, rejected, terminated
  std::int64_t holderId = 0;
  std::string holder;
  std::optional<std::int64_t> grantorId;  // none: the operator
  std::string grantor;                    // "" for the operator
  std::vector<ContractTier> tiers;        // by tier, ascending rates
  std::optional<int> winRateBp;           // realtime only
  std::optional<int> lossRateBp;
  std::optional<std::int64_t> singleBetMinor;
  std::string createdAt;
  std::optional<std::string> acceptedAt;
  std::optional<std::string> endedAt;
  std::optional<std::string> endReason;  // rejected, terminated, replaced, undercut
  std::optional<ContractTermination> termination;

  // The highest rate the contract can pay (a downline's offer may not exceed it).
  int topRateBp() const {
    int top = winRateBp.value_or(0) > lossRateBp.value_or(0) ? winRateBp.value_or(0) : lossRateBp.value_or(0);
    for (const auto& tier : tiers) top = tier.rateBp > top ? tier.rateBp : top;
    return top;
  }
};

struct ContractList {
  std::vector<Contract> held;
  std::vector<Contract> granted;
};

// One account of an agent's team.
struct TeamMember {
  std::int64_t id = 0;
  std::string account;
  std::string nickname;
  int typeCode = 0;
  std::int64_t uplineId = 0;
  std::string upline;  // account
  int level = 1;       // 1: the agent's own
  bool active = true;
  std::string registeredAt;
  std::int64_t registeredAtEpoch = 0;
  std::int64_t balanceMinor = 0;
  std::vector<std::string> contracts;  // kinds held now
};

struct Page {
  std::int64_t pageNo = 1;
  std::int64_t pageSize = 20;
  std::int64_t total = 0;
  std::int64_t totalPages() const { return (total + pageSize - 1) / pageSize; }
};

struct TeamMemberPage {
  std::vector<TeamMember> members;
  Page page;
};

struct ReportRange {
  std::string period;  // today, yesterday, thisWeek, thisMonth, lastMonth, range
  std::string fromDate;
  std::string toDate;
  std::string fromTime;  // timestamptz text, inclusive
  std::string toTime;    // exclusive
  std::int64_t fromEpoch = 0;
  std::int64_t toEpoch = 0;
};

struct TeamOverview {
  ReportRange range;
  std::int64_t teamSize = 0;
  std::int64_t directMembers = 0;
  std::int64_t subAgents = 0;
  std::int64_t newMembers = 0;
  std::int64_t activeMembers = 0;
  std::int64_t depositMinor = 0;
  std::int64_t depositCount = 0;
  std::int64_t withdrawalMinor = 0;
  std::int64_t withdrawalCount = 0;
  std::int64_t betCount = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t profitLossMinor = 0;  // the team's win (+) or loss (-)
};

// The wallet's bet row with the account of the team member who placed it.
struct TeamBet : TeamBetRow {
  std::string account;
};

struct TeamBetPage {
  std::vector<TeamBet> bets;
  Page page;
  ReportRange range;
  std::int64_t betMinor = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t winLossMinor = 0;
};

struct TeamProfitRow {
  std::string account;
  int typeCode = 0;
  std::int64_t betCount = 0;
  std::int64_t betMinor = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t payoutMinor = 0;
  std::int64_t profitLossMinor = 0;
  std::int64_t depositMinor = 0;
  std::int64_t withdrawalMinor = 0;
};

struct TeamProfitPage {
  std::vector<TeamProfitRow> rows;
  TeamProfitRow totals;
  Page page;
  ReportRange range;
};

// The wallet's deposit or withdrawal row with the team member's account.
struct TeamTransaction : TeamTransactionRow {
  std::string account;
};

struct TeamTransactionPage {
  std::vector<TeamTransaction> transactions;
  Page page;
  ReportRange range;
};

// What one agent earned in one settlement.
struct Commission {
  std::int64_t id = 0;
  std::int64_t settlementId = 0;
  std::int64_t agentId = 0;
  std::string agent;
  std::string kind;
  std::string period;
  std::string periodStart;
  std::string periodEnd;
  std::optional<int> tier;
  int rateBp = 0;
  std::int64_t activeMembers = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t profitLossMinor = 0;  // the house's side
  std::int64_t amountMinor = 0;
  std::optional<std::string> paidAt;
};

struct CommissionPage {
  std::vector<Commission> commissions;
  Page page;
  std::int64_t totalPaidMinor = 0;
  std::int64_t paidDividendMinor = 0;
  std::int64_t paidDailyMinor = 0;
  std::int64_t paidHourlyMinor = 0;
  std::int64_t paidRealtimeMinor = 0;
};

// A settlement and its lines (the operator's view).
struct Settlement {
  std::int64_t id = 0;
  std::string kind;
  std::string period;
  std::string periodStart;
  std::string periodEnd;
  std::string computedAt;
  std::optional<std::string> paidAt;
  std::vector<Commission> lines;
};

}  // namespace panalo::services

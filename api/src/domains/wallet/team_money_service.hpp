#pragma once
// What the agents domain may know of its teams' money, read-only (issue 16):
// totals per member over a time range, settled bets for the real-time salary,
// and the team betting and transaction lists of the agent center. The bets,
// deposit and withdrawal tables stay the wallet's; callers pass the member ids
// (a team) and a range [from, to) as timestamptz text.
//
// Bets count by settlement time here (a settled bet belongs to exactly one
// period), so the agent's reports and its commissions add up to the same
// figures. The member's own records count by placing time (record_service).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::services {

struct TimeRange {
  std::string from;  // inclusive, timestamptz text
  std::string to;    // exclusive
};

struct MemberMoneyTotals {
  std::int64_t memberId = 0;
  std::int64_t depositMinor = 0;  // approved, by decision time
  std::int64_t depositCount = 0;
  std::int64_t withdrawalMinor = 0;  // not rejected, by request time
  std::int64_t withdrawalCount = 0;
  std::int64_t betCount = 0;  // settled, by settlement time
  std::int64_t betMinor = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t payoutMinor = 0;
  std::int64_t winLossMinor = 0;  // the member's win (+) or loss (-)
};

// One settled bet, for the real-time salary's per-bet rule.
struct SettledBetFact {
  std::int64_t memberId = 0;
  std::int64_t betMinor = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t winLossMinor = 0;
};

struct TeamBetRow {
  std::int64_t id = 0;
  std::int64_t memberId = 0;
  std::string vendor;
  std::string gameCategory;
  std::string gameCode;
  std::int64_t betMinor = 0;
  std::int64_t validBetMinor = 0;
  std::optional<std::int64_t> payoutMinor;
  std::optional<std::int64_t> winLossMinor;
  std::string status;
  std::string placedAt;
  std::optional<std::string> settledAt;
};

struct TeamBetList {
  std::vector<TeamBetRow> rows;
  std::int64_t total = 0;
  std::int64_t betMinor = 0;  // over every row in the range, not just the page
  std::int64_t validBetMinor = 0;
  std::int64_t winLossMinor = 0;
};

struct TeamTransactionRow {
  std::int64_t id = 0;
  std::int64_t memberId = 0;
  std::string type;  // deposit, withdrawal
  std::int64_t amountMinor = 0;
  std::string status;
  std::string createdAt;
  std::optional<std::string> decidedAt;
};

struct TeamTransactionList {
  std::vector<TeamTransactionRow> rows;
  std::int64_t total = 0;
};

class TeamMoneyService {
 public:
  explicit TeamMoneyService(db::ConnectionPool& pool) : pool_(pool) {}

  // Members (of `memberIds`, or everyone when none are given) with any bet,
  // deposit or withdrawal in the range; by member id.
  std::vector<MemberMoneyTotals> totals(const std::optional<std::vector<std::int64_t>>& memberIds,
                                        const TimeRange& range);
  // Settled bets in the range with a valid bet above zero, by member then id.
  std::vector<SettledBetFact> settledBets(const std::optional<std::vector<std::int64_t>>& memberIds,
                                          const TimeRange& range);
  // Bets placed in the range, newest first (pending ones too).
  TeamBetList bets(const std::vector<std::int64_t>& memberIds, const TimeRange& range, std::int64_t limit,
                   std::int64_t offset);
  // Deposits and withdrawals requested in the range, newest first; type "" for both.
  TeamTransactionList transactions(const std::vector<std::int64_t>& memberIds, const std::string& type,
                                   const TimeRange& range, std::int64_t limit, std::int64_t offset);
  // Main wallet balances (0 for a member without a wallet), in the order asked.
  std::vector<std::int64_t> mainBalances(const std::vector<std::int64_t>& memberIds);

 private:
  db::ConnectionPool& pool_;
};

// {1,2,3}: a PostgreSQL array literal of whole numbers.
std::string bigintArrayLiteral(const std::vector<std::int64_t>& ids);

}  // namespace panalo::services

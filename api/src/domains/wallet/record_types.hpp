#pragma once
// Typed values of the member's records (issue 13 item 6): the account record
// (main-wallet ledger entries), the betting record, profit and loss by period,
// bonus credits and rebates. Amounts are integer minor units; record_json.cpp
// writes them with 2 decimals. Times are ISO 8601 UTC text.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// The game categories of spec section 3 (also game_category_ok() in 0016).
inline const std::vector<std::string>& gameCategories() {
  static const std::vector<std::string> categories{"ELOTT", "LOTT", "LIVE",    "SPORTS",    "FISH",
                                                   "RNG",   "PVP",  "ESPORTS", "COCKFIGHT", "BINGO"};
  return categories;
}

// One page of a list: pageNum counts from 1; totalPages is 0 for an empty list.
template <typename T>
struct RecordPage {
  std::vector<T> content;
  std::int64_t pageNum = 1;
  std::int64_t pageSize = 20;
  std::int64_t total = 0;
  std::int64_t totalPages = 0;
};

// Filters as the client sent them (query text); the service checks them.
struct RecordQuery {
  std::optional<std::string> type;    // account record: a movement type
  std::optional<std::string> vendor;  // betting record: a vendor code
  std::optional<std::string> from;    // YYYY-MM-DD, inclusive, in the report time zone
  std::optional<std::string> to;      // YYYY-MM-DD, inclusive
  std::optional<std::string> page;    // 1..
  std::optional<std::string> size;    // 1..100
};

// The checked filters the repository runs.
struct RecordFilter {
  std::string type;    // "" for every type
  std::string vendor;  // "" for every vendor
  std::optional<std::string> from;
  std::optional<std::string> to;
  std::string timeZone;
  std::int64_t page = 1;
  std::int64_t size = 20;
};

// Movement types of the account record, from the journal's kind and the
// entry's sign: deposit, withdrawal, transfer_in (into the main wallet, from a
// game wallet or another member), transfer_out, adjustment, rebate, bonus,
// commission (an agent's dividend or salary), reversal, other.
inline const std::vector<std::string>& ledgerRecordTypes() {
  static const std::vector<std::string> types{"deposit", "withdrawal", "transfer_in", "transfer_out", "adjustment",
                                              "rebate",  "bonus",      "commission",  "reversal",     "other"};
  return types;
}

struct LedgerRecord {
  std::int64_t id = 0;  // the ledger entry
  std::string type;
  std::int64_t amountMinor = 0;        // signed: + into the main wallet, - out of it
  std::int64_t balanceAfterMinor = 0;  // the main wallet right after it
  std::string vendor;                  // the game wallet of a transfer, else ""
  std::string createdAt;
};

struct BetRecord {
  std::int64_t id = 0;
  std::string vendor;
  std::string vendorName;
  std::string gameCategory;
  std::string gameCode;
  std::int64_t betMinor = 0;
  std::int64_t validBetMinor = 0;
  std::optional<std::int64_t> payoutMinor;   // once settled
  std::optional<std::int64_t> winLossMinor;  // payout - bet, once settled
  std::string status;                        // pending, settled, cancelled
  std::string placedAt;
  std::optional<std::string> settledAt;
};

// A settled bet that paid more than its stake, for the public winner board:
// the account is the winner's, which the board masks before showing it.
struct WinRecord {
  std::int64_t betId = 0;
  std::string account;
  std::string vendor;
  std::string gameCode;
  std::int64_t payoutMinor = 0;
};

// Profit and loss over the settled bets placed in [from, to] (local dates).
struct ProfitSummary {
  std::string period;  // today, yesterday, thisWeek, thisMonth, range
  std::string from;
  std::string to;
  std::int64_t betCount = 0;
  std::int64_t betMinor = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t payoutMinor = 0;
  std::int64_t profitMinor = 0;  // payout - bet: the member's win (+) or loss (-)
  std::int64_t pendingCount = 0;
};

struct BonusRecord {
  std::int64_t id = 0;  // the ledger journal
  std::int64_t amountMinor = 0;
  std::string reason;
  std::optional<std::int64_t> turnoverMultiple;
  std::string createdAt;
};

// An operator's rebate rate: for a game category or a vendor (one of the two).
struct RebateRate {
  std::string category;
  std::string vendor;
  std::int64_t rateBp = 0;  // basis points of the valid bet: 100 = 1%
};

struct RebateClaim {
  std::int64_t id = 0;
  std::string periodStart;
  std::int64_t validBetMinor = 0;
  std::int64_t amountMinor = 0;
  std::string createdAt;
};

// What the member can claim now: rebates on settled valid bets not yet rebated.
struct RebateQuote {
  std::string period;  // day, week, month
  std::string periodStart;
  std::string periodEnd;
  std::int64_t validBetMinor = 0;  // bets with a rate above zero
  std::int64_t amountMinor = 0;
  std::optional<RebateClaim> claimed;  // this period's claim, if made
  std::vector<RebateRate> rates;
  std::vector<RebateClaim> history;  // newest first
};

struct RebateClaimResult {
  RebateClaim claim;
  std::int64_t balanceMinor = 0;  // the main wallet right after it
  bool replayed = false;
};

// A bet as game play (or panaloctl bets demo) writes it.
struct NewBet {
  std::int64_t memberId = 0;
  std::string vendor;
  std::string gameCategory;
  std::string gameCode;
  std::string vendorBetRef;
  std::int64_t betMinor = 0;
  std::int64_t validBetMinor = 0;
  std::optional<std::int64_t> payoutMinor;  // none: still pending
  bool cancelled = false;
  std::int64_t placedSecondsAgo = 0;
};

}  // namespace panalo::services

#pragma once
// Reads the member's records (0014 ledger, 0016 bets and bonus grants) and
// writes bets. Every read is scoped by member id in its SQL: a member never
// sees another member's rows, whatever filter is sent.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/wallet/record_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// Today's local date in a time zone and the first days of its week (Monday)
// and month, as YYYY-MM-DD.
struct LocalDates {
  std::string today;
  std::string yesterday;
  std::string weekStart;
  std::string monthStart;
};

class RecordRepository {
 public:
  // A member's own records read `pool`, the primary: they often look right after
  // a bet or a transfer, and a replica a moment behind would hide it. The public
  // biggest-wins list reads `laggingReads` (a replica may serve it).
  RecordRepository(db::ConnectionPool& pool, db::ConnectionPool& laggingReads)
      : pool_(pool), laggingReads_(laggingReads) {}

  services::RecordPage<services::LedgerRecord> ledgerRecords(std::int64_t memberId,
                                                             const services::RecordFilter& filter);
  services::RecordPage<services::BetRecord> bets(std::int64_t memberId, const services::RecordFilter& filter);
  // Settled and pending bets placed in [from, to] (local dates, inclusive).
  services::ProfitSummary profit(std::int64_t memberId, const std::string& from, const std::string& to,
                                 const std::string& timeZone);
  services::RecordPage<services::BonusRecord> bonuses(std::int64_t memberId, const services::RecordFilter& filter);

  LocalDates localDates(const std::string& timeZone);
  bool knownTimeZone(const std::string& name);

  // The `limit` largest payouts of bets settled in the last `days` days that
  // paid more than their stake, of one game category ("" any), largest first.
  std::vector<services::WinRecord> biggestWins(const std::string& category, std::int64_t limit, std::int64_t days);

  // Writes one bet; none when the vendor already reported this bet reference.
  std::optional<std::int64_t> insertBet(const services::NewBet& bet);

  // Sums of many BIGINTs arrive as numeric text: clamp to 64 bits.
  static std::int64_t saturated(const std::string& text);

 private:
  db::ConnectionPool& pool_;
  db::ConnectionPool& laggingReads_;
};

}  // namespace panalo::repositories

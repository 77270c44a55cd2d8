#include "domains/wallet/record_repository.hpp"

#include <pqxx/pqxx>

#include <climits>
#include <stdexcept>

namespace panalo::repositories {
namespace {

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

// $2 from, $3 to: local dates (NULL: open), $4 the time zone they are in.
#define PANALO_DATE_RANGE(column)                   \
  "($2::date IS NULL OR " column                    \
  " >= ($2::date)::timestamp AT TIME ZONE $4) AND " \
  "($3::date IS NULL OR " column " < ($3::date + 1)::timestamp AT TIME ZONE $4)"

// The member's main-wallet entries with their movement type; $5 the type ("" any).
const char* const kLedgerBase =
    "WITH r AS (SELECT e.id, e.journal_id, e.amount, e.balance_after, j.created_at, "
    "  CASE WHEN j.kind IN ('deposit', 'withdrawal', 'adjustment', 'rebate', 'bonus', 'reversal') THEN j.kind "
    "       WHEN j.kind IN ('dividend', 'salary') THEN 'commission' "
    "       WHEN j.kind = 'transfer' AND e.amount > 0 THEN 'transfer_in' "
    "       WHEN j.kind = 'transfer' THEN 'transfer_out' ELSE 'other' END AS type "
    "  FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id "
    "  JOIN ledger_journals j ON j.id = e.journal_id "
    "  WHERE a.member_id = $1 AND a.kind = 'member_main' AND " PANALO_DATE_RANGE("j.created_at") ") ";
const std::string kLedgerCountSql = std::string(kLedgerBase) + "SELECT count(*) FROM r WHERE $5 = '' OR type = $5";
const std::string kLedgerPageSql =
    std::string(kLedgerBase) +
    "SELECT r.id, r.type, r.amount, r.balance_after, "
    "  coalesce((SELECT a2.vendor_code FROM ledger_entries e2 JOIN ledger_accounts a2 ON a2.id = e2.account_id "
    "            WHERE e2.journal_id = r.journal_id AND a2.kind = 'member_vendor' LIMIT 1), ''), " PANALO_UTC_TEXT(
        "r.created_at") " FROM r WHERE $5 = '' OR r.type = $5 ORDER BY r.id DESC LIMIT $6 OFFSET $7";

const char* const kBetsWhere =
    "FROM bets b JOIN game_vendors v ON v.code = b.vendor_code "
    "WHERE b.member_id = $1 AND ($5 = '' OR b.vendor_code = $5) AND " PANALO_DATE_RANGE("b.placed_at") " ";
const std::string kBetsCountSql = std::string("SELECT count(*) ") + kBetsWhere;
const std::string kBetsPageSql =
    std::string(
        "SELECT b.id, b.vendor_code, v.name, b.game_category, b.game_code, b.bet_minor, b.valid_bet_minor, "
        "b.payout_minor, b.win_loss_minor, b.status, " PANALO_UTC_TEXT("b.placed_at") ", " PANALO_UTC_TEXT(
            "b.settled_at") " ") +
    kBetsWhere + "ORDER BY b.placed_at DESC, b.id DESC LIMIT $6 OFFSET $7";

// Sums as text: numeric, so they cannot overflow in SQL (clamped in C++).
const char* const kProfitSql =
    "SELECT count(*) FILTER (WHERE status = 'settled'), "
    "coalesce(sum(bet_minor) FILTER (WHERE status = 'settled'), 0)::text, "
    "coalesce(sum(valid_bet_minor) FILTER (WHERE status = 'settled'), 0)::text, "
    "coalesce(sum(payout_minor) FILTER (WHERE status = 'settled'), 0)::text, "
    "coalesce(sum(win_loss_minor) FILTER (WHERE status = 'settled'), 0)::text, "
    "count(*) FILTER (WHERE status = 'pending') "
    "FROM bets WHERE member_id = $1 AND " PANALO_DATE_RANGE("placed_at");

// Bonus credits: main-wallet entries of journals that touch the bonus account.
const char* const kBonusBase =
    "FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id "
    "JOIN ledger_journals j ON j.id = e.journal_id LEFT JOIN bonus_grants g ON g.journal_id = j.id "
    "WHERE a.member_id = $1 AND a.kind = 'member_main' AND " PANALO_DATE_RANGE(
        "j.created_at") " AND EXISTS (SELECT 1 FROM ledger_entries eb JOIN ledger_accounts ab ON ab.id = eb.account_id "
                        "WHERE eb.journal_id = j.id AND ab.kind = 'bonus') ";
const std::string kBonusCountSql = std::string("SELECT count(*) ") + kBonusBase;
const std::string kBonusPageSql =
    std::string("SELECT j.id, e.amount, coalesce(g.reason, j.memo), g.turnover_multiple, " PANALO_UTC_TEXT(
        "j.created_at") " ") +
    kBonusBase + "ORDER BY j.id DESC LIMIT $5 OFFSET $6";

const char* const kLocalDatesSql =
    "SELECT to_char(d, 'YYYY-MM-DD'), to_char(d - 1, 'YYYY-MM-DD'), "
    "to_char(date_trunc('week', d), 'YYYY-MM-DD'), to_char(date_trunc('month', d), 'YYYY-MM-DD') "
    "FROM (SELECT (now() AT TIME ZONE $1)::date AS d) t";
const char* const kKnownZoneSql = "SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1)";

// The winner board: bets_wins_idx (0022) holds only winning settled bets, newest first.
const db::Statement kBiggestWins{
    "records_biggest_wins",
    "SELECT b.id, m.account, b.vendor_code, b.game_code, b.payout_minor FROM bets b "
    "JOIN members m ON m.id = b.member_id "
    "WHERE b.status = 'settled' AND b.payout_minor > b.bet_minor AND b.settled_at > now() - make_interval(days => $3) "
    "AND ($1 = '' OR b.game_category = $1) ORDER BY b.payout_minor DESC, b.id DESC LIMIT $2"};

const char* const kInsertBetSql =
    "INSERT INTO bets (member_id, vendor_code, game_category, game_code, vendor_bet_ref, bet_minor, "
    "valid_bet_minor, payout_minor, status, placed_at, settled_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(secs => $10), "
    "CASE WHEN $9 = 'pending' THEN NULL ELSE now() - make_interval(secs => greatest($10 - 90, 0)) END) "
    "ON CONFLICT (vendor_code, vendor_bet_ref) DO NOTHING RETURNING id";

std::int64_t pagesOf(std::int64_t total, std::int64_t size) { return (total + size - 1) / size; }

template <typename T>
services::RecordPage<T> emptyPage(const services::RecordFilter& filter, std::int64_t total) {
  services::RecordPage<T> page;
  page.pageNum = filter.page;
  page.pageSize = filter.size;
  page.total = total;
  page.totalPages = pagesOf(total, filter.size);
  return page;
}

// The filter's parameters after the member id: $2..$4 the dates and zone, $5
// the type or vendor (when the list has one), then the page's LIMIT and OFFSET.
template <typename Tx>
pqxx::result run(Tx& tx, const std::string& sql, std::int64_t memberId, const services::RecordFilter& filter,
                 const std::optional<std::string>& kindFilter, bool paged) {
  const std::int64_t offset = (filter.page - 1) * filter.size;
  if (kindFilter) {
    if (!paged) return tx.exec_params(sql, memberId, filter.from, filter.to, filter.timeZone, *kindFilter);
    return tx.exec_params(sql, memberId, filter.from, filter.to, filter.timeZone, *kindFilter, filter.size, offset);
  }
  if (!paged) return tx.exec_params(sql, memberId, filter.from, filter.to, filter.timeZone);
  return tx.exec_params(sql, memberId, filter.from, filter.to, filter.timeZone, filter.size, offset);
}

std::optional<std::int64_t> optionalInt(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<std::int64_t>();
}

}  // namespace

std::int64_t RecordRepository::saturated(const std::string& text) {
  try {
    return std::stoll(text);
  } catch (const std::out_of_range&) {
    return !text.empty() && text[0] == '-' ? INT64_MIN : INT64_MAX;
  }
}

services::RecordPage<services::LedgerRecord> RecordRepository::ledgerRecords(std::int64_t memberId,
                                                                             const services::RecordFilter& filter) {
  auto lease = pool_.acquire();
  // One snapshot for the count and the page.
  pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> tx(lease->connection());
  const auto total = run(tx, kLedgerCountSql, memberId, filter, filter.type, false)[0][0].as<std::int64_t>();
  auto page = emptyPage<services::LedgerRecord>(filter, total);
  if (total == 0) return page;
  for (const auto& row : run(tx, kLedgerPageSql, memberId, filter, filter.type, true)) {
    page.content.push_back({row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::int64_t>(),
                            row[3].as<std::int64_t>(), row[4].as<std::string>(), row[5].as<std::string>()});
  }
  return page;
}

services::RecordPage<services::BetRecord> RecordRepository::bets(std::int64_t memberId,
                                                                 const services::RecordFilter& filter) {
  auto lease = pool_.acquire();
  pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> tx(lease->connection());
  const auto total = run(tx, kBetsCountSql, memberId, filter, filter.vendor, false)[0][0].as<std::int64_t>();
  auto page = emptyPage<services::BetRecord>(filter, total);
  if (total == 0) return page;
  for (const auto& row : run(tx, kBetsPageSql, memberId, filter, filter.vendor, true)) {
    services::BetRecord bet;
    bet.id = row[0].as<std::int64_t>();
    bet.vendor = row[1].as<std::string>();
    bet.vendorName = row[2].as<std::string>();
    bet.gameCategory = row[3].as<std::string>();
    bet.gameCode = row[4].as<std::string>();
    bet.betMinor = row[5].as<std::int64_t>();
    bet.validBetMinor = row[6].as<std::int64_t>();
    bet.payoutMinor = optionalInt(row[7]);
    bet.winLossMinor = optionalInt(row[8]);
    bet.status = row[9].as<std::string>();
    bet.placedAt = row[10].as<std::string>();
    if (!row[11].is_null()) bet.settledAt = row[11].as<std::string>();
    page.content.push_back(std::move(bet));
  }
  return page;
}

services::ProfitSummary RecordRepository::profit(std::int64_t memberId, const std::string& from, const std::string& to,
                                                 const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec_params1(kProfitSql, memberId, from, to, timeZone);
  services::ProfitSummary summary;
  summary.from = from;
  summary.to = to;
  summary.betCount = row[0].as<std::int64_t>();
  summary.betMinor = saturated(row[1].as<std::string>());
  summary.validBetMinor = saturated(row[2].as<std::string>());
  summary.payoutMinor = saturated(row[3].as<std::string>());
  summary.profitMinor = saturated(row[4].as<std::string>());
  summary.pendingCount = row[5].as<std::int64_t>();
  return summary;
}

services::RecordPage<services::BonusRecord> RecordRepository::bonuses(std::int64_t memberId,
                                                                      const services::RecordFilter& filter) {
  auto lease = pool_.acquire();
  pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> tx(lease->connection());
  const auto total = run(tx, kBonusCountSql, memberId, filter, std::nullopt, false)[0][0].as<std::int64_t>();
  auto page = emptyPage<services::BonusRecord>(filter, total);
  if (total == 0) return page;
  for (const auto& row : run(tx, kBonusPageSql, memberId, filter, std::nullopt, true)) {
    page.content.push_back({row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::string>(),
                            optionalInt(row[3]), row[4].as<std::string>()});
  }
  return page;
}

LocalDates RecordRepository::localDates(const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec_params1(kLocalDatesSql, timeZone);
  return {row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::string>()};
}

bool RecordRepository::knownTimeZone(const std::string& name) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_params1(kKnownZoneSql, name)[0].as<bool>();
}

std::vector<services::WinRecord> RecordRepository::biggestWins(const std::string& category, std::int64_t limit,
                                                               std::int64_t days) {
  auto lease = laggingReads_.acquire();
  lease->prepare(kBiggestWins);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kBiggestWins.name, category, limit, static_cast<int>(days));
  std::vector<services::WinRecord> wins;
  wins.reserve(rows.size());
  for (const auto& row : rows) {
    wins.push_back(
        {row[0].as<std::int64_t>(), row[1].c_str(), row[2].c_str(), row[3].c_str(), row[4].as<std::int64_t>()});
  }
  return wins;
}

std::optional<std::int64_t> RecordRepository::insertBet(const services::NewBet& bet) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const char* status = bet.cancelled ? "cancelled" : (bet.payoutMinor ? "settled" : "pending");
  const auto rows = tx.exec_params(kInsertBetSql, bet.memberId, bet.vendor, bet.gameCategory, bet.gameCode,
                                   bet.vendorBetRef, bet.betMinor, bet.validBetMinor, bet.payoutMinor,
                                   std::string(status), static_cast<double>(bet.placedSecondsAgo));
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

}  // namespace panalo::repositories

#include "domains/wallet/responsible_repository.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_ISO(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

// A break is running until its end; a permanent one (no end) until lifted.
#define PANALO_RUNNING "(b.ends_at IS NULL OR b.ends_at > now())"

const db::Statement kActive{"play_break_active",
                            "SELECT m.account, b.kind, b.period, " PANALO_ISO("b.started_at") ", " PANALO_ISO(
                                "b.ends_at") " FROM member_play_breaks b JOIN members m ON m.id = b.member_id "
                                             "WHERE b.member_id = $1 AND " PANALO_RUNNING};

// One statement, so two requests at once cannot both pass the check: a row
// that is over is replaced; a running one only gets a later (or no) end.
const db::Statement kStart{
    "play_break_start",
    "INSERT INTO member_play_breaks AS b (member_id, kind, period, started_at, ends_at) "
    "VALUES ($1, $2, $3, now(), now() + $4::interval) "
    "ON CONFLICT (member_id) DO UPDATE SET kind = EXCLUDED.kind, period = EXCLUDED.period, "
    "  started_at = CASE WHEN " PANALO_RUNNING
    " THEN b.started_at ELSE now() END, "
    "  ends_at = EXCLUDED.ends_at, lifted_at = NULL, lift_note = NULL "
    "WHERE NOT " PANALO_RUNNING
    " OR EXCLUDED.ends_at IS NULL "
    "   OR (b.ends_at IS NOT NULL AND EXCLUDED.ends_at >= b.ends_at) "
    "RETURNING (SELECT account FROM members WHERE id = b.member_id), b.kind, b.period, " PANALO_ISO(
        "b.started_at") ", " PANALO_ISO("b.ends_at")};

const db::Statement kActiveAll{"play_break_active_all",
                               "SELECT m.account, b.kind, b.period, " PANALO_ISO("b.started_at") ", " PANALO_ISO(
                                   "b.ends_at") " FROM member_play_breaks b JOIN members m ON m.id = b.member_id "
                                                "WHERE " PANALO_RUNNING
                                                " ORDER BY b.ends_at NULLS LAST, m.account LIMIT 1000"};

const db::Statement kLift{"play_break_lift",
                          "UPDATE member_play_breaks b SET ends_at = now(), lifted_at = now(), lift_note = $2 "
                          "WHERE member_id = $1 AND " PANALO_RUNNING " RETURNING member_id"};

const db::Statement kRealityCheck{"reality_check_minutes",
                                  "SELECT interval_minutes FROM member_reality_checks WHERE member_id = $1"};
const db::Statement kSetRealityCheck{
    "reality_check_set",
    "INSERT INTO member_reality_checks (member_id, interval_minutes) VALUES ($1, $2) "
    "ON CONFLICT (member_id) DO UPDATE SET interval_minutes = EXCLUDED.interval_minutes, updated_at = now()"};

// Profit or loss: the sum of the member's wallet entries (main and vendor) in
// the member's journals since the session began, leaving out every journal
// that touches payment clearing (deposits, withdrawals and their reversals).
// Transfers between the member's own wallets sum to zero, so what remains is
// money won or lost against the house (game results once the games issue posts
// them, operator adjustments today). When the records work adds a bets table,
// this can read stakes and wins from it instead; the figure stays the same.
const db::Statement kSessionFigures{
    "reality_check_figures",
    "SELECT greatest(0, floor(extract(epoch FROM now() - $2::timestamptz)))::bigint, "
    "  coalesce((SELECT sum(e.amount) FROM ledger_journals j "
    "    JOIN ledger_entries e ON e.journal_id = j.id "
    "    JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = $1 "
    "    WHERE j.member_id = $1 AND j.created_at >= $2::timestamptz "
    "      AND NOT EXISTS (SELECT 1 FROM ledger_entries c JOIN ledger_accounts ca ON ca.id = c.account_id "
    "                      WHERE c.journal_id = j.id AND ca.kind = 'payment_clearing')), 0)::bigint"};

#undef PANALO_RUNNING
#undef PANALO_ISO

services::PlayBreak breakOf(const pqxx::row& row) {
  services::PlayBreak value;
  value.account = row[0].as<std::string>();
  value.kind = row[1].as<std::string>();
  value.period = row[2].as<std::string>();
  value.startedAt = row[3].as<std::string>();
  if (!row[4].is_null()) value.endsAt = row[4].as<std::string>();
  value.active = true;
  return value;
}

}  // namespace

std::optional<services::PlayBreak> ResponsibleRepository::activeBreak(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kActive);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kActive.name, memberId);
  if (rows.empty()) return std::nullopt;
  return breakOf(rows[0]);
}

std::optional<services::PlayBreak> ResponsibleRepository::startOrLengthen(std::int64_t memberId,
                                                                          const std::string& kind,
                                                                          const std::string& period,
                                                                          const std::optional<std::string>& interval) {
  auto lease = pool_.acquire();
  lease->prepare(kStart);
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_prepared(kStart.name, memberId, kind, period, interval);
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return breakOf(rows[0]);
}

std::vector<services::PlayBreak> ResponsibleRepository::activeBreaks() {
  auto lease = pool_.acquire();
  lease->prepare(kActiveAll);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::PlayBreak> list;
  for (const auto& row : tx.exec_prepared(kActiveAll.name)) list.push_back(breakOf(row));
  return list;
}

bool ResponsibleRepository::lift(std::int64_t memberId, const std::string& note) {
  auto lease = pool_.acquire();
  lease->prepare(kLift);
  pqxx::work tx(lease->connection());
  const bool lifted = !tx.exec_prepared(kLift.name, memberId, note).empty();
  tx.commit();
  return lifted;
}

int ResponsibleRepository::realityCheckMinutes(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kRealityCheck);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kRealityCheck.name, memberId);
  return rows.empty() ? 0 : rows[0][0].as<int>();
}

void ResponsibleRepository::setRealityCheckMinutes(std::int64_t memberId, int minutes) {
  auto lease = pool_.acquire();
  lease->prepare(kSetRealityCheck);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kSetRealityCheck.name, memberId, minutes);
  tx.commit();
}

ResponsibleRepository::SessionFigures ResponsibleRepository::sessionFigures(std::int64_t memberId,
                                                                            const std::string& sessionStartedAt) {
  auto lease = pool_.acquire();
  lease->prepare(kSessionFigures);
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec_prepared1(kSessionFigures.name, memberId, sessionStartedAt);
  return {row[0].as<std::int64_t>(), row[1].as<std::int64_t>()};
}

}  // namespace panalo::repositories

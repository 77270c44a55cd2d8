#include "domains/agents/settlement_repository.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

const db::Statement kPeriodAt{"agents_period_at",
                              "WITH p AS (SELECT agent_period_start($1, $2::timestamptz, $3) AS s) "
                              "SELECT s::text, agent_period_end($1, s, $3)::text, extract(epoch FROM s)::bigint, "
                              "extract(epoch FROM agent_period_end($1, s, $3))::bigint FROM p"};
// Walks back from the period holding now() - grace: that one has not ended
// unless its end is before now() - grace, so the walk starts one earlier when not.
const db::Statement kEnded{
    "agents_periods_ended",
    "WITH RECURSIVE p (s, n) AS (SELECT agent_period_start($1, now() - make_interval(secs => $3), $4), 0 "
    "UNION ALL SELECT agent_period_start($1, p.s - interval '1 microsecond', $4), p.n + 1 FROM p WHERE p.n < $2 + 1) "
    "SELECT s::text, agent_period_end($1, s, $4)::text, extract(epoch FROM s)::bigint, "
    "extract(epoch FROM agent_period_end($1, s, $4))::bigint FROM p "
    "WHERE agent_period_end($1, s, $4) <= now() - make_interval(secs => $3) ORDER BY s DESC LIMIT $2"};

const db::Statement kFind{"agents_settlement_find",
                          "SELECT id FROM agent_settlements WHERE kind = $1 AND period = $2 "
                          "AND period_start = $3::timestamptz"};
const db::Statement kInsert{"agents_settlement_insert",
                            "INSERT INTO agent_settlements (kind, period, period_start, period_end) "
                            "VALUES ($1, $2, $3::timestamptz, $4::timestamptz) ON CONFLICT DO NOTHING RETURNING id"};
// Lines in one statement: arrays of equal length, unnested side by side.
const db::Statement kInsertLines{
    "agents_settlement_insert_lines",
    "INSERT INTO agent_commissions (settlement_id, agent_id, contract_id, tier, rate_bp, active_members, "
    "valid_bet_minor, profit_loss_minor, amount_minor) SELECT $1, * FROM unnest($2::bigint[], $3::bigint[], "
    "$4::int[], $5::int[], $6::int[], $7::bigint[], $8::bigint[], $9::bigint[])"};

#define PANALO_COMMISSION_COLUMNS \
  "c.id, c.settlement_id, c.agent_id, m.account, s.kind, s.period, " PANALO_UTC_TEXT("s.period_start") ", "     \
      PANALO_UTC_TEXT("s.period_end") ", c.tier, c.rate_bp, c.active_members, c.valid_bet_minor, "               \
                                      "c.profit_loss_minor, c.amount_minor, " PANALO_UTC_TEXT("c.paid_at")
#define PANALO_COMMISSION_FROM \
  " FROM agent_commissions c JOIN agent_settlements s ON s.id = c.settlement_id JOIN members m ON m.id = c.agent_id "

const db::Statement kDue{"agents_settlement_due", "SELECT " PANALO_COMMISSION_COLUMNS PANALO_COMMISSION_FROM
                                                  "WHERE c.settlement_id = $1 AND c.paid_at IS NULL "
                                                  "AND c.amount_minor > 0 ORDER BY c.agent_id"};
const db::Statement kClose{"agents_settlement_close",
                           "UPDATE agent_settlements s SET paid_at = now() WHERE id = $1 AND paid_at IS NULL "
                           "AND NOT EXISTS (SELECT 1 FROM agent_commissions c WHERE c.settlement_id = s.id "
                           "AND c.paid_at IS NULL AND c.amount_minor > 0)"};
const db::Statement kSettlement{
    "agents_settlement_read",
    "SELECT id, kind, period, " PANALO_UTC_TEXT("period_start") ", " PANALO_UTC_TEXT("period_end") ", " PANALO_UTC_TEXT(
        "computed_at") ", " PANALO_UTC_TEXT("paid_at") " FROM agent_settlements WHERE id = $1"};
const db::Statement kRecent{"agents_settlement_recent",
                            "SELECT id, kind, period, " PANALO_UTC_TEXT("period_start") ", " PANALO_UTC_TEXT(
                                "period_end") ", " PANALO_UTC_TEXT("computed_at") ", " PANALO_UTC_TEXT("paid_at")
                            " FROM agent_settlements WHERE $1 = '' OR kind = $1 ORDER BY period_start DESC, id DESC "
                            "LIMIT $2"};
const db::Statement kLines{"agents_settlement_lines", "SELECT " PANALO_COMMISSION_COLUMNS PANALO_COMMISSION_FROM
                                                      "WHERE c.settlement_id = $1 ORDER BY c.agent_id"};

#define PANALO_AGENT_FILTER                                                                               \
  "WHERE c.agent_id = $1 AND ($2 = '' OR s.kind = $2) AND ($3::timestamptz IS NULL OR s.period_start >= " \
  "$3::timestamptz) AND ($4::timestamptz IS NULL OR s.period_start < $4::timestamptz)"
const db::Statement kAgentPage{"agents_commissions_page",
                               "SELECT " PANALO_COMMISSION_COLUMNS PANALO_COMMISSION_FROM PANALO_AGENT_FILTER
                               " ORDER BY s.period_start DESC, c.id DESC LIMIT $5 OFFSET $6"};
const db::Statement kAgentTotals{
    "agents_commissions_totals",
    "SELECT count(*), coalesce(sum(c.amount_minor) FILTER (WHERE c.paid_at IS NOT NULL), 0)::bigint, "
    "coalesce(sum(c.amount_minor) FILTER (WHERE c.paid_at IS NOT NULL AND s.kind = 'dividend'), 0)::bigint, "
    "coalesce(sum(c.amount_minor) FILTER (WHERE c.paid_at IS NOT NULL AND s.kind = 'daily'), 0)::bigint, "
    "coalesce(sum(c.amount_minor) FILTER (WHERE c.paid_at IS NOT NULL AND s.kind = 'hourly'), 0)::bigint, "
    "coalesce(sum(c.amount_minor) FILTER (WHERE c.paid_at IS NOT NULL AND s.kind = 'realtime'), "
    "0)::bigint " PANALO_COMMISSION_FROM PANALO_AGENT_FILTER};

PeriodBounds boundsOf(const pqxx::row& row) {
  return {row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::int64_t>(), row[3].as<std::int64_t>()};
}

services::Commission commissionOf(const pqxx::row& row) {
  services::Commission line;
  line.id = row[0].as<std::int64_t>();
  line.settlementId = row[1].as<std::int64_t>();
  line.agentId = row[2].as<std::int64_t>();
  line.agent = row[3].as<std::string>();
  line.kind = row[4].as<std::string>();
  line.period = row[5].as<std::string>();
  line.periodStart = row[6].as<std::string>();
  line.periodEnd = row[7].as<std::string>();
  if (!row[8].is_null()) line.tier = row[8].as<int>();
  line.rateBp = row[9].as<int>();
  line.activeMembers = row[10].as<std::int64_t>();
  line.validBetMinor = row[11].as<std::int64_t>();
  line.profitLossMinor = row[12].as<std::int64_t>();
  line.amountMinor = row[13].as<std::int64_t>();
  if (!row[14].is_null()) line.paidAt = row[14].as<std::string>();
  return line;
}

services::Settlement settlementOf(const pqxx::row& row) {
  services::Settlement settlement;
  settlement.id = row[0].as<std::int64_t>();
  settlement.kind = row[1].as<std::string>();
  settlement.period = row[2].as<std::string>();
  settlement.periodStart = row[3].as<std::string>();
  settlement.periodEnd = row[4].as<std::string>();
  settlement.computedAt = row[5].as<std::string>();
  if (!row[6].is_null()) settlement.paidAt = row[6].as<std::string>();
  return settlement;
}

template <typename T, typename F>
std::string arrayOf(const std::vector<services::CommissionLine>& lines, F field) {
  std::string array = "{";
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) array += ',';
    const std::optional<T> value = field(lines[i]);
    array += value ? std::to_string(*value) : std::string("NULL");
  }
  return array + "}";
}

}  // namespace

PeriodBounds SettlementRepository::periodAt(const std::string& period, const std::string& at, const std::string& tz) {
  auto lease = pool_.acquire();
  lease->prepare(kPeriodAt);
  pqxx::read_transaction tx(lease->connection());
  return boundsOf(tx.exec_prepared1(kPeriodAt.name, period, at, tz));
}

std::vector<PeriodBounds> SettlementRepository::endedPeriods(const std::string& period, int count, int graceSeconds,
                                                             const std::string& tz) {
  auto lease = pool_.acquire();
  lease->prepare(kEnded);
  pqxx::read_transaction tx(lease->connection());
  std::vector<PeriodBounds> periods;
  for (const auto& row : tx.exec_prepared(kEnded.name, period, count, graceSeconds, tz)) {
    periods.push_back(boundsOf(row));
  }
  return periods;
}

std::optional<std::int64_t> SettlementRepository::find(const std::string& kind, const std::string& period,
                                                       const std::string& start) {
  auto lease = pool_.acquire();
  lease->prepare(kFind);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFind.name, kind, period, start);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

std::pair<std::int64_t, bool> SettlementRepository::create(const std::string& kind, const std::string& period,
                                                           const PeriodBounds& bounds,
                                                           const std::vector<services::CommissionLine>& lines) {
  auto lease = pool_.acquire();
  lease->prepare(kInsert);
  lease->prepare(kInsertLines);
  lease->prepare(kFind);
  pqxx::work tx(lease->connection());
  // A concurrent run with the same period waits here on the unique key, then
  // finds the row committed: it reads that one instead.
  const auto inserted = tx.exec_prepared(kInsert.name, kind, period, bounds.start, bounds.end);
  if (inserted.empty()) {
    const auto id = tx.exec_prepared1(kFind.name, kind, period, bounds.start)[0].as<std::int64_t>();
    return {id, false};
  }
  const auto id = inserted[0][0].as<std::int64_t>();
  using Line = services::CommissionLine;
  tx.exec_prepared(kInsertLines.name, id,
                   arrayOf<std::int64_t>(lines, [](const Line& l) { return std::optional(l.agentId); }),
                   arrayOf<std::int64_t>(lines, [](const Line& l) { return std::optional(l.contractId); }),
                   arrayOf<int>(lines, [](const Line& l) { return l.tier; }),
                   arrayOf<int>(lines, [](const Line& l) { return std::optional(l.rateBp); }),
                   arrayOf<std::int64_t>(lines, [](const Line& l) { return std::optional(l.activeMembers); }),
                   arrayOf<std::int64_t>(lines, [](const Line& l) { return std::optional(l.validBetMinor); }),
                   arrayOf<std::int64_t>(lines, [](const Line& l) { return std::optional(l.profitLossMinor); }),
                   arrayOf<std::int64_t>(lines, [](const Line& l) { return std::optional(l.amountMinor); }));
  tx.commit();
  return {id, true};
}

std::vector<services::Commission> SettlementRepository::due(std::int64_t settlementId) {
  auto lease = pool_.acquire();
  lease->prepare(kDue);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::Commission> lines;
  for (const auto& row : tx.exec_prepared(kDue.name, settlementId)) lines.push_back(commissionOf(row));
  return lines;
}

bool SettlementRepository::markPaid(pqxx::work& tx, std::int64_t commissionId, std::optional<std::int64_t> journalId) {
  const auto result =
      tx.exec_params("UPDATE agent_commissions SET paid_at = now(), journal_id = $2 WHERE id = $1 AND paid_at IS NULL",
                     commissionId, journalId);
  return result.affected_rows() == 1;
}

void SettlementRepository::closeIfPaid(std::int64_t settlementId) {
  auto lease = pool_.acquire();
  lease->prepare(kClose);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kClose.name, settlementId);
  tx.commit();
}

std::optional<services::Settlement> SettlementRepository::settlement(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kSettlement);
  lease->prepare(kLines);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kSettlement.name, id);
  if (rows.empty()) return std::nullopt;
  auto settlement = settlementOf(rows[0]);
  for (const auto& row : tx.exec_prepared(kLines.name, id)) settlement.lines.push_back(commissionOf(row));
  return settlement;
}

std::vector<services::Settlement> SettlementRepository::recent(const std::string& kind, std::int64_t limit) {
  auto lease = pool_.acquire();
  lease->prepare(kRecent);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::Settlement> settlements;
  for (const auto& row : tx.exec_prepared(kRecent.name, kind, limit)) settlements.push_back(settlementOf(row));
  return settlements;
}

services::CommissionPage SettlementRepository::commissionsOf(std::int64_t agentId, const std::string& kind,
                                                             const std::optional<std::string>& from,
                                                             const std::optional<std::string>& to, std::int64_t limit,
                                                             std::int64_t offset) {
  auto lease = pool_.acquire();
  lease->prepare(kAgentPage);
  lease->prepare(kAgentTotals);
  pqxx::read_transaction tx(lease->connection());
  services::CommissionPage page;
  const auto totals = tx.exec_prepared1(kAgentTotals.name, agentId, kind, from, to);
  page.page.total = totals[0].as<std::int64_t>();
  page.totalPaidMinor = totals[1].as<std::int64_t>();
  page.paidDividendMinor = totals[2].as<std::int64_t>();
  page.paidDailyMinor = totals[3].as<std::int64_t>();
  page.paidHourlyMinor = totals[4].as<std::int64_t>();
  page.paidRealtimeMinor = totals[5].as<std::int64_t>();
  for (const auto& row : tx.exec_prepared(kAgentPage.name, agentId, kind, from, to, limit, offset)) {
    page.commissions.push_back(commissionOf(row));
  }
  return page;
}

}  // namespace panalo::repositories

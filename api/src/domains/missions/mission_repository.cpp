#include "domains/missions/mission_repository.hpp"

#include <pqxx/pqxx>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

#define PANALO_MISSION_COLUMNS                                                                            \
  "SELECT id, code, period, goal_kind, coalesce(game_category, ''), target, reward_kind, reward_amount, " \
  "turnover_multiple, sort_order, enabled, " PANALO_UTC_TEXT("starts_at") ", " PANALO_UTC_TEXT(           \
      "ends_at") " FROM missions "

const char* const kLiveFilter =
    "WHERE enabled AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now()) ";
const char* const kTextsSql =
    "SELECT mission_id, language, title, description FROM mission_texts "
    "WHERE mission_id = ANY (string_to_array($1, ',')::bigint[]) ORDER BY mission_id, language";
const char* const kUpsertSql =
    "INSERT INTO missions (code, period, goal_kind, game_category, target, reward_kind, reward_amount, "
    "turnover_multiple, sort_order, starts_at, ends_at) "
    "VALUES ($1, $2, $3, nullif($4, ''), $5, $6, $7, $8, $9, $10::timestamptz, $11::timestamptz) "
    "ON CONFLICT (code) DO UPDATE SET period = EXCLUDED.period, goal_kind = EXCLUDED.goal_kind, "
    "game_category = EXCLUDED.game_category, target = EXCLUDED.target, reward_kind = EXCLUDED.reward_kind, "
    "reward_amount = EXCLUDED.reward_amount, turnover_multiple = EXCLUDED.turnover_multiple, "
    "sort_order = EXCLUDED.sort_order, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, "
    "updated_at = now() RETURNING id";
const char* const kSetTextSql =
    "INSERT INTO mission_texts (mission_id, language, title, description) "
    "SELECT id, $2, $3, $4 FROM missions WHERE code = $1 "
    "ON CONFLICT (mission_id, language) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description";
const char* const kSetEnabledSql = "UPDATE missions SET enabled = $2, updated_at = now() WHERE code = $1";
const char* const kRemoveSql = "DELETE FROM missions WHERE code = $1";

// $1 time zone, $2 'day' or 'week'.
const char* const kPeriodWindowSql =
    "SELECT to_char(d, 'YYYY-MM-DD'), " PANALO_UTC_TEXT("(d AT TIME ZONE $1)") ", " PANALO_UTC_TEXT(
        "((d + ('1 ' || $2)::interval) AT TIME ZONE $1)") " FROM (SELECT date_trunc($2, now() AT TIME ZONE $1) AS d) p";
const char* const kOnceWindowSql = "SELECT " PANALO_UTC_TEXT("coalesce(starts_at, created_at)") ", " PANALO_UTC_TEXT(
    "ends_at") " FROM missions WHERE id = $1";

// $1 member, $2 window start, $3 window end (NULL: open), $4 category ('' any).
const char* const kValidBetSql =
    "SELECT coalesce(sum(valid_bet_minor), 0)::text FROM bets WHERE member_id = $1 AND status = 'settled' "
    "AND placed_at >= $2::timestamptz AND ($3::timestamptz IS NULL OR placed_at < $3::timestamptz) "
    "AND ($4 = '' OR game_category = $4)";
const char* const kBetCountSql =
    "SELECT count(*) FROM bets WHERE member_id = $1 AND status <> 'cancelled' "
    "AND placed_at >= $2::timestamptz AND ($3::timestamptz IS NULL OR placed_at < $3::timestamptz) "
    "AND ($4 = '' OR game_category = $4)";
const char* const kDepositSql =
    "SELECT coalesce(sum(amount_minor), 0)::text FROM deposit_requests WHERE member_id = $1 AND status = 'approved' "
    "AND decided_at >= $2::timestamptz AND ($3::timestamptz IS NULL OR decided_at < $3::timestamptz)";
// $4 here is the time zone the days are local to.
const char* const kLoginDaysSql =
    "SELECT count(*) FROM mission_login_days WHERE member_id = $1 "
    "AND local_day >= ($2::timestamptz AT TIME ZONE $4)::date "
    "AND ($3::timestamptz IS NULL OR local_day < ($3::timestamptz AT TIME ZONE $4)::date)";

#define PANALO_CLAIM_COLUMNS \
  "id, mission_id, period_key, reward_kind, reward_amount, idempotency_key, " PANALO_UTC_TEXT("created_at")
const char* const kClaimInSql =
    "SELECT " PANALO_CLAIM_COLUMNS " FROM mission_claims WHERE member_id = $1 AND mission_id = $2 AND period_key = $3";
const char* const kInsertClaimSql =
    "INSERT INTO mission_claims (mission_id, member_id, period_key, reward_kind, reward_amount, journal_id, "
    "idempotency_key) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING " PANALO_CLAIM_COLUMNS;

const char* const kLoginDaySql =
    "INSERT INTO mission_login_days (member_id, local_day) VALUES ($1, (now() AT TIME ZONE $2)::date) "
    "ON CONFLICT DO NOTHING";

// $1 time zone, $2 day|week|month, $3 limit, $4 the asking member (0: none).
const char* const kRankingSql =
    "WITH p AS (SELECT date_trunc($2, now() AT TIME ZONE $1) AS d), "
    "totals AS (SELECT b.member_id, sum(b.valid_bet_minor) AS total FROM bets b, p "
    "  WHERE b.status = 'settled' AND b.valid_bet_minor > 0 AND b.placed_at >= (p.d AT TIME ZONE $1) "
    "  AND b.placed_at < ((p.d + ('1 ' || $2)::interval) AT TIME ZONE $1) GROUP BY b.member_id), "
    "ranked AS (SELECT row_number() OVER (ORDER BY t.total DESC, t.member_id) AS place, t.member_id, m.account, "
    "  t.total FROM totals t JOIN members m ON m.id = t.member_id WHERE m.type_code <> 4) "
    "SELECT place, member_id, account, total::text FROM ranked WHERE place <= $3 OR member_id = $4 ORDER BY place";
const char* const kRankingPeriodSql =
    "SELECT to_char(d, 'YYYY-MM-DD'), to_char(d + ('1 ' || $2)::interval - interval '1 day', 'YYYY-MM-DD') "
    "FROM (SELECT date_trunc($2, now() AT TIME ZONE $1) AS d) p";

std::int64_t saturatedSum(const std::string& text) {
  try {
    return std::stoll(text);
  } catch (const std::out_of_range&) {
    return INT64_MAX;  // a sum past 64 bits is far beyond any target
  }
}

services::MissionClaim claimOf(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::string>(), row[3].as<std::string>(),
          row[4].as<std::int64_t>(), row[5].as<std::string>(),  row[6].as<std::string>()};
}

std::optional<std::string> optionalText(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<std::string>();
}

}  // namespace

std::vector<services::Mission> MissionRepository::read(const std::string& where, const std::string& parameter) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const std::string sql = std::string(PANALO_MISSION_COLUMNS) + where + " ORDER BY sort_order, id";
  const auto rows = parameter.empty() ? tx.exec(sql) : tx.exec_params(sql, parameter);
  std::vector<services::Mission> missions;
  std::string ids;
  for (const auto& row : rows) {
    services::Mission mission;
    mission.id = row[0].as<std::int64_t>();
    mission.code = row[1].as<std::string>();
    mission.period = row[2].as<std::string>();
    mission.goalKind = row[3].as<std::string>();
    mission.gameCategory = row[4].as<std::string>();
    mission.target = row[5].as<std::int64_t>();
    mission.rewardKind = row[6].as<std::string>();
    mission.rewardAmount = row[7].as<std::int64_t>();
    if (!row[8].is_null()) mission.turnoverMultiple = row[8].as<std::int64_t>();
    mission.sortOrder = row[9].as<std::int64_t>();
    mission.enabled = row[10].as<bool>();
    mission.startsAt = optionalText(row[11]);
    mission.endsAt = optionalText(row[12]);
    if (!ids.empty()) ids += ',';
    ids += std::to_string(mission.id);
    missions.push_back(std::move(mission));
  }
  if (missions.empty()) return missions;
  for (const auto& row : tx.exec_params(kTextsSql, ids)) {
    const auto id = row[0].as<std::int64_t>();
    for (auto& mission : missions) {
      if (mission.id == id) {
        mission.texts.push_back({row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::string>()});
      }
    }
  }
  return missions;
}

std::vector<services::Mission> MissionRepository::missions(bool liveOnly) {
  return read(liveOnly ? kLiveFilter : "", "");
}

std::optional<services::Mission> MissionRepository::findByCode(const std::string& code) {
  auto found = read("WHERE code = $1", code);
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::optional<services::Mission> MissionRepository::findLive(std::int64_t id) {
  auto found = read(std::string(kLiveFilter) + "AND id = $1::bigint", std::to_string(id));
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::int64_t MissionRepository::upsert(const services::Mission& mission) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto id = tx.exec_params1(kUpsertSql, mission.code, mission.period, mission.goalKind, mission.gameCategory,
                                  mission.target, mission.rewardKind, mission.rewardAmount, mission.turnoverMultiple,
                                  mission.sortOrder, mission.startsAt, mission.endsAt)[0]
                      .as<std::int64_t>();
  tx.commit();
  return id;
}

bool MissionRepository::setText(const std::string& code, const services::MissionText& text) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto changed = tx.exec_params(kSetTextSql, code, text.language, text.title, text.description).affected_rows();
  tx.commit();
  return changed > 0;
}

bool MissionRepository::setEnabled(const std::string& code, bool enabled) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto changed = tx.exec_params(kSetEnabledSql, code, enabled).affected_rows();
  tx.commit();
  return changed > 0;
}

bool MissionRepository::remove(const std::string& code) {
  auto lease = pool_.acquire();
  try {
    pqxx::work tx(lease->connection());
    const auto changed = tx.exec_params(kRemoveSql, code).affected_rows();
    tx.commit();
    return changed > 0;
  } catch (const pqxx::foreign_key_violation&) {
    throw DomainError(ErrorKind::Conflict, error_keys::kMissionHasClaims,
                      "members have claimed mission " + code + ": disable it instead");
  }
}

services::MissionWindow MissionRepository::windowOf(const services::Mission& mission, const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  services::MissionWindow window;
  if (mission.period == "once") {
    const auto row = tx.exec_params1(kOnceWindowSql, mission.id);
    window.periodKey = "once";
    window.startsAt = row[0].as<std::string>();
    window.endsAt = optionalText(row[1]);
    return window;
  }
  const auto row = tx.exec_params1(kPeriodWindowSql, timeZone, mission.period == "daily" ? "day" : "week");
  window.periodKey = row[0].as<std::string>();
  window.startsAt = row[1].as<std::string>();
  window.endsAt = row[2].as<std::string>();
  return window;
}

std::int64_t MissionRepository::progress(std::int64_t memberId, const services::Mission& mission,
                                         const services::MissionWindow& window, const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  if (mission.goalKind == "valid_bet") {
    return saturatedSum(tx.exec_params1(kValidBetSql, memberId, window.startsAt, window.endsAt, mission.gameCategory)[0]
                            .as<std::string>());
  }
  if (mission.goalKind == "bet_count") {
    return tx.exec_params1(kBetCountSql, memberId, window.startsAt, window.endsAt, mission.gameCategory)[0]
        .as<std::int64_t>();
  }
  if (mission.goalKind == "deposit") {
    return saturatedSum(tx.exec_params1(kDepositSql, memberId, window.startsAt, window.endsAt)[0].as<std::string>());
  }
  return tx.exec_params1(kLoginDaysSql, memberId, window.startsAt, window.endsAt, timeZone)[0].as<std::int64_t>();
}

std::optional<services::MissionClaim> MissionRepository::claimIn(std::int64_t memberId, std::int64_t missionId,
                                                                 const std::string& periodKey) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(kClaimInSql, memberId, missionId, periodKey);
  if (rows.empty()) return std::nullopt;
  return claimOf(rows[0]);
}

std::optional<services::MissionClaim> MissionRepository::insertClaim(std::int64_t memberId,
                                                                     const services::Mission& mission,
                                                                     const std::string& periodKey,
                                                                     std::optional<std::int64_t> journalId,
                                                                     const std::string& idempotencyKey) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_params(kInsertClaimSql, mission.id, memberId, periodKey, mission.rewardKind,
                                   mission.rewardAmount, journalId, idempotencyKey);
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return claimOf(rows[0]);
}

void MissionRepository::recordLoginDay(std::int64_t memberId, const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(kLoginDaySql, memberId, timeZone);
  tx.commit();
}

MissionRepository::Ranking MissionRepository::ranking(const std::string& unit, const std::string& timeZone,
                                                      std::int64_t limit, std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  Ranking ranking;
  const auto period = tx.exec_params1(kRankingPeriodSql, timeZone, unit);
  ranking.periodStart = period[0].as<std::string>();
  ranking.periodEnd = period[1].as<std::string>();
  for (const auto& row : tx.exec_params(kRankingSql, timeZone, unit, limit, memberId)) {
    ranking.rows.push_back({row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::string>(),
                            saturatedSum(row[3].as<std::string>())});
  }
  return ranking;
}

}  // namespace panalo::repositories

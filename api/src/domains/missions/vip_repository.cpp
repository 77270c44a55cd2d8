#include "domains/missions/vip_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

const char* const kLevelsSql =
    "SELECT rank_level, min_valid_bet_minor, min_deposit_minor, upgrade_bonus_minor, weekly_bonus_minor, "
    "monthly_bonus_minor, turnover_multiple FROM vip_levels ORDER BY rank_level";
const char* const kLevelTextsSql =
    "SELECT rank_level, language, label_name, benefits FROM vip_level_texts ORDER BY rank_level, language";
const char* const kUpsertLevelSql =
    "INSERT INTO vip_levels (rank_level, min_valid_bet_minor, min_deposit_minor, upgrade_bonus_minor, "
    "weekly_bonus_minor, monthly_bonus_minor, turnover_multiple) VALUES ($1, $2, $3, $4, $5, $6, $7) "
    "ON CONFLICT (rank_level) DO UPDATE SET min_valid_bet_minor = EXCLUDED.min_valid_bet_minor, "
    "min_deposit_minor = EXCLUDED.min_deposit_minor, upgrade_bonus_minor = EXCLUDED.upgrade_bonus_minor, "
    "weekly_bonus_minor = EXCLUDED.weekly_bonus_minor, monthly_bonus_minor = EXCLUDED.monthly_bonus_minor, "
    "turnover_multiple = EXCLUDED.turnover_multiple, updated_at = now()";
const char* const kSetTextSql =
    "INSERT INTO vip_level_texts (rank_level, language, label_name, benefits) "
    "SELECT rank_level, $2, $3, $4 FROM vip_levels WHERE rank_level = $1 "
    "ON CONFLICT (rank_level, language) DO UPDATE SET label_name = EXCLUDED.label_name, benefits = EXCLUDED.benefits";
const char* const kRemoveLevelSql = "DELETE FROM vip_levels WHERE rank_level = $1";
const char* const kTotalsSql =
    "SELECT (SELECT coalesce(sum(valid_bet_minor), 0) FROM bets WHERE member_id = $1 AND status = 'settled')::text, "
    "(SELECT coalesce(sum(amount_minor), 0) FROM deposit_requests WHERE member_id = $1 AND status = 'approved')::text";
const char* const kPinnedSql = "SELECT pinned_level FROM member_vip WHERE member_id = $1";
const char* const kPinSql =
    "INSERT INTO member_vip (member_id, pinned_level) VALUES ($1, $2) "
    "ON CONFLICT (member_id) DO UPDATE SET pinned_level = EXCLUDED.pinned_level, updated_at = now()";
const char* const kUnpinSql = "DELETE FROM member_vip WHERE member_id = $1";
const char* const kPeriodKeysSql =
    "SELECT to_char(date_trunc('week', now() AT TIME ZONE $1), 'YYYY-MM-DD'), "
    "to_char(date_trunc('month', now() AT TIME ZONE $1), 'YYYY-MM-DD')";
#define PANALO_VIP_CLAIM_COLUMNS \
  "SELECT id, kind, rank_level, period_key, amount_minor, idempotency_key, " PANALO_UTC_TEXT("created_at")
const char* const kClaimsSql =
    PANALO_VIP_CLAIM_COLUMNS " FROM vip_bonus_claims WHERE member_id = $1 ORDER BY id DESC LIMIT $2";
const char* const kFindClaimSql = PANALO_VIP_CLAIM_COLUMNS
    " FROM vip_bonus_claims WHERE member_id = $1 AND kind = $2 AND "
    "CASE WHEN $2 = 'upgrade' THEN rank_level = $3 ELSE period_key = $4 END";
const char* const kInsertClaimSql =
    "INSERT INTO vip_bonus_claims (member_id, kind, rank_level, period_key, amount_minor, journal_id, "
    "idempotency_key) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id, kind, rank_level, "
    "period_key, amount_minor, idempotency_key, " PANALO_UTC_TEXT("created_at");

std::int64_t saturatedSum(const std::string& text) {
  try {
    return std::stoll(text);
  } catch (const std::out_of_range&) {
    return INT64_MAX;
  }
}

services::VipBonusClaim claimOf(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<int>(),        row[3].as<std::string>(),
          row[4].as<std::int64_t>(), row[5].as<std::string>(), row[6].as<std::string>()};
}

}  // namespace

std::vector<services::VipLevel> VipRepository::levels() {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::VipLevel> levels;
  for (const auto& row : tx.exec(kLevelsSql)) {
    services::VipLevel level;
    level.rankLevel = row[0].as<int>();
    level.minValidBetMinor = row[1].as<std::int64_t>();
    level.minDepositMinor = row[2].as<std::int64_t>();
    level.upgradeBonusMinor = row[3].as<std::int64_t>();
    level.weeklyBonusMinor = row[4].as<std::int64_t>();
    level.monthlyBonusMinor = row[5].as<std::int64_t>();
    if (!row[6].is_null()) level.turnoverMultiple = row[6].as<std::int64_t>();
    levels.push_back(std::move(level));
  }
  for (const auto& row : tx.exec(kLevelTextsSql)) {
    const auto rank = row[0].as<int>();
    for (auto& level : levels) {
      if (level.rankLevel == rank) {
        level.texts.push_back({row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::string>()});
      }
    }
  }
  return levels;
}

void VipRepository::upsertLevel(const services::VipLevel& level) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(kUpsertLevelSql, level.rankLevel, level.minValidBetMinor, level.minDepositMinor,
                 level.upgradeBonusMinor, level.weeklyBonusMinor, level.monthlyBonusMinor, level.turnoverMultiple);
  tx.commit();
}

bool VipRepository::setText(int rankLevel, const services::VipLevelText& text) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto changed =
      tx.exec_params(kSetTextSql, rankLevel, text.language, text.labelName, text.benefits).affected_rows();
  tx.commit();
  return changed > 0;
}

bool VipRepository::removeLevel(int rankLevel) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto changed = tx.exec_params(kRemoveLevelSql, rankLevel).affected_rows();
  tx.commit();
  return changed > 0;
}

services::VipTotals VipRepository::totals(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec_params1(kTotalsSql, memberId);
  return {saturatedSum(row[0].as<std::string>()), saturatedSum(row[1].as<std::string>())};
}

std::optional<int> VipRepository::pinnedLevel(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(kPinnedSql, memberId);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<int>();
}

void VipRepository::pin(std::int64_t memberId, int rankLevel) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(kPinSql, memberId, rankLevel);
  tx.commit();
}

void VipRepository::unpin(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(kUnpinSql, memberId);
  tx.commit();
}

VipRepository::PeriodKeys VipRepository::periodKeys(const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec_params1(kPeriodKeysSql, timeZone);
  return {row[0].as<std::string>(), row[1].as<std::string>()};
}

std::vector<services::VipBonusClaim> VipRepository::claims(std::int64_t memberId, int limit) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::VipBonusClaim> list;
  for (const auto& row : tx.exec_params(kClaimsSql, memberId, limit)) list.push_back(claimOf(row));
  return list;
}

std::optional<services::VipBonusClaim> VipRepository::findClaim(std::int64_t memberId, const std::string& kind,
                                                                int rankLevel, const std::string& periodKey) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(kFindClaimSql, memberId, kind, rankLevel, periodKey);
  if (rows.empty()) return std::nullopt;
  return claimOf(rows[0]);
}

std::optional<services::VipBonusClaim> VipRepository::insertClaim(std::int64_t memberId,
                                                                  const services::VipBonus& bonus,
                                                                  std::int64_t journalId,
                                                                  const std::string& idempotencyKey) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_params(kInsertClaimSql, memberId, bonus.kind, bonus.rankLevel, bonus.periodKey,
                                   bonus.amountMinor, journalId, idempotencyKey);
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return claimOf(rows[0]);
}

}  // namespace panalo::repositories

#include "domains/wallet/rebate_repository.hpp"

#include <pqxx/pqxx>

#include "domains/wallet/record_repository.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

const char* const kRatesSql =
    "SELECT coalesce(game_category, ''), coalesce(vendor_code, ''), rate_bp FROM rebate_rates "
    "ORDER BY vendor_code NULLS FIRST, game_category";
const char* const kSetCategorySql =
    "INSERT INTO rebate_rates (game_category, rate_bp) VALUES ($1, $2) "
    "ON CONFLICT (game_category) DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = now()";
const char* const kSetVendorSql =
    "INSERT INTO rebate_rates (vendor_code, rate_bp) VALUES ($1, $2) "
    "ON CONFLICT (vendor_code) DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = now()";
const char* const kRemoveSql = "DELETE FROM rebate_rates WHERE game_category = $1 OR vendor_code = $2";

// $1 the time zone, $2 day, week or month.
const char* const kPeriodSql =
    "SELECT " PANALO_UTC_TEXT("(date_trunc($2, now() AT TIME ZONE $1) AT TIME ZONE $1)") ", " PANALO_UTC_TEXT(
        "((date_trunc($2, now() AT TIME ZONE $1) + ('1 ' || $2)::interval) AT TIME ZONE $1)");

// A bet's rate: its vendor's when set, else its category's, else none.
#define PANALO_UNREBATED                                                           \
  "FROM bets b LEFT JOIN rebate_rates rv ON rv.vendor_code = b.vendor_code "       \
  "LEFT JOIN rebate_rates rc ON rc.game_category = b.game_category "               \
  "WHERE b.member_id = $1 AND b.status = 'settled' AND b.rebate_claim_id IS NULL " \
  "AND b.valid_bet_minor > 0 AND coalesce(rv.rate_bp, rc.rate_bp, 0) > 0 "
const char* const kUnrebatedSql =
    "SELECT coalesce(rv.rate_bp, rc.rate_bp), sum(b.valid_bet_minor)::text " PANALO_UNREBATED
    "GROUP BY coalesce(rv.rate_bp, rc.rate_bp)";
const char* const kLockUnrebatedSql =
    "SELECT b.id, coalesce(rv.rate_bp, rc.rate_bp), b.valid_bet_minor " PANALO_UNREBATED
    "ORDER BY b.id FOR UPDATE OF b";

#define PANALO_CLAIM_COLUMNS                                                                         \
  "SELECT id, " PANALO_UTC_TEXT("period_start") ", valid_bet_minor, amount_minor, " PANALO_UTC_TEXT( \
      "created_at") " FROM rebate_claims "
const char* const kClaimInSql = PANALO_CLAIM_COLUMNS "WHERE member_id = $1 AND period_start = $2::timestamptz";
const char* const kClaimByKeySql = PANALO_CLAIM_COLUMNS "WHERE member_id = $1 AND idempotency_key = $2";
const char* const kClaimsSql = PANALO_CLAIM_COLUMNS "WHERE member_id = $1 ORDER BY id DESC LIMIT $2";
const char* const kInsertClaimSql =
    "INSERT INTO rebate_claims (member_id, period_start, idempotency_key, valid_bet_minor, amount_minor, journal_id) "
    "VALUES ($1, $2::timestamptz, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id, " PANALO_UTC_TEXT("created_at");
const char* const kMarkBetsSql =
    "UPDATE bets SET rebate_claim_id = $1 WHERE id = ANY (string_to_array($2, ',')::bigint[])";
const char* const kMainBalanceSql =
    "SELECT coalesce((SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'member_main'), 0)";

services::RebateClaim claimOf(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::int64_t>(), row[3].as<std::int64_t>(),
          row[4].as<std::string>()};
}

[[noreturn]] void alreadyClaimed() {
  throw DomainError(ErrorKind::Conflict, error_keys::kRebateAlreadyClaimed,
                    "The rebate of this period has already been claimed");
}

}  // namespace

std::int64_t RebateRepository::rebateOf(const std::map<std::int64_t, std::int64_t>& validByRate) {
  std::int64_t total = 0;
  for (const auto& [rate, valid] : validByRate) {
    // floor(valid x rate / 10000) without overflow: rate is at most 10000, so
    // each term fits and the result is at most `valid`.
    const std::int64_t part = valid / 10000 * rate + valid % 10000 * rate / 10000;
    const auto sum = money::checkedAdd(total, part);
    if (!sum) throw DomainError(ErrorKind::InvalidInput, error_keys::kAmountTooLarge, "The rebate is too large");
    total = *sum;
  }
  return total;
}

std::vector<services::RebateRate> RebateRepository::rates() {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::RebateRate> list;
  for (const auto& row : tx.exec(kRatesSql)) {
    list.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::int64_t>()});
  }
  return list;
}

void RebateRepository::setRate(const std::string& category, const std::string& vendor,
                               std::optional<std::int64_t> rateBp) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  if (!rateBp) {
    tx.exec_params(kRemoveSql, category, vendor);
  } else if (!category.empty()) {
    tx.exec_params(kSetCategorySql, category, *rateBp);
  } else {
    tx.exec_params(kSetVendorSql, vendor, *rateBp);
  }
  tx.commit();
}

RebatePeriod RebateRepository::currentPeriod(const std::string& period, const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec_params1(kPeriodSql, timeZone, period);
  return {row[0].as<std::string>(), row[1].as<std::string>()};
}

std::map<std::int64_t, std::int64_t> RebateRepository::unrebatedByRate(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::map<std::int64_t, std::int64_t> byRate;
  for (const auto& row : tx.exec_params(kUnrebatedSql, memberId)) {
    byRate[row[0].as<std::int64_t>()] = RecordRepository::saturated(row[1].as<std::string>());
  }
  return byRate;
}

std::optional<services::RebateClaim> RebateRepository::claimIn(std::int64_t memberId, const std::string& periodStart) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(kClaimInSql, memberId, periodStart);
  if (rows.empty()) return std::nullopt;
  return claimOf(rows[0]);
}

std::vector<services::RebateClaim> RebateRepository::claims(std::int64_t memberId, int limit) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::RebateClaim> list;
  for (const auto& row : tx.exec_params(kClaimsSql, memberId, limit)) list.push_back(claimOf(row));
  return list;
}

services::RebateClaimResult RebateRepository::claim(std::int64_t memberId, const std::string& idempotencyKey,
                                                    const std::string& period, const std::string& timeZone) {
  const auto current = currentPeriod(period, timeZone);
  // A claim made before with this key: the same answer in its period, a
  // conflict in another (the key then names another request).
  const auto replay = [&]() -> std::optional<services::RebateClaimResult> {
    auto lease = pool_.acquire();
    pqxx::read_transaction tx(lease->connection());
    const auto rows = tx.exec_params(kClaimByKeySql, memberId, idempotencyKey);
    if (rows.empty()) return std::nullopt;
    const auto stored = claimOf(rows[0]);
    if (stored.periodStart != current.start) {
      throw DomainError(ErrorKind::Conflict, error_keys::kIdempotencyKeyReused,
                        "This idempotency key was used for another request");
    }
    return services::RebateClaimResult{stored, tx.exec_params1(kMainBalanceSql, memberId)[0].as<std::int64_t>(), true};
  };
  if (auto stored = replay()) return *stored;
  if (auto made = claimOnce(memberId, idempotencyKey, current.start)) return *made;
  // Claimed in this period already, perhaps by a retry of this very request
  // that was in flight: its answer, or a refusal for another request.
  if (auto stored = replay()) return *stored;
  alreadyClaimed();
}

std::optional<services::RebateClaimResult> RebateRepository::claimOnce(std::int64_t memberId,
                                                                       const std::string& idempotencyKey,
                                                                       const std::string& periodStart) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  // Bets first: a concurrent claim waits here, then finds them rebated.
  std::map<std::int64_t, std::int64_t> byRate;
  std::string betIds;
  std::int64_t validBets = 0;
  for (const auto& row : tx.exec_params(kLockUnrebatedSql, memberId)) {
    if (!betIds.empty()) betIds += ',';
    betIds += row[0].as<std::string>();
    auto& sum = byRate[row[1].as<std::int64_t>()];
    const auto next = money::checkedAdd(sum, row[2].as<std::int64_t>());
    const auto total = money::checkedAdd(validBets, row[2].as<std::int64_t>());
    if (!next || !total) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kAmountTooLarge, "The rebate is too large");
    }
    sum = *next;
    validBets = *total;
  }
  if (!tx.exec_params(kClaimInSql, memberId, periodStart).empty()) return std::nullopt;
  const auto amount = rebateOf(byRate);
  if (amount <= 0) {
    throw DomainError(ErrorKind::Unprocessable, error_keys::kRebateNothingToClaim, "There is no rebate to claim yet");
  }
  const auto posted = ledger_.post(*lease, tx, memberId, {"house"}, [&](const LockedAccounts& accounts) {
    const auto* house = accounts.systemAccount("house");
    if (house == nullptr) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no house account");
    JournalPlan plan;
    plan.kind = "rebate";
    plan.memo = "rebate claim";
    plan.entries = {{house->id, -amount}, {accounts.main.id, amount}};
    plan.amountMinor = amount;
    return plan;
  });
  const auto inserted =
      tx.exec_params(kInsertClaimSql, memberId, periodStart, idempotencyKey, validBets, amount, *posted.journalId);
  // Empty: a concurrent claim of this period (or with this key) committed
  // first; returning rolls this one back, journal and all.
  if (inserted.empty()) return std::nullopt;
  const auto claimId = inserted[0][0].as<std::int64_t>();
  tx.exec_params(kMarkBetsSql, claimId, betIds);
  tx.commit();
  return services::RebateClaimResult{{claimId, periodStart, validBets, amount, inserted[0][1].as<std::string>()},
                                     posted.after.main.balanceMinor,
                                     false};
}

}  // namespace panalo::repositories

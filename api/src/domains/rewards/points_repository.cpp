#include "domains/rewards/points_repository.hpp"

#include <algorithm>
#include <map>

namespace panalo::repositories {
namespace {

constexpr std::int64_t kMicroPerPoint = 1'000'000;

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

services::Conversion conversionOf(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::int64_t>(), row[3].as<std::string>()};
}

}  // namespace

std::int64_t PointsRepository::lockBalance(pqxx::work& tx, std::int64_t memberId) {
  tx.exec_params("INSERT INTO points_accounts (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING", memberId);
  return tx.exec_params1("SELECT balance FROM points_accounts WHERE member_id = $1 FOR UPDATE", memberId)[0]
      .as<std::int64_t>();
}

std::optional<std::int64_t> PointsRepository::post(pqxx::work& tx, std::int64_t memberId,
                                                   const PointsPosting& posting) {
  const auto rows = tx.exec_params(
      "INSERT INTO points_journal (member_id, amount, reason, unique_key, memo) VALUES ($1, $2, $3, $4, $5) "
      "ON CONFLICT (member_id, unique_key) DO NOTHING RETURNING balance_after",
      memberId, posting.amount, posting.reason, posting.uniqueKey, posting.memo);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

std::int64_t PointsRepository::balance(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params("SELECT balance FROM points_accounts WHERE member_id = $1", memberId);
  return rows.empty() ? 0 : rows[0][0].as<std::int64_t>();
}

services::RewardsPage<services::PointsEntry> PointsRepository::journal(std::int64_t memberId, std::int64_t page,
                                                                       std::int64_t size) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  services::RewardsPage<services::PointsEntry> result;
  result.pageNum = page;
  result.pageSize = size;
  result.total =
      tx.exec_params1("SELECT count(*) FROM points_journal WHERE member_id = $1", memberId)[0].as<std::int64_t>();
  result.totalPages = (result.total + size - 1) / size;
  for (const auto& row : tx.exec_params("SELECT id, amount, balance_after, reason, memo, " PANALO_UTC_TEXT(
                                            "created_at") " FROM points_journal WHERE member_id = $1 "
                                                          "ORDER BY id DESC LIMIT $2 OFFSET $3",
                                        memberId, size, (page - 1) * size)) {
    result.content.push_back({row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::int64_t>(),
                              row[3].as<std::string>(), row[4].as<std::string>(), row[5].as<std::string>()});
  }
  return result;
}

std::int64_t PointsRepository::scanMark(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params("SELECT bets_scanned_to FROM points_accounts WHERE member_id = $1", memberId);
  return rows.empty() || rows[0][0].is_null() ? 0 : rows[0][0].as<std::int64_t>();
}

std::int64_t PointsRepository::accrue(std::int64_t memberId, const std::vector<services::SettledBet>& bets) {
  if (bets.empty()) return 0;
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  lockBalance(tx, memberId);
  std::map<std::string, std::int64_t> rateOf;
  for (const auto& row : tx.exec("SELECT game_category, minor_per_point FROM points_earn_rates")) {
    rateOf[row[0].as<std::string>()] = row[1].as<std::int64_t>();
  }
  const auto fallback = rateOf.find("*");
  std::int64_t earnedMicro = 0;
  std::int64_t firstNewBet = 0;
  std::int64_t newBets = 0;
  std::int64_t mark = 0;
  for (const auto& bet : bets) {
    mark = std::max(mark, bet.settledAtMicros);
    auto rate = rateOf.find(bet.gameCategory);
    if (rate == rateOf.end()) rate = fallback;
    // valid bets are at most 1e11 minor units: times 1e6 stays far inside 64 bits.
    const std::int64_t micro = rate == rateOf.end() ? 0 : bet.validBetMinor * kMicroPerPoint / rate->second;
    const auto inserted = tx.exec_params(
        "INSERT INTO points_bet_accruals (bet_id, member_id, micro) VALUES ($1, $2, $3) "
        "ON CONFLICT (bet_id) DO NOTHING RETURNING 1",
        bet.id, memberId, micro);
    if (inserted.empty()) continue;
    earnedMicro += micro;
    if (newBets++ == 0) firstNewBet = bet.id;
  }
  const auto carried =
      tx.exec_params1("SELECT earn_micro FROM points_accounts WHERE member_id = $1", memberId)[0].as<std::int64_t>();
  const std::int64_t total = carried + earnedMicro;
  const std::int64_t points = total / kMicroPerPoint;
  if (points > 0) {
    // The batch's first new bet names it: a bet belongs to one batch only.
    post(tx, memberId,
         {points, "bets", "bets:" + std::to_string(firstNewBet), std::to_string(newBets) + " settled bet(s)"});
  }
  tx.exec_params(
      "UPDATE points_accounts SET earn_micro = $2, bets_scanned_to = greatest(coalesce(bets_scanned_to, 0), $3) "
      "WHERE member_id = $1",
      memberId, total % kMicroPerPoint, mark);
  tx.commit();
  return points;
}

std::vector<services::EarnRate> PointsRepository::rates() {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::EarnRate> list;
  for (const auto& row : tx.exec("SELECT game_category, minor_per_point FROM points_earn_rates "
                                 "ORDER BY game_category = '*' DESC, game_category")) {
    list.push_back({row[0].as<std::string>(), row[1].as<std::int64_t>()});
  }
  return list;
}

void PointsRepository::setRate(const std::string& category, std::int64_t minorPerPoint) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "INSERT INTO points_earn_rates (game_category, minor_per_point) VALUES ($1, $2) "
      "ON CONFLICT (game_category) DO UPDATE SET minor_per_point = EXCLUDED.minor_per_point",
      category, minorPerPoint);
  tx.commit();
}

bool PointsRepository::removeRate(const std::string& category) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto removed = tx.exec_params("DELETE FROM points_earn_rates WHERE game_category = $1", category);
  tx.commit();
  return removed.affected_rows() > 0;
}

services::MallConfig PointsRepository::config() {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec1(
      "SELECT points_step, minor_per_step, min_convert, daily_limit, time_zone, convert_open FROM points_mall_config");
  services::MallConfig config;
  config.pointsStep = row[0].as<std::int64_t>();
  config.minorPerStep = row[1].as<std::int64_t>();
  config.minimum = row[2].as<std::int64_t>();
  config.dailyLimit = row[3].as<std::int64_t>();
  config.timeZone = row[4].as<std::string>();
  config.convertOpen = row[5].as<bool>();
  return config;
}

void PointsRepository::setConfig(const services::MallConfig& config) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "UPDATE points_mall_config SET points_step = $1, minor_per_step = $2, min_convert = $3, daily_limit = $4, "
      "time_zone = $5, convert_open = $6, updated_at = now()",
      config.pointsStep, config.minorPerStep, config.minimum, config.dailyLimit, config.timeZone, config.convertOpen);
  tx.commit();
}

bool PointsRepository::knownTimeZone(const std::string& name) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_params1("SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1)", name)[0].as<bool>();
}

std::int64_t PointsRepository::convertedToday(pqxx::transaction_base& tx, std::int64_t memberId) {
  // The day starts at local midnight in the mall's time zone.
  return tx
      .exec_params1(
          "SELECT coalesce(sum(c.points), 0)::bigint FROM points_conversions c, points_mall_config m "
          "WHERE c.member_id = $1 AND c.created_at >= (date_trunc('day', now() AT TIME ZONE m.time_zone) "
          "AT TIME ZONE m.time_zone)",
          memberId)[0]
      .as<std::int64_t>();
}

std::int64_t PointsRepository::convertedToday(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return convertedToday(tx, memberId);
}

std::optional<services::Conversion> PointsRepository::findConversion(std::int64_t memberId, const std::string& key) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params("SELECT id, points, amount_minor, " PANALO_UTC_TEXT(
                                       "created_at") " FROM points_conversions "
                                                     "WHERE member_id = $1 AND idempotency_key = $2",
                                   memberId, key);
  if (rows.empty()) return std::nullopt;
  return conversionOf(rows[0]);
}

services::Conversion PointsRepository::insertConversion(pqxx::work& tx, std::int64_t memberId, std::int64_t points,
                                                        std::int64_t amountMinor, std::int64_t walletJournalId,
                                                        const std::string& key) {
  return conversionOf(tx.exec_params1(
      "INSERT INTO points_conversions (member_id, points, amount_minor, wallet_journal_id, idempotency_key) "
      "VALUES ($1, $2, $3, $4, $5) RETURNING id, points, amount_minor, " PANALO_UTC_TEXT("created_at"),
      memberId, points, amountMinor, walletJournalId, key));
}

std::vector<std::int64_t> PointsRepository::mismatchedBalances() {
  auto lease = pool_.acquire();
  pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> tx(lease->connection());
  std::vector<std::int64_t> members;
  for (const auto& row :
       tx.exec("SELECT a.member_id FROM points_accounts a LEFT JOIN (SELECT member_id, sum(amount) AS total "
               "FROM points_journal GROUP BY member_id) j ON j.member_id = a.member_id "
               "WHERE a.balance <> coalesce(j.total, 0) ORDER BY a.member_id")) {
    members.push_back(row[0].as<std::int64_t>());
  }
  return members;
}

}  // namespace panalo::repositories

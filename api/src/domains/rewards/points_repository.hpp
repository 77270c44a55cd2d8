#pragma once
// The points tables (0026_rewards.sql): the journal whose rows move a member's
// balance (the database refuses a negative balance and any change of a row),
// the bets already turned into points, the earning rates, the mall's
// configuration and the conversions. Every statement is parameterised.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <pqxx/pqxx>

#include "domains/rewards/rewards_types.hpp"
#include "domains/wallet/settled_bet_feed.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// One change of a member's points, posted inside a caller's transaction.
struct PointsPosting {
  std::int64_t amount = 0;
  std::string reason;  // bets, grant, redeem, redeem_return, convert
  std::string uniqueKey;
  std::string memo;
};

class PointsRepository {
 public:
  explicit PointsRepository(db::ConnectionPool& pool) : pool_(pool) {}

  db::ConnectionPool& pool() { return pool_; }

  // The member's points row made if missing and locked until `tx` ends; its balance.
  static std::int64_t lockBalance(pqxx::work& tx, std::int64_t memberId);
  // Posts `posting`; the balance after it, or none when the member already has
  // a row with that key (nothing posted). A negative result raises
  // pqxx::check_violation: callers check the locked balance first.
  static std::optional<std::int64_t> post(pqxx::work& tx, std::int64_t memberId, const PointsPosting& posting);

  std::int64_t balance(std::int64_t memberId);
  services::RewardsPage<services::PointsEntry> journal(std::int64_t memberId, std::int64_t page, std::int64_t size);

  // Bets: how far the scan has read (microseconds since 1970), and one batch
  // of bets turned into points in one transaction: each bet counts once
  // (points_bet_accruals), fractions of a point carry over to the next bet.
  // Returns the points posted by this batch.
  std::int64_t scanMark(std::int64_t memberId);
  std::int64_t accrue(std::int64_t memberId, const std::vector<services::SettledBet>& bets);

  std::vector<services::EarnRate> rates();
  void setRate(const std::string& category, std::int64_t minorPerPoint);
  bool removeRate(const std::string& category);

  services::MallConfig config();
  void setConfig(const services::MallConfig& config);
  bool knownTimeZone(const std::string& name);
  // Points the member converted today (in the mall's time zone), read in `tx`
  // (after lockBalance, so no conversion of theirs runs meanwhile).
  static std::int64_t convertedToday(pqxx::transaction_base& tx, std::int64_t memberId);
  std::int64_t convertedToday(std::int64_t memberId);

  std::optional<services::Conversion> findConversion(std::int64_t memberId, const std::string& key);
  static services::Conversion insertConversion(pqxx::work& tx, std::int64_t memberId, std::int64_t points,
                                               std::int64_t amountMinor, std::int64_t walletJournalId,
                                               const std::string& key);

  // Every member's balance against the sum of their journal rows; the members
  // where they differ (panaloctl rewards check).
  std::vector<std::int64_t> mismatchedBalances();

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

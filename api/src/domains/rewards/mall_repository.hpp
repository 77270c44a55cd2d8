#pragma once
// The mall's tables (0026_rewards.sql): reward items with their names per
// language, and the members' redeems. Every statement is parameterised; the
// writes that move points run inside a caller's transaction, after the
// locks the caller takes in the one order every rewards call uses: wallet
// accounts (a money call), then the redeem row, then the item, then the
// member's points (PointsRepository::lockBalance).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <pqxx/pqxx>

#include "domains/rewards/rewards_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// What a redeem row is made of.
struct NewRedemption {
  std::int64_t memberId = 0;
  std::int64_t itemId = 0;
  services::RewardKind kind = services::RewardKind::Physical;
  std::int64_t quantity = 1;
  std::int64_t points = 0;
  std::optional<std::int64_t> amountMinor;
  std::string address;
  std::string status;  // in_process or approved
  std::optional<std::int64_t> walletJournalId;
  std::string idempotencyKey;
  std::string fingerprint;
};

class MallRepository {
 public:
  explicit MallRepository(db::ConnectionPool& pool) : pool_(pool) {}

  db::ConnectionPool& pool() { return pool_; }

  // Items on sale (enabled), names in `language` or EN; `all` adds disabled ones.
  std::vector<services::RewardItem> items(const std::string& language, bool all);
  std::optional<services::RewardItem> item(std::int64_t id, const std::string& language);
  std::vector<services::RewardText> texts(std::int64_t itemId);
  // The item row locked until `tx` ends; its stock (none: unlimited), or nothing for no such enabled item.
  static std::optional<std::optional<std::int64_t>> lockItem(pqxx::work& tx, std::int64_t itemId);
  static void takeStock(pqxx::work& tx, std::int64_t itemId, std::int64_t quantity);
  static void returnStock(pqxx::work& tx, std::int64_t itemId, std::int64_t quantity);

  std::int64_t addItem(const services::RewardItem& item, const std::optional<std::string>& demoCode);
  // Replaces every column the operator sets (kind stays).
  void updateItem(const services::RewardItem& item);
  void setText(std::int64_t itemId, const services::RewardText& text);
  bool removeText(std::int64_t itemId, const std::string& language);
  // Deletes an item nobody redeemed; one with redeems is disabled instead.
  // Returns "deleted", "disabled" or "" (no such item).
  std::string removeItem(std::int64_t itemId);
  std::optional<std::int64_t> itemByDemoCode(const std::string& code);

  // Redeems.
  struct StoredRedemption {
    services::Redemption redemption;
    std::string fingerprint;
    std::int64_t memberId = 0;
  };
  std::optional<StoredRedemption> findByKey(std::int64_t memberId, const std::string& key, const std::string& language);
  std::optional<StoredRedemption> find(std::int64_t id, const std::string& language);
  static std::int64_t insertRedemption(pqxx::work& tx, const NewRedemption& redemption);
  // The redeem row locked until `tx` ends: its member, kind, status, quantity, points and item.
  struct LockedRedemption {
    std::int64_t memberId = 0;
    services::RewardKind kind = services::RewardKind::Physical;
    std::string status;
    std::int64_t quantity = 0;
    std::int64_t points = 0;
    std::int64_t itemId = 0;
  };
  static std::optional<LockedRedemption> lockRedemption(pqxx::work& tx, std::int64_t id);
  // Sets the decision; `seen` false makes it unread for the member.
  static void decide(pqxx::work& tx, std::int64_t id, const std::string& status, const std::string& note,
                     std::optional<std::int64_t> walletJournalId, bool seen);

  services::RewardsPage<services::Redemption> history(std::int64_t memberId, const std::string& language,
                                                      std::int64_t page, std::int64_t size);
  // The operator's list: every member's redeems, newest first, of one status ("" all).
  std::vector<services::Redemption> all(const std::string& status, std::int64_t limit);

  std::int64_t unseen(std::int64_t memberId);
  std::int64_t markSeen(std::int64_t memberId);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

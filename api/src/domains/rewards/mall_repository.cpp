#include "domains/rewards/mall_repository.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

// An item's name and description in $1 (a language code), else in EN.
#define PANALO_ITEM_TEXT(item, field)                                           \
  "coalesce((SELECT " field " FROM reward_item_texts t WHERE t.item_id = " item \
  " AND t.language = $1), "                                                     \
  "(SELECT " field " FROM reward_item_texts t WHERE t.item_id = " item " AND t.language = 'EN'), '')"

const char* const kItemColumns =
    "i.id, i.kind, i.points_cost, i.amount_minor, i.turnover_multiple, i.stock, i.image_url, i.sort_order, "
    "i.enabled, " PANALO_ITEM_TEXT("i.id", "name") ", " PANALO_ITEM_TEXT("i.id", "description");

const char* const kRedemptionColumns =
    "r.id, r.item_id, " PANALO_ITEM_TEXT("r.item_id", "name") ", i.image_url, r.kind, r.quantity, r.points, "
    "r.amount_minor, r.address, r.status, r.note, r.seen, " PANALO_UTC_TEXT("r.created_at") ", "
    "CASE WHEN r.decided_at IS NULL THEN NULL ELSE " PANALO_UTC_TEXT("r.decided_at") " END, m.account, "
    "r.fingerprint, r.member_id";
const char* const kRedemptionFrom =
    " FROM reward_redemptions r JOIN reward_items i ON i.id = r.item_id JOIN members m ON m.id = r.member_id ";

std::optional<std::int64_t> optionalInt(const pqxx::field& field) {
  return field.is_null() ? std::nullopt : std::optional<std::int64_t>(field.as<std::int64_t>());
}

services::RewardKind kindOf(const pqxx::field& field) {
  return services::rewardKindOf(field.as<std::string>()).value_or(services::RewardKind::Physical);
}

services::RewardItem itemOf(const pqxx::row& row) {
  services::RewardItem item;
  item.id = row[0].as<std::int64_t>();
  item.kind = kindOf(row[1]);
  item.pointsCost = row[2].as<std::int64_t>();
  item.amountMinor = optionalInt(row[3]);
  item.turnoverMultiple = optionalInt(row[4]);
  item.stock = optionalInt(row[5]);
  item.imageUrl = row[6].as<std::string>();
  item.sortOrder = row[7].as<std::int64_t>();
  item.enabled = row[8].as<bool>();
  item.name = row[9].as<std::string>();
  item.description = row[10].as<std::string>();
  return item;
}

MallRepository::StoredRedemption redemptionOf(const pqxx::row& row) {
  MallRepository::StoredRedemption stored;
  auto& r = stored.redemption;
  r.id = row[0].as<std::int64_t>();
  r.itemId = row[1].as<std::int64_t>();
  r.itemName = row[2].as<std::string>();
  r.imageUrl = row[3].as<std::string>();
  r.kind = kindOf(row[4]);
  r.quantity = row[5].as<std::int64_t>();
  r.points = row[6].as<std::int64_t>();
  r.amountMinor = optionalInt(row[7]);
  r.address = row[8].as<std::string>();
  r.status = row[9].as<std::string>();
  r.note = row[10].as<std::string>();
  r.seen = row[11].as<bool>();
  r.createdAt = row[12].as<std::string>();
  if (!row[13].is_null()) r.decidedAt = row[13].as<std::string>();
  r.account = row[14].as<std::string>();
  stored.fingerprint = row[15].as<std::string>();
  stored.memberId = row[16].as<std::int64_t>();
  return stored;
}

}  // namespace

std::vector<services::RewardItem> MallRepository::items(const std::string& language, bool all) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::RewardItem> list;
  for (const auto& row : tx.exec_params(std::string("SELECT ") + kItemColumns +
                                            " FROM reward_items i WHERE i.enabled OR $2 ORDER BY i.sort_order, i.id",
                                        language, all)) {
    list.push_back(itemOf(row));
  }
  return list;
}

std::optional<services::RewardItem> MallRepository::item(std::int64_t id, const std::string& language) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows =
      tx.exec_params(std::string("SELECT ") + kItemColumns + " FROM reward_items i WHERE i.id = $2", language, id);
  if (rows.empty()) return std::nullopt;
  return itemOf(rows[0]);
}

std::vector<services::RewardText> MallRepository::texts(std::int64_t itemId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::RewardText> list;
  for (const auto& row : tx.exec_params(
           "SELECT language, name, description FROM reward_item_texts WHERE item_id = $1 ORDER BY language", itemId)) {
    list.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>()});
  }
  return list;
}

std::optional<std::optional<std::int64_t>> MallRepository::lockItem(pqxx::work& tx, std::int64_t itemId) {
  const auto rows = tx.exec_params("SELECT stock FROM reward_items WHERE id = $1 AND enabled FOR UPDATE", itemId);
  if (rows.empty()) return std::nullopt;
  return optionalInt(rows[0][0]);
}

void MallRepository::takeStock(pqxx::work& tx, std::int64_t itemId, std::int64_t quantity) {
  tx.exec_params("UPDATE reward_items SET stock = stock - $2 WHERE id = $1 AND stock IS NOT NULL", itemId, quantity);
}

void MallRepository::returnStock(pqxx::work& tx, std::int64_t itemId, std::int64_t quantity) {
  tx.exec_params("UPDATE reward_items SET stock = stock + $2 WHERE id = $1 AND stock IS NOT NULL", itemId, quantity);
}

std::int64_t MallRepository::addItem(const services::RewardItem& item, const std::optional<std::string>& demoCode) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto id = tx.exec_params1(
                        "INSERT INTO reward_items (kind, points_cost, amount_minor, turnover_multiple, stock, "
                        "image_url, sort_order, enabled, demo_code) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) "
                        "RETURNING id",
                        services::rewardKindName(item.kind), item.pointsCost, item.amountMinor, item.turnoverMultiple,
                        item.stock, item.imageUrl, item.sortOrder, item.enabled, demoCode)[0]
                      .as<std::int64_t>();
  tx.commit();
  return id;
}

void MallRepository::updateItem(const services::RewardItem& item) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "UPDATE reward_items SET points_cost = $2, amount_minor = $3, turnover_multiple = $4, stock = $5, "
      "image_url = $6, sort_order = $7, enabled = $8, updated_at = now() WHERE id = $1",
      item.id, item.pointsCost, item.amountMinor, item.turnoverMultiple, item.stock, item.imageUrl, item.sortOrder,
      item.enabled);
  tx.commit();
}

void MallRepository::setText(std::int64_t itemId, const services::RewardText& text) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "INSERT INTO reward_item_texts (item_id, language, name, description) VALUES ($1, $2, $3, $4) "
      "ON CONFLICT (item_id, language) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description",
      itemId, text.language, text.name, text.description);
  tx.commit();
}

bool MallRepository::removeText(std::int64_t itemId, const std::string& language) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto removed =
      tx.exec_params("DELETE FROM reward_item_texts WHERE item_id = $1 AND language = $2", itemId, language);
  tx.commit();
  return removed.affected_rows() > 0;
}

std::string MallRepository::removeItem(std::int64_t itemId) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_params(
      "SELECT EXISTS (SELECT 1 FROM reward_redemptions WHERE item_id = $1) "
      "FROM reward_items WHERE id = $1 FOR UPDATE",
      itemId);
  if (rows.empty()) return "";
  std::string outcome;
  if (rows[0][0].as<bool>()) {
    tx.exec_params("UPDATE reward_items SET enabled = false, updated_at = now() WHERE id = $1", itemId);
    outcome = "disabled";
  } else {
    tx.exec_params("DELETE FROM reward_items WHERE id = $1", itemId);
    outcome = "deleted";
  }
  tx.commit();
  return outcome;
}

std::optional<std::int64_t> MallRepository::itemByDemoCode(const std::string& code) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params("SELECT id FROM reward_items WHERE demo_code = $1", code);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

std::optional<MallRepository::StoredRedemption> MallRepository::findByKey(std::int64_t memberId, const std::string& key,
                                                                          const std::string& language) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string("SELECT ") + kRedemptionColumns + kRedemptionFrom +
                                       "WHERE r.member_id = $2 AND r.idempotency_key = $3",
                                   language, memberId, key);
  if (rows.empty()) return std::nullopt;
  return redemptionOf(rows[0]);
}

std::optional<MallRepository::StoredRedemption> MallRepository::find(std::int64_t id, const std::string& language) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows =
      tx.exec_params(std::string("SELECT ") + kRedemptionColumns + kRedemptionFrom + "WHERE r.id = $2", language, id);
  if (rows.empty()) return std::nullopt;
  return redemptionOf(rows[0]);
}

std::int64_t MallRepository::insertRedemption(pqxx::work& tx, const NewRedemption& r) {
  const bool decided = r.status != "in_process";
  return tx
      .exec_params1(
          "INSERT INTO reward_redemptions (member_id, item_id, kind, quantity, points, amount_minor, address, status, "
          "wallet_journal_id, idempotency_key, fingerprint, decided_at) "
          "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $12 THEN now() END) RETURNING id",
          r.memberId, r.itemId, services::rewardKindName(r.kind), r.quantity, r.points, r.amountMinor, r.address,
          r.status, r.walletJournalId, r.idempotencyKey, r.fingerprint, decided)[0]
      .as<std::int64_t>();
}

std::optional<MallRepository::LockedRedemption> MallRepository::lockRedemption(pqxx::work& tx, std::int64_t id) {
  const auto rows = tx.exec_params(
      "SELECT member_id, kind, status, quantity, points, item_id FROM reward_redemptions WHERE id = $1 FOR UPDATE", id);
  if (rows.empty()) return std::nullopt;
  const auto& row = rows[0];
  return LockedRedemption{row[0].as<std::int64_t>(), kindOf(row[1]),
                          row[2].as<std::string>(),  row[3].as<std::int64_t>(),
                          row[4].as<std::int64_t>(), row[5].as<std::int64_t>()};
}

void MallRepository::decide(pqxx::work& tx, std::int64_t id, const std::string& status, const std::string& note,
                            std::optional<std::int64_t> walletJournalId, bool seen) {
  tx.exec_params(
      "UPDATE reward_redemptions SET status = $2, note = $3, wallet_journal_id = coalesce($4, wallet_journal_id), "
      "seen = $5, decided_at = now() WHERE id = $1",
      id, status, note, walletJournalId, seen);
}

services::RewardsPage<services::Redemption> MallRepository::history(std::int64_t memberId, const std::string& language,
                                                                    std::int64_t page, std::int64_t size) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  services::RewardsPage<services::Redemption> result;
  result.pageNum = page;
  result.pageSize = size;
  result.total =
      tx.exec_params1("SELECT count(*) FROM reward_redemptions WHERE member_id = $1", memberId)[0].as<std::int64_t>();
  result.totalPages = (result.total + size - 1) / size;
  for (const auto& row : tx.exec_params(std::string("SELECT ") + kRedemptionColumns + kRedemptionFrom +
                                            "WHERE r.member_id = $2 ORDER BY r.id DESC LIMIT $3 OFFSET $4",
                                        language, memberId, size, (page - 1) * size)) {
    result.content.push_back(redemptionOf(row).redemption);
  }
  return result;
}

std::vector<services::Redemption> MallRepository::all(const std::string& status, std::int64_t limit) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::Redemption> list;
  for (const auto& row : tx.exec_params(std::string("SELECT ") + kRedemptionColumns + kRedemptionFrom +
                                            "WHERE ($2 = '' OR r.status = $2) ORDER BY r.id DESC LIMIT $3",
                                        std::string("EN"), status, limit)) {
    list.push_back(redemptionOf(row).redemption);
  }
  return list;
}

std::int64_t MallRepository::unseen(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_params1("SELECT count(*) FROM reward_redemptions WHERE member_id = $1 AND NOT seen", memberId)[0]
      .as<std::int64_t>();
}

std::int64_t MallRepository::markSeen(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto changed =
      tx.exec_params("UPDATE reward_redemptions SET seen = true WHERE member_id = $1 AND NOT seen", memberId);
  tx.exec_params("UPDATE points_accounts SET seen_at = now() WHERE member_id = $1", memberId);
  tx.commit();
  return static_cast<std::int64_t>(changed.affected_rows());
}

}  // namespace panalo::repositories

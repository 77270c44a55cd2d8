#include "domains/sealed/payload_key_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

constexpr const char* kColumns =
    "key_id, public_key, sealed_private_key, superseded_at IS NULL, "
    "COALESCE(EXTRACT(EPOCH FROM now() - superseded_at)::bigint, 0)";

const std::string kCurrentSql = std::string("SELECT ") + kColumns + " FROM payload_keys WHERE superseded_at IS NULL";
const std::string kFindSql = std::string("SELECT ") + kColumns + " FROM payload_keys WHERE key_id = $1";
const std::string kListSql = std::string("SELECT ") + kColumns + " FROM payload_keys ORDER BY created_at DESC";

const db::Statement kCurrent{"payload_keys_current", kCurrentSql.c_str()};
const db::Statement kFind{"payload_keys_find", kFindSql.c_str()};
const db::Statement kList{"payload_keys_list", kListSql.c_str()};
const db::Statement kSupersede{"payload_keys_supersede",
                               "UPDATE payload_keys SET superseded_at = now() WHERE superseded_at IS NULL"};
const db::Statement kInsert{"payload_keys_insert",
                            "INSERT INTO payload_keys (key_id, public_key, sealed_private_key) VALUES ($1, $2, $3) "
                            "ON CONFLICT DO NOTHING"};
const db::Statement kRecordRequest{"payload_request_ids_record",
                                   "INSERT INTO payload_request_ids (request_id) VALUES ($1) ON CONFLICT DO NOTHING"};
// $1 age (s), $2 batch size. Batches with SKIP LOCKED: every instance purges on
// its own timer, and none waits for another's batch (housekeeping).
const db::Statement kPurgeRequests{
    "payload_request_ids_purge",
    "DELETE FROM payload_request_ids WHERE request_id IN (SELECT request_id FROM payload_request_ids "
    "WHERE seen_at < now() - make_interval(secs => $1) LIMIT $2 FOR UPDATE SKIP LOCKED)"};
constexpr std::int64_t kPurgeBatch = 5000;

std::vector<std::uint8_t> toBytes(const pqxx::field& field) {
  const pqxx::binarystring binary(field);
  return std::vector<std::uint8_t>(binary.data(), binary.data() + binary.size());
}

std::string toBinaryString(const std::vector<std::uint8_t>& bytes) {
  return std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

StoredPayloadKey fromRow(const pqxx::row& row) {
  return {row[0].as<std::string>(), toBytes(row[1]), toBytes(row[2]), row[3].as<bool>(), row[4].as<std::int64_t>()};
}

}  // namespace

std::optional<StoredPayloadKey> PayloadKeyRepository::current() {
  auto lease = pool_.acquire();
  lease->prepare(kCurrent);
  // Every sealed request runs this: one statement needs no BEGIN/ROLLBACK round trips.
  pqxx::nontransaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kCurrent.name);
  if (rows.empty()) return std::nullopt;
  return fromRow(rows[0]);
}

std::optional<StoredPayloadKey> PayloadKeyRepository::find(const std::string& keyId) {
  auto lease = pool_.acquire();
  lease->prepare(kFind);
  // Every sealed request runs this: one statement needs no BEGIN/ROLLBACK round trips.
  pqxx::nontransaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFind.name, keyId);
  if (rows.empty()) return std::nullopt;
  return fromRow(rows[0]);
}

bool PayloadKeyRepository::install(const StoredPayloadKey& key, bool onlyIfNone) {
  auto lease = pool_.acquire();
  lease->prepare(kSupersede);
  lease->prepare(kInsert);
  pqxx::work tx(lease->connection());
  if (!onlyIfNone) tx.exec_prepared(kSupersede.name);
  const pqxx::binarystring publicKey(toBinaryString(key.publicKey));
  const pqxx::binarystring sealed(toBinaryString(key.sealedPrivateKey));
  const auto result = tx.exec_prepared(kInsert.name, key.keyId, publicKey, sealed);
  tx.commit();
  return result.affected_rows() == 1;
}

std::vector<StoredPayloadKey> PayloadKeyRepository::list() {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<StoredPayloadKey> keys;
  for (const auto& row : tx.exec_prepared(kList.name)) keys.push_back(fromRow(row));
  return keys;
}

bool PayloadKeyRepository::recordRequestId(const std::vector<std::uint8_t>& requestId) {
  auto lease = pool_.acquire();
  lease->prepare(kRecordRequest);
  // One statement is atomic on its own (ON CONFLICT decides the race); no
  // BEGIN/COMMIT round trips on every sealed request.
  pqxx::nontransaction tx(lease->connection());
  const pqxx::binarystring id(toBinaryString(requestId));
  const auto result = tx.exec_prepared(kRecordRequest.name, id);
  tx.commit();
  return result.affected_rows() == 1;
}

std::int64_t PayloadKeyRepository::purgeRequestIdsOlderThan(std::chrono::seconds age) {
  auto lease = pool_.acquire();
  lease->prepare(kPurgeRequests);
  std::int64_t removed = 0;
  while (true) {
    pqxx::work tx(lease->connection());
    const auto batch = static_cast<std::int64_t>(
        tx.exec_prepared(kPurgeRequests.name, static_cast<double>(age.count()), kPurgeBatch).affected_rows());
    tx.commit();
    removed += batch;
    if (batch < kPurgeBatch) return removed;
  }
}

}  // namespace panalo::repositories

#include "domains/support/mirror_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

const db::Statement kMirrors{
    "support_mirrors",
    "SELECT id, url, label, sort_order, enabled FROM mirror_sites WHERE enabled OR NOT $1 ORDER BY sort_order, id"};
const db::Statement kUpsertMirror{
    "support_upsert_mirror",
    "INSERT INTO mirror_sites (url, label, sort_order) VALUES ($1, $2, $3) ON CONFLICT (url) DO UPDATE SET "
    "label = EXCLUDED.label, sort_order = EXCLUDED.sort_order, enabled = true RETURNING id"};
const db::Statement kRemoveMirror{"support_remove_mirror", "DELETE FROM mirror_sites WHERE id = $1"};
const db::Statement kRepresentatives{
    "support_representatives",
    "SELECT id, contact_type, contact_key, display_name, enabled FROM representatives ORDER BY id"};
const db::Statement kUpsertRepresentative{
    "support_upsert_representative",
    "INSERT INTO representatives (contact_type, contact_key, display_name) VALUES ($1, $2, $3) "
    "ON CONFLICT (contact_type, contact_key) DO UPDATE SET display_name = EXCLUDED.display_name, enabled = true "
    "RETURNING id"};
const db::Statement kSetRepresentativeEnabled{"support_set_representative_enabled",
                                              "UPDATE representatives SET enabled = $2 WHERE id = $1"};
const db::Statement kFindRepresentative{
    "support_find_representative",
    "SELECT id, contact_type, contact_key, display_name, enabled FROM representatives "
    "WHERE contact_key = $1 AND enabled ORDER BY id LIMIT 1"};

services::Representative representativeOf(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::string>(),
          row[4].as<bool>()};
}

bool changeOne(db::ConnectionPool& pool, const db::Statement& statement, std::int64_t id) {
  auto lease = pool.acquire();
  lease->prepare(statement);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(statement.name, id);
  tx.commit();
  return result.affected_rows() > 0;
}

}  // namespace

std::vector<services::MirrorSite> MirrorRepository::mirrors(bool enabledOnly) {
  auto lease = pool_.acquire();
  lease->prepare(kMirrors);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::MirrorSite> list;
  for (const auto& row : tx.exec_prepared(kMirrors.name, enabledOnly)) {
    list.push_back({row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<int>(),
                    row[4].as<bool>()});
  }
  return list;
}

std::int64_t MirrorRepository::upsertMirror(const std::string& url, const std::string& label, int sort) {
  auto lease = pool_.acquire();
  lease->prepare(kUpsertMirror);
  pqxx::work tx(lease->connection());
  const auto id = tx.exec_prepared1(kUpsertMirror.name, url, label, sort)[0].as<std::int64_t>();
  tx.commit();
  return id;
}

bool MirrorRepository::removeMirror(std::int64_t id) { return changeOne(pool_, kRemoveMirror, id); }

std::vector<services::Representative> MirrorRepository::representatives() {
  auto lease = pool_.acquire();
  lease->prepare(kRepresentatives);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::Representative> list;
  for (const auto& row : tx.exec_prepared(kRepresentatives.name)) list.push_back(representativeOf(row));
  return list;
}

std::int64_t MirrorRepository::upsertRepresentative(const std::string& type, const std::string& key,
                                                    const std::string& name) {
  auto lease = pool_.acquire();
  lease->prepare(kUpsertRepresentative);
  pqxx::work tx(lease->connection());
  const auto id = tx.exec_prepared1(kUpsertRepresentative.name, type, key, name)[0].as<std::int64_t>();
  tx.commit();
  return id;
}

bool MirrorRepository::setRepresentativeEnabled(std::int64_t id, bool enabled) {
  auto lease = pool_.acquire();
  lease->prepare(kSetRepresentativeEnabled);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kSetRepresentativeEnabled.name, id, enabled);
  tx.commit();
  return result.affected_rows() > 0;
}

std::optional<services::Representative> MirrorRepository::findRepresentative(const std::string& key) {
  auto lease = pool_.acquire();
  lease->prepare(kFindRepresentative);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFindRepresentative.name, key);
  if (rows.empty()) return std::nullopt;
  return representativeOf(rows[0]);
}

}  // namespace panalo::repositories

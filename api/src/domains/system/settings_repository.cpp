#include "domains/system/settings_repository.hpp"

namespace panalo::repositories {
namespace {

const db::Statement kRead{"settings_read", "SELECT value::text FROM site_settings WHERE key = $1"};
const db::Statement kReadAll{"settings_read_all", "SELECT key, value::text FROM site_settings ORDER BY key"};
const db::Statement kWrite{"settings_write",
                           "INSERT INTO site_settings (key, value) VALUES ($1, $2::jsonb) "
                           "ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()"};

}  // namespace

std::optional<nlohmann::json> SettingsRepository::read(const std::string& key) {
  auto lease = pool_.acquire();
  lease->prepare(kRead);
  // One statement: no BEGIN/ROLLBACK round trips (cheap routes read settings).
  pqxx::nontransaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kRead.name, key);
  if (rows.empty()) return std::nullopt;
  return nlohmann::json::parse(rows[0][0].as<std::string>());
}

std::vector<std::pair<std::string, nlohmann::json>> SettingsRepository::readAll() {
  auto lease = pool_.acquire();
  lease->prepare(kReadAll);
  pqxx::read_transaction tx(lease->connection());
  std::vector<std::pair<std::string, nlohmann::json>> settings;
  for (const auto& row : tx.exec_prepared(kReadAll.name)) {
    settings.emplace_back(row[0].as<std::string>(), nlohmann::json::parse(row[1].as<std::string>()));
  }
  return settings;
}

void SettingsRepository::write(const std::string& key, const nlohmann::json& value) {
  auto lease = pool_.acquire();
  lease->prepare(kWrite);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kWrite.name, key, value.dump());
  tx.commit();
}

}  // namespace panalo::repositories

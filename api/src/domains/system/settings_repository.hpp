#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// Operator settings: JSON values under keys such as "site.default_language".
class SettingsRepository {
 public:
  explicit SettingsRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::optional<nlohmann::json> read(const std::string& key);
  std::vector<std::pair<std::string, nlohmann::json>> readAll();
  void write(const std::string& key, const nlohmann::json& value);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

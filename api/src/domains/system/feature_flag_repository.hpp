#pragma once

#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct FeatureFlag {
  std::string code;
  bool enabled;
  std::string description;
};

class FeatureFlagRepository {
 public:
  explicit FeatureFlagRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::vector<FeatureFlag> list();
  // False when no flag has that code: flags are defined by migrations, not here.
  bool setEnabled(const std::string& code, bool enabled);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

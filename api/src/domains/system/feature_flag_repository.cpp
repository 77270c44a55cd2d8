#include "domains/system/feature_flag_repository.hpp"

namespace panalo::repositories {
namespace {

const db::Statement kList{"feature_flags_list", "SELECT code, enabled, description FROM feature_flags ORDER BY code"};
const db::Statement kSet{"feature_flags_set",
                         "UPDATE feature_flags SET enabled = $2, updated_at = now() WHERE code = $1"};

}  // namespace

std::vector<FeatureFlag> FeatureFlagRepository::list() {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<FeatureFlag> flags;
  for (const auto& row : tx.exec_prepared(kList.name)) {
    flags.push_back({row[0].as<std::string>(), row[1].as<bool>(), row[2].as<std::string>()});
  }
  return flags;
}

bool FeatureFlagRepository::setEnabled(const std::string& code, bool enabled) {
  auto lease = pool_.acquire();
  lease->prepare(kSet);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kSet.name, code, enabled);
  tx.commit();
  return result.affected_rows() == 1;
}

}  // namespace panalo::repositories

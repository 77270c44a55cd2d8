#include "domains/access/country_rule_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

const db::Statement kPut{"country_rules_put",
                         "INSERT INTO country_rules (country_code, action) VALUES ($1, $2) "
                         "ON CONFLICT (country_code) DO UPDATE SET action = EXCLUDED.action, created_at = now()"};
const db::Statement kRemove{"country_rules_remove", "DELETE FROM country_rules WHERE country_code = $1"};
const db::Statement kList{"country_rules_list", "SELECT country_code, action FROM country_rules ORDER BY country_code"};

}  // namespace

void CountryRuleRepository::put(const std::string& countryCode, const std::string& action) {
  auto lease = pool_.acquire();
  lease->prepare(kPut);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kPut.name, countryCode, action);
  tx.commit();
}

bool CountryRuleRepository::remove(const std::string& countryCode) {
  auto lease = pool_.acquire();
  lease->prepare(kRemove);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kRemove.name, countryCode);
  tx.commit();
  return result.affected_rows() > 0;
}

std::vector<std::pair<std::string, std::string>> CountryRuleRepository::list() {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<std::pair<std::string, std::string>> rules;
  for (const auto& row : tx.exec_prepared(kList.name))
    rules.emplace_back(row[0].as<std::string>(), row[1].as<std::string>());
  return rules;
}

}  // namespace panalo::repositories

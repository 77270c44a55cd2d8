#include "domains/site/country_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

const db::Statement kList{"countries_list_enabled",
                          "SELECT country_code, dialing_code, name FROM countries WHERE enabled "
                          "ORDER BY sort_order, name"};

}  // namespace

std::vector<Country> CountryRepository::listEnabled() {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<Country> countries;
  for (const auto& row : tx.exec_prepared(kList.name)) {
    countries.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>()});
  }
  return countries;
}

}  // namespace panalo::repositories

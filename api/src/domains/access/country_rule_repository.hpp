#pragma once
// Country rules (deny / allow) read with the setting access.country_mode.

#include <string>
#include <utility>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class CountryRuleRepository {
 public:
  explicit CountryRuleRepository(db::ConnectionPool& pool) : pool_(pool) {}

  void put(const std::string& countryCode, const std::string& action);  // action: deny | allow
  bool remove(const std::string& countryCode);
  std::vector<std::pair<std::string, std::string>> list();  // code, action

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

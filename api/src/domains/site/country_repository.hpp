#pragma once
// The dialing-code selector's countries (spec section 3, Country entry).

#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct Country {
  std::string countryCode;
  std::string dialingCode;
  std::string name;
};

class CountryRepository {
 public:
  explicit CountryRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Enabled countries, by sort order then name.
  std::vector<Country> listEnabled();

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

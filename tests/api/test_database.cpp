#include "test_database.hpp"

#include <pqxx/pqxx>

#include <cstdlib>
#include <fstream>
#include <random>
#include <stdexcept>

#include "platform/db/migrator.hpp"

namespace panalo::testing {
namespace {

std::string adminUrlFromFixture() {
  const char* file = std::getenv("PANALO_TEST_DATABASE_URL_FILE");
  if (file == nullptr) {
    throw std::runtime_error(
        "PANALO_TEST_DATABASE_URL_FILE is not set: run the API tests through ctest, which starts PostgreSQL");
  }
  std::ifstream in(file);
  std::string url;
  if (!std::getline(in, url) || url.empty()) throw std::runtime_error(std::string("no database URL in ") + file);
  return url;
}

// Swaps the database name at the end of a postgresql:// URL.
std::string withDatabase(const std::string& url, const std::string& database) {
  return url.substr(0, url.rfind('/') + 1) + database;
}

}  // namespace

TestDatabase::TestDatabase() : adminUrl_(adminUrlFromFixture()) {
  std::random_device random;
  name_ = "panalo_test_" + std::to_string(random()) + std::to_string(random() % 1000);
  // Under ctest a migrated template exists (the postgres_template fixture): a
  // copy of it is ready at once. Run by hand without it, migrate afresh.
  const char* templateName = std::getenv("PANALO_TEST_TEMPLATE_DATABASE");
  const bool fromTemplate = templateName != nullptr && *templateName != '\0';
  {
    pqxx::connection admin(adminUrl_);
    pqxx::nontransaction tx(admin);
    tx.exec("CREATE DATABASE " + tx.quote_name(name_) +
            (fromTemplate ? " TEMPLATE " + tx.quote_name(templateName) : std::string()));
  }
  url_ = withDatabase(adminUrl_, name_);
  if (!fromTemplate) {
    pqxx::connection connection(url_);
    db::migrate(connection);
  }
}

TestDatabase::~TestDatabase() {
  try {
    pqxx::connection admin(adminUrl_);
    pqxx::nontransaction tx(admin);
    tx.exec("DROP DATABASE IF EXISTS " + tx.quote_name(name_) + " WITH (FORCE)");
  } catch (...) {
    // A leftover test database is harmless; never throw from a destructor.
  }
}

}  // namespace panalo::testing

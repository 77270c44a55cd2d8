// The migrator against a real, empty database with made-up migration lists: a
// pending migration numbered below an applied one stops the run, naming the file,
// with nothing applied.
#include <pqxx/pqxx>

#include <cstdlib>
#include <fstream>
#include <random>
#include <stdexcept>

#include <gtest/gtest.h>

#include "platform/db/migrator.hpp"

namespace {

using panalo::db::EmbeddedSqlFile;

// An empty database of its own on the ctest PostgreSQL (TestDatabase would migrate it).
class MigratorOrder : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* file = std::getenv("PANALO_TEST_DATABASE_URL_FILE");
    ASSERT_NE(file, nullptr) << "run through ctest, which starts PostgreSQL";
    std::ifstream in(file);
    std::getline(in, adminUrl_);
    std::random_device random;
    name_ = "panalo_migrator_" + std::to_string(random());
    pqxx::connection admin(adminUrl_);
    pqxx::nontransaction tx(admin);
    tx.exec("CREATE DATABASE " + tx.quote_name(name_));
    connection_ = std::make_unique<pqxx::connection>(adminUrl_.substr(0, adminUrl_.rfind('/') + 1) + name_);
  }
  void TearDown() override {
    connection_.reset();
    try {
      pqxx::connection admin(adminUrl_);
      pqxx::nontransaction tx(admin);
      tx.exec("DROP DATABASE IF EXISTS " + tx.quote_name(name_) + " WITH (FORCE)");
    } catch (...) {
    }
  }

  bool tableExists(const std::string& table) {
    pqxx::read_transaction tx(*connection_);
    return tx.exec_params("SELECT to_regclass($1) IS NOT NULL", table)[0][0].as<bool>();
  }
  int appliedCount() {
    pqxx::read_transaction tx(*connection_);
    return tx.exec("SELECT count(*) FROM schema_migrations")[0][0].as<int>();
  }

  std::string adminUrl_;
  std::string name_;
  std::unique_ptr<pqxx::connection> connection_;
};

const EmbeddedSqlFile kFirst{"0001_first.sql", "CREATE TABLE first_table (id int)"};
const EmbeddedSqlFile kLate{"0002_late.sql", "CREATE TABLE late_table (id int)"};
const EmbeddedSqlFile kThird{"0003_third.sql", "CREATE TABLE third_table (id int)"};
const EmbeddedSqlFile kFourth{"0004_fourth.sql", "CREATE TABLE fourth_table (id int)"};

TEST_F(MigratorOrder, AppliesInVersionOrderAndSkipsAppliedOnes) {
  const auto first = panalo::db::migrate(*connection_, {kThird, kFirst});
  EXPECT_EQ(first.applied, (std::vector<std::string>{"0001_first.sql", "0003_third.sql"}));
  const auto again = panalo::db::migrate(*connection_, {kFirst, kThird, kFourth});
  EXPECT_EQ(again.applied, (std::vector<std::string>{"0004_fourth.sql"}));
  EXPECT_EQ(again.alreadyApplied, 2u);
}

TEST_F(MigratorOrder, ALowerNumberedMigrationAfterHigherOnesStopsTheRunWithNothingApplied) {
  panalo::db::migrate(*connection_, {kFirst, kThird});
  try {
    panalo::db::migrate(*connection_, {kFirst, kLate, kThird, kFourth});
    FAIL() << "a migration numbered below an applied one was accepted";
  } catch (const std::runtime_error& error) {
    EXPECT_NE(std::string(error.what()).find("0002_late.sql"), std::string::npos) << error.what();
  }
  EXPECT_FALSE(tableExists("late_table"));
  EXPECT_FALSE(tableExists("fourth_table")) << "a later migration ran although the run was refused";
  EXPECT_EQ(appliedCount(), 2);
}

}  // namespace

#pragma once
// A fresh, migrated database per test suite on the PostgreSQL that the ctest
// fixture started (ci/pg.sh). Dropped at the end, so suites never see each
// other's rows.

#include <string>

namespace panalo::testing {

class TestDatabase {
 public:
  TestDatabase();   // creates and migrates panalo_test_<random>
  ~TestDatabase();  // drops it
  TestDatabase(const TestDatabase&) = delete;
  TestDatabase& operator=(const TestDatabase&) = delete;

  const std::string& url() const { return url_; }

 private:
  std::string adminUrl_;
  std::string name_;
  std::string url_;
};

}  // namespace panalo::testing

// A PostgreSQL restart must not cost a 500 per idle pooled connection: a lease
// notices that the server closed the connection and opens a new one.
//
// This suite starts its OWN PostgreSQL (ci/pg.sh in a private temp folder, on a
// free port), never the shared ctest one: other API tests run in parallel there.
#include <pqxx/pqxx>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "api_server_fixture.hpp"
#include "platform/http/envelope.hpp"
#include "test_paths.hpp"

namespace {

using panalo::testing::httpRequest;
namespace fs = std::filesystem;

// Runs `ci/pg.sh COMMAND DIR`; throws when it fails.
void pgScript(const std::string& command, const fs::path& dir) {
  const std::string line = "PANALO_PG_EPHEMERAL=1 bash '" + std::string(panalo::testing::pgScriptPath()) + "' " +
                           command + " '" + dir.string() + "' >/dev/null";
  if (std::system(line.c_str()) != 0) throw std::runtime_error("ci/pg.sh " + command + " failed");
}

class DatabaseRestart : public ::testing::Test {
 protected:
  void SetUp() override {
    std::random_device random;
    pgDir_ = fs::temp_directory_path() /
             ("panalo-pg-restart-" + std::to_string(::getpid()) + "-" + std::to_string(random() % 100000));
    pgScript("start", pgDir_);
    std::ifstream in(pgDir_ / "url");
    std::getline(in, url_);
    ASSERT_FALSE(url_.empty());

    panalo::app::ServerConfig config;
    config.databaseUrl = url_;
    config.databasePoolSize = 4;
    config.port = 0;
    config.threads = 2;
    config.masterKeyBase64 = panalo::testing::kTestMasterKey;
    config.devMessages = true;
    server_ = std::make_unique<panalo::app::ApiServer>(
        config, [](panalo::http::RouteTable& routes, panalo::app::Modules& modules) {
          // One statement on a pooled connection: the shortest path to the database.
          routes.add("GET", "/wps/test/db", [&modules](const panalo::http::HttpRequest&) {
            auto lease = modules.platform().pool.acquire();
            pqxx::nontransaction tx(lease->connection());
            return panalo::http::okJson(tx.exec("SELECT 1")[0][0].as<int>());
          });
        });
    server_->start();
  }

  void TearDown() override {
    server_.reset();
    try {
      pgScript("stop", pgDir_);
    } catch (...) {
    }
    std::error_code ignored;
    fs::remove_all(pgDir_, ignored);
  }

  std::string url(const std::string& path) const {
    return "http://127.0.0.1:" + std::to_string(server_->port()) + path;
  }

  fs::path pgDir_;
  std::string url_;
  std::unique_ptr<panalo::app::ApiServer> server_;
};

TEST_F(DatabaseRestart, EveryRequestSucceedsAfterPostgresRestarts) {
  // Open several connections at once and give them back: they wait idle in the pool.
  {
    std::vector<panalo::db::ConnectionPool::Lease> leases;
    for (int i = 0; i < 4; ++i) {
      leases.push_back(server_->modules().platform().pool.acquire());
      pqxx::nontransaction tx(leases.back()->connection());
      tx.exec("SELECT 1");
    }
  }
  ASSERT_EQ(httpRequest("GET", url("/wps/test/db")).status, 200);
  ASSERT_EQ(httpRequest("GET", url("/wps/system/features")).status, 200);

  pgScript("restart", pgDir_);  // same port and password; every old connection is closed

  // More requests than idle connections: with the old pool, the first four got 500.
  std::vector<long> statuses;
  statuses.reserve(8);
  for (int i = 0; i < 8; ++i) {
    statuses.push_back(httpRequest("GET", url(i % 2 == 0 ? "/wps/test/db" : "/wps/system/features")).status);
  }
  for (std::size_t i = 0; i < statuses.size(); ++i) {
    EXPECT_EQ(statuses[i], 200) << "request " << i << " after the restart";
  }
}

}  // namespace

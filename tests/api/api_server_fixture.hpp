#pragma once
// One real server per test suite: its own migrated database, port 0 (the kernel
// picks a free one), a tiny built-UI folder, and a client pointed at it.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>

#include "app/api_server.hpp"
#include "http_client.hpp"
#include "test_database.hpp"

namespace panalo::testing {

// A fixed master key for tests only (32 bytes, base64).
inline const std::string kTestMasterKey = "dGVzdC1vbmx5LW1hc3Rlci1rZXktMzItYnl0ZXMhISE=";

// The test client connects from loopback: trusting it as a proxy lets a test
// name any visitor in X-Forwarded-For (PANALO_TRUST_PROXY=127.0.0.1/32).
inline net::IpRanges loopbackProxy() { return net::IpRanges::parse("127.0.0.1/32"); }

class ApiServerFixture : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    database_ = std::make_unique<TestDatabase>();
    uiDir_ = std::filesystem::temp_directory_path() / ("panalo-api-ui-" + std::to_string(::getpid()));
    std::filesystem::create_directories(uiDir_ / "assets");
    std::ofstream(uiDir_ / "index.html") << "<!doctype html><title>Panalo</title><div id=root></div>";
    std::ofstream(uiDir_ / "assets" / "index-Bq3x9.js") << "console.log('panalo')";

    app::ServerConfig config;
    config.databaseUrl = database_->url();
    config.port = 0;
    config.threads = 2;
    config.uiDir = uiDir_.string();
    config.maxRequestBytes = 16 * 1024;
    config.masterKeyBase64 = kTestMasterKey;
    config.devMessages = true;  // codes land in outbox_messages, where tests read them
    server_ = std::make_unique<app::ApiServer>(config);
    server_->start();
  }

  static void TearDownTestSuite() {
    server_.reset();
    database_.reset();
    std::filesystem::remove_all(uiDir_);
  }

  static std::string url(const std::string& path) {
    return "http://127.0.0.1:" + std::to_string(server_->port()) + path;
  }
  static HttpResult get(const std::string& path, const std::map<std::string, std::string>& headers = {}) {
    return httpRequest("GET", url(path), "", headers);
  }
  static app::Modules& services() { return server_->modules(); }

  static inline std::unique_ptr<TestDatabase> database_;
  static inline std::unique_ptr<app::ApiServer> server_;
  static inline std::filesystem::path uiDir_;
};

}  // namespace panalo::testing

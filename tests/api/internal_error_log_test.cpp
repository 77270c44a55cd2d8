// An unexpected exception answers the generic 500 envelope; its cause (type and
// text) goes to the request's log line with the request id, never to the client,
// and the log line never holds the query string or the body.
#include <nlohmann/json.hpp>

#include <chrono>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include <pqxx/pqxx>

#include "api_server_fixture.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/log/request_log.hpp"

namespace {

using panalo::testing::httpRequest;

class InternalErrorLog : public ::testing::Test {
 protected:
  void SetUp() override {
    panalo::log::setLogSink([this](const std::string& line) {
      std::lock_guard<std::mutex> lock(linesMutex_);
      lines_.push_back(line);
    });
    database_ = std::make_unique<panalo::testing::TestDatabase>();
    panalo::app::ServerConfig config;
    config.databaseUrl = database_->url();
    config.port = 0;
    config.masterKeyBase64 = panalo::testing::kTestMasterKey;
    config.devMessages = true;
    server_ = std::make_unique<panalo::app::ApiServer>(config, [](panalo::http::RouteTable& routes, auto&) {
      routes.add("POST", "/wps/test/boom", [](const panalo::http::HttpRequest&) -> panalo::http::HttpResponse {
        throw std::runtime_error("secret detail");
      });
      // A service that gives up with the internal kind: its message is for the log.
      routes.add("GET", "/wps/test/internal", [](const panalo::http::HttpRequest&) -> panalo::http::HttpResponse {
        throw panalo::DomainError(panalo::ErrorKind::Internal, "internal_error",
                                  "payload key 0011223344556677 does not open with the master key");
      });
    });
    server_->start();
  }
  void TearDown() override {
    server_.reset();
    database_.reset();
    panalo::log::setLogSink({});
  }

  std::string url(const std::string& path) const {
    return "http://127.0.0.1:" + std::to_string(server_->port()) + path;
  }

  // The request log line for `requestId`; it is written just after the response is sent.
  nlohmann::json requestLine(const std::string& requestId) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (std::chrono::steady_clock::now() < deadline) {
      {
        std::lock_guard<std::mutex> lock(linesMutex_);
        for (const auto& line : lines_) {
          auto entry = nlohmann::json::parse(line);
          if (entry.value("event", "") == "request" && entry.value("requestId", "") == requestId) return entry;
        }
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return nullptr;
  }

  std::mutex linesMutex_;
  std::vector<std::string> lines_;
  std::unique_ptr<panalo::testing::TestDatabase> database_;
  std::unique_ptr<panalo::app::ApiServer> server_;
};

TEST_F(InternalErrorLog, A500LogsItsCauseWithTheRequestIdAndHidesItFromTheClient) {
  const auto response = httpRequest("POST", url("/wps/test/boom?token=query-secret"), R"({"password":"body-secret"})",
                                    {{"Content-Type", "application/json"}});
  ASSERT_EQ(response.status, 500);
  EXPECT_EQ(response.body.find("secret detail"), std::string::npos) << response.body;
  EXPECT_EQ(response.body.find("runtime_error"), std::string::npos) << response.body;
  const auto body = nlohmann::json::parse(response.body);
  EXPECT_EQ(body, (nlohmann::json{{"success", false}, {"code", "internal_error"}, {"message", "Internal error"}}));

  const std::string requestId = response.headers.at("x-request-id");
  const auto line = requestLine(requestId);
  ASSERT_FALSE(line.is_null()) << "no log line with request id " << requestId;
  EXPECT_EQ(line.at("status"), 500);
  EXPECT_EQ(line.at("level"), "error");
  EXPECT_EQ(line.at("path"), "/wps/test/boom");
  EXPECT_EQ(line.at("errorType"), "std::runtime_error");
  EXPECT_EQ(line.at("error"), "secret detail");
  const std::string text = line.dump();
  EXPECT_EQ(text.find("query-secret"), std::string::npos) << text;
  EXPECT_EQ(text.find("body-secret"), std::string::npos) << text;

  std::lock_guard<std::mutex> lock(linesMutex_);
  for (const auto& logged : lines_) {
    EXPECT_EQ(logged.find("query-secret"), std::string::npos) << logged;
    EXPECT_EQ(logged.find("body-secret"), std::string::npos) << logged;
  }
}

const nlohmann::json kGenericError{{"success", false}, {"code", "internal_error"}, {"message", "Internal error"}};

TEST_F(InternalErrorLog, AnInternalDomainErrorKeepsItsMessageInTheLog) {
  const auto response = httpRequest("GET", url("/wps/test/internal"));
  ASSERT_EQ(response.status, 500);
  EXPECT_EQ(nlohmann::json::parse(response.body), kGenericError) << response.body;
  const auto line = requestLine(response.headers.at("x-request-id"));
  ASSERT_FALSE(line.is_null());
  EXPECT_EQ(line.at("error"), "payload key 0011223344556677 does not open with the master key");
}

// A real path: settings edited by hand into a shape the rules refuse. What is
// wrong with them is the operator's business, not the visitor's.
TEST_F(InternalErrorLog, ABrokenStoredSettingIsNotDescribedToTheClient) {
  {
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    tx.exec0("UPDATE site_settings SET value = '{\"fields\": 7}' WHERE key = 'registration.settings'");
    tx.commit();
  }
  const auto response =
      httpRequest("POST", url("/wps/member/password/email"),
                  R"({"username":"someone1","email":"someone1@example.com"})", {{"Content-Type", "application/json"}});
  ASSERT_EQ(response.status, 500) << response.body;
  EXPECT_EQ(nlohmann::json::parse(response.body), kGenericError) << response.body;
  const auto line = requestLine(response.headers.at("x-request-id"));
  ASSERT_FALSE(line.is_null());
  EXPECT_NE(line.at("error").get<std::string>().find("registration settings"), std::string::npos) << line.dump();
}

}  // namespace

#pragma once
// A real server per suite, like ApiServerFixture, but with the account
// settings (session lifetimes, login limits) a suite chooses, and a client that
// seals bodies exactly as the browser does (same shared/ seal as the wasm).

#include <gtest/gtest.h>
#include <openssl/rand.h>
#include <pqxx/pqxx>

#include <nlohmann/json.hpp>

#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "api_server_fixture.hpp"
#include "domains/captcha/captcha_image.hpp"
#include "panalo/crypto/envelope.hpp"

namespace panalo::testing {

// The password the account suites register their members with (valid under the
// shared password rules).
inline const std::string kPassword = "Correct-Horse-42";

class AccountFixture : public ::testing::Test {
 protected:
  using json = nlohmann::json;

  // A suite that needs other settings calls this from its own SetUpTestSuite.
  static void startServer(const std::function<void(app::ServerConfig&)>& tune) {
    database_ = std::make_unique<TestDatabase>();
    app::ServerConfig config;
    config.databaseUrl = database_->url();
    config.port = 0;
    config.threads = 2;
    config.maxRequestBytes = 16 * 1024;
    config.masterKeyBase64 = kTestMasterKey;
    config.devMessages = true;  // codes land in outbox_messages, where tests read them
    tune(config);
    // Only digests of captcha answers are stored, so a test cannot read one
    // back. It watches the production generator instead: the server still
    // draws every answer with randomCaptchaAnswer, the test just sees it.
    server_ = std::make_unique<app::ApiServer>(config, [](http::RouteTable&, app::Modules& modules) {
      modules.captcha().captchas.replaceAnswerSource([] {
        auto answer = security::randomCaptchaAnswer();
        const std::lock_guard<std::mutex> lock(answerMutex_);
        lastAnswer_ = answer;
        return answer;
      });
    });
    server_->start();
  }

  static void stopServer() {
    server_.reset();
    database_.reset();
  }
  // One server per suite: the test settings, unless the suite tunes them.
  static void SetUpTestSuite() { startServer(tuneServer); }
  // This fixture's server settings; a suite built on it (breached_corpus_fixture.hpp)
  // starts from them. A derived fixture hides it with its own.
  static void tuneServer(app::ServerConfig&) {}
  static void TearDownTestSuite() { stopServer(); }

  // Each test starts with no failures, locks or throttles left by the one
  // before it (every test client is 127.0.0.1, so they would share them).
  void SetUp() override {
    clientIp_.clear();
    resetLoginGuard();
  }
  static void resetLoginGuard() {
    execute("DELETE FROM login_failures");
    execute("DELETE FROM ip_locks");
    execute("DELETE FROM captcha_throttle");
    execute("DELETE FROM registration_attempts");
  }

  static app::Modules& services() { return server_->modules(); }
  static std::string url(const std::string& path) {
    return "http://127.0.0.1:" + std::to_string(server_->port()) + path;
  }

  static std::map<std::string, std::string> headersFor(const std::optional<std::string>& token) {
    std::map<std::string, std::string> headers{{"Content-Type", "application/json"}};
    if (token) headers["Authorization"] = "Bearer " + *token;
    // Suites that trust the loopback proxy act as visitors from several IPs.
    if (!clientIp_.empty()) headers["X-Forwarded-For"] = clientIp_;
    return headers;
  }

  // `plaintext` sealed for method and path (and the token, when given).
  static std::string sealedBody(const std::string& method, const std::string& path, const std::string& plaintext,
                                const std::optional<std::string>& token = std::nullopt) {
    namespace envelope = crypto::envelope;
    const auto key = services().sealed().payloadKeys.currentKey();
    std::array<std::uint8_t, 32> ikm{};
    envelope::RequestId requestId{};
    RAND_bytes(ikm.data(), static_cast<int>(ikm.size()));
    RAND_bytes(requestId.data(), static_cast<int>(requestId.size()));
    envelope::SealInput input;
    input.serverPublicKey = crypto::ByteView(key.publicKey);
    for (std::size_t i = 0; i < input.keyId.size(); ++i) {
      input.keyId[i] = static_cast<std::uint8_t>(std::stoi(key.keyId.substr(2 * i, 2), nullptr, 16));
    }
    input.binding = {method, path, std::nullopt};
    if (token) input.binding.sessionHash = envelope::sessionTokenHash(*token).value();
    input.issuedAt = static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count());
    input.requestId = requestId;
    input.plaintext = crypto::ByteView::fromString(plaintext);
    input.ephemeralIkm = crypto::ByteView(ikm);
    auto sealed = envelope::seal(input);
    EXPECT_TRUE(sealed.ok());
    return json{{"sealed", envelope::toText(sealed.value())}}.dump();
  }

  static HttpResult sendRaw(const std::string& method, const std::string& path, const std::string& body,
                            const std::optional<std::string>& token = std::nullopt) {
    return httpRequest(method, url(path), body, headersFor(token));
  }
  static HttpResult sendSealed(const std::string& method, const std::string& path, const json& payload,
                               const std::optional<std::string>& token = std::nullopt) {
    return sendRaw(method, path, sealedBody(method, path, payload.dump(), token), token);
  }

  static HttpResult login(const std::string& account, const std::string& password) {
    return sendSealed("POST", "/wps/session/login",
                      {{"type", "username"}, {"username", account}, {"password", password}});
  }
  // A login with extra payload fields (captchaId, captcha, deviceToken, portal, ...).
  static HttpResult loginWith(const std::string& account, const std::string& password, const json& extra) {
    json payload = {{"type", "username"}, {"username", account}, {"password", password}};
    for (const auto& [key, value] : extra.items()) payload[key] = value;
    return sendSealed("POST", "/wps/session/login", payload);
  }

  struct SolvedCaptcha {
    std::string id;
    std::string answer;
    std::string imageBase64;
  };
  // A fresh captcha and its answer. The per-IP throttle (one a second) is
  // cleared first so tests need not sleep; CaptchaRoutes tests the throttle.
  static SolvedCaptcha freshCaptcha() {
    execute("DELETE FROM captcha_throttle");
    const auto result = sendRaw("GET", "/wps/captcha", "");
    EXPECT_EQ(result.status, 200) << result.body;
    const auto value = json::parse(result.body).at("value");
    const std::lock_guard<std::mutex> lock(answerMutex_);
    return {value.at("captchaId"), lastAnswer_, value.at("image")};
  }
  static json captchaFields(const SolvedCaptcha& captcha) {
    return {{"captchaId", captcha.id}, {"captcha", captcha.answer}};
  }
  static json dataOf(const HttpResult& result) {
    const auto body = json::parse(result.body, nullptr, false);
    return body.is_object() && body.contains("data") ? body.at("data") : json();
  }
  static std::uint64_t argon2Verifications() { return services().platform().passwordHasher.verifications(); }
  static std::uint64_t argon2Hashes() { return services().platform().passwordHasher.hashes(); }

  static std::string tokenOf(const HttpResult& result) { return json::parse(result.body).at("value").at("token"); }
  static std::string codeOf(const HttpResult& result) {
    const auto body = json::parse(result.body, nullptr, false);
    return body.is_object() && body.contains("code") ? body.at("code").get<std::string>() : "";
  }
  static HttpResult memberInfo(const std::optional<std::string>& token) {
    return sendRaw("GET", "/wps/member/info", "", token);
  }

  // Through the same services panaloctl uses.
  static std::int64_t createMember(const std::string& account, const std::string& password, int typeCode = 0,
                                   bool defaultPassword = false) {
    repositories::NewMember member;
    member.account = account;
    member.nickname = account + "-nick";
    member.typeCode = typeCode;
    member.mustChangePassword = defaultPassword;
    member.passwordHash = services().platform().passwordHasher.hash(password);
    return services().accounts().members.create(member);
  }

  static std::int64_t countRows(const std::string& sql) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx.exec1(sql)[0].as<std::int64_t>();
  }
  static void execute(const std::string& sql) {
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    tx.exec0(sql);
    tx.commit();
  }

  static inline std::unique_ptr<TestDatabase> database_;
  static inline std::unique_ptr<app::ApiServer> server_;
  static inline std::string clientIp_;  // sent as X-Forwarded-For when set
  static inline std::mutex answerMutex_;
  static inline std::string lastAnswer_;
};

}  // namespace panalo::testing

#pragma once
// A real server (and, when a test asks, a second one on the same database)
// for the verification suites. The server trusts X-Forwarded-For, so a test
// picks the visitor IP per request; codes are read back from outbox_messages,
// where the built-in outbox provider "sends" them.

#include <regex>
#include <string>
#include <thread>

#include "account_fixture.hpp"

namespace panalo::testing {

class VerificationFixture : public AccountFixture {
 protected:
  static void SetUpTestSuite() { startServer(tuneServer); }
  static void tuneServer(app::ServerConfig& config) { config.trustedProxies = loopbackProxy(); }

  // Each test starts with no throttle history and every verification flag off.
  void SetUp() override {
    AccountFixture::SetUp();
    execute("DELETE FROM verification_sends");
    execute("DELETE FROM password_reset_requests");
    for (const char* flag : {"MOBILEVERCODELOGIN3", "REGMOBVERF3", "IPVERIFY3", "MOBILENUMREG3", "MOBILENUMPASSREG3"}) {
      setFlag(flag, false);
    }
    services().system().settings.write("verification.sms.expired_minutes", 2);
  }

  static void setFlag(const std::string& code, bool on) { services().system().system.setFeatureFlag(code, on); }

  static std::map<std::string, std::string> headers(const std::string& ip,
                                                    const std::string& contentType = "application/json",
                                                    const std::optional<std::string>& token = std::nullopt) {
    std::map<std::string, std::string> result{{"Content-Type", contentType}, {"X-Forwarded-For", ip}};
    if (token) result["Authorization"] = "Bearer " + *token;
    return result;
  }

  static HttpResult postJson(const std::string& path, const json& body, const std::string& ip = "10.0.0.1",
                             std::uint16_t port = 0) {
    const auto target = port == 0 ? url(path) : "http://127.0.0.1:" + std::to_string(port) + path;
    return httpRequest("POST", target, body.dump(), headers(ip));
  }
  static HttpResult postSealed(const std::string& path, const json& payload, const std::string& ip = "10.0.0.1",
                               const std::optional<std::string>& token = std::nullopt) {
    return httpRequest("POST", url(path), sealedBody("POST", path, payload.dump(), token),
                       headers(ip, "application/json", token));
  }

  static HttpResult sendNoLogin(const std::string& mobile, const std::string& ip = "10.0.0.1",
                                const std::string& dialingCode = "63") {
    return postJson("/wps/verification/sms/noLogin", {{"mobileNum", mobile}, {"countryDialingCode", dialingCode}}, ip);
  }
  static HttpResult sendRegisterCode(const std::string& mobile, const std::string& ip = "10.0.0.1",
                                     const json& extra = json::object()) {
    json body{{"mobileNo", mobile}, {"countryDialingCode", "63"}};
    body.update(extra);
    return postJson("/wps/verification/sms/register", body, ip);
  }
  // A no-login code for `purpose`: "login" (SMS login) or "password" (set a
  // password by phone); `extra` adds fields such as a captcha.
  static HttpResult sendCode(const std::string& purpose, const std::string& mobile, const std::string& ip,
                             const json& extra = json::object()) {
    json body{{"mobileNum", mobile}, {"countryDialingCode", "63"}, {"purpose", purpose}};
    body.update(extra);
    return postJson("/wps/verification/sms/noLogin", body, ip);
  }
  static HttpResult sendPasswordCode(const std::string& mobile, const std::string& ip = "10.0.0.1",
                                     const json& extra = json::object()) {
    return sendCode("password", mobile, ip, extra);
  }
  // A captcha fetched from `ip` (captchas are bound to the IP that fetched
  // them) with its answer, as the fields a send carries: {captchaId, captcha}.
  static json solvedCaptchaFrom(const std::string& ip) {
    clientIp_ = ip;
    const auto captcha = freshCaptcha();
    clientIp_.clear();
    return captchaFields(captcha);
  }
  // Moves every recorded send 10 minutes into the past: past the countdown and
  // the 5-minute caps, still inside the day a captcha is asked for.
  static void skipSendThrottles() {
    execute("UPDATE verification_sends SET sent_at = sent_at - interval '10 minutes'");
  }
  static HttpResult setByPhone(const std::string& mobile, const std::string& code, const std::string& password,
                               const std::string& ip = "10.0.0.1") {
    return postSealed(
        "/wps/member/password/verification",
        {{"mobileNum", mobile}, {"countryDialingCode", "63"}, {"verificationCode", code}, {"newPassword", password}},
        ip);
  }
  static HttpResult registerMobile(const json& payload, const std::string& ip) {
    return httpRequest("PUT", url("/wps/member/register/mobile"),
                       sealedBody("PUT", "/wps/member/register/mobile", payload.dump()), headers(ip));
  }
  static HttpResult smsLogin(const std::string& mobile, const std::string& code, const std::string& ip = "10.0.0.1") {
    return postSealed(
        "/wps/session/login",
        {{"type", "sms"}, {"mobileNum", mobile}, {"countryDialingCode", "63"}, {"verificationCode", code}}, ip);
  }
  static HttpResult passwordLogin(const std::string& account, const std::string& password, const std::string& ip,
                                  const std::optional<std::string>& code = std::nullopt) {
    json payload{{"type", "username"}, {"username", account}, {"password", password}};
    if (code) payload["verificationCode"] = *code;
    return postSealed("/wps/session/login", payload, ip);
  }

  static std::int64_t createMemberWith(const std::string& account, const std::string& password,
                                       const std::string& mobile, const std::string& email = "",
                                       const std::string& dialingCode = "63", const std::string& registeredIp = "") {
    repositories::NewMember member;
    member.account = account;
    member.nickname = account;
    member.passwordHash = services().platform().passwordHasher.hash(password);
    if (!mobile.empty()) member.mobileNum = mobile;
    member.countryDialingCode = dialingCode;
    if (!email.empty()) member.email = email;
    member.registeredIp = registeredIp;
    const auto id = services().accounts().members.create(member);
    // As if the number had been proven by a code (sql 0010): only such numbers
    // get login and password codes. Suites about unproven numbers register instead.
    if (!mobile.empty()) execute("UPDATE members SET mobile_verified_at = now() WHERE id = " + std::to_string(id));
    return id;
  }

  static std::int64_t outboxCount() { return countRows("SELECT count(*) FROM outbox_messages"); }

  // The newest message to `recipient` on `channel` (empty when none).
  static std::string latestBody(const std::string& recipient, const std::string& channel = "sms") {
    const auto entries = services().verification().outbox.list({channel, recipient, 1});
    return entries.empty() ? "" : entries.front().entry.body;
  }
  // The six-digit code in the newest SMS to `recipient`.
  static std::string latestCode(const std::string& recipient, const std::string& channel = "sms") {
    std::smatch match;
    const auto body = latestBody(recipient, channel);
    static const std::regex kSixDigits("\\b([0-9]{6})\\b");
    return std::regex_search(body, match, kSixDigits) ? match[1].str() : "";
  }
  // Any six digits that are not `code`.
  static std::string otherCode(const std::string& code) { return code == "000000" ? "000001" : "000000"; }
};

}  // namespace panalo::testing

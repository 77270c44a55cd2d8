// Login rate limits and session expiry, with windows and timeouts shortened
// through the same settings operators use.
#include "account_fixture.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::kPassword;
using json = nlohmann::json;
using namespace std::chrono_literals;

constexpr int kWindowSeconds = 5;

// Limit windows start at whole multiples of their length since the epoch;
// starting just after one keeps a test's attempts inside one window.
void waitForNextWindow() {
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  const auto window = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::seconds(kWindowSeconds));
  const auto intoWindow = std::chrono::duration_cast<std::chrono::milliseconds>(now) % window;
  std::this_thread::sleep_for(window - intoWindow + 50ms);
}

class LoginLimits : public AccountFixture {
 protected:
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) {
      config.loginLimitWindow = std::chrono::seconds(kWindowSeconds);
      config.loginMaxFailuresPerAccount = 3;
      config.loginMaxFailuresPerIp = 6;
      config.loginMaxFailuresPerDevice = 2;
      config.loginIpLockDuration = std::chrono::seconds(kWindowSeconds);
      config.trustedProxies = panalo::testing::loopbackProxy();  // X-Forwarded-For names the visitor
    });
  }

  // A wrong password with a solved captcha (required after the first failure).
  static panalo::testing::HttpResult failWithCaptcha(const std::string& account, const json& extra = json::object()) {
    json fields = captchaFields(freshCaptcha());
    for (const auto& [key, value] : extra.items()) fields[key] = value;
    return loginWith(account, "Wrong-Password-9", fields);
  }
};

TEST_F(LoginLimits, AnAccountIsLockedForTheRestOfTheWindowOnly) {
  createMember("guessed", kPassword);
  clientIp_ = "198.51.100.10";
  waitForNextWindow();
  EXPECT_EQ(login("guessed", kPassword).status, 200);  // successes do not count
  EXPECT_EQ(login("GUESSED", "Wrong-Password-0").status, 401);
  for (int i = 1; i < 3; ++i) EXPECT_EQ(failWithCaptcha("guessed").status, 401);
  const auto locked = loginWith("guessed", kPassword, captchaFields(freshCaptcha()));
  EXPECT_EQ(locked.status, 429);
  EXPECT_EQ(codeOf(locked), "too_many_requests");
  EXPECT_EQ(dataOf(locked).at("captcha"), true);
  const int retryAfter = dataOf(locked).at("retryAfterSeconds");
  EXPECT_GE(retryAfter, 1);
  EXPECT_LE(retryAfter, kWindowSeconds);
  waitForNextWindow();
  EXPECT_EQ(login("guessed", kPassword).status, 200);  // a new window: no captcha, no cap
}

TEST_F(LoginLimits, TheOwnersDeviceTokenLogsInWhileAnAttackerSpendsTheAccountCap) {
  createMember("victim", kPassword);
  waitForNextWindow();
  clientIp_ = "203.0.113.5";
  const auto earlier = login("victim", kPassword);
  ASSERT_EQ(earlier.status, 200) << earlier.body;
  const std::string deviceToken = json::parse(earlier.body).at("value").at("deviceToken");

  clientIp_ = "198.51.100.66";  // the attacker, without a device token
  EXPECT_EQ(login("victim", "Wrong-Password-0").status, 401);
  for (int i = 1; i < 3; ++i) EXPECT_EQ(failWithCaptcha("victim").status, 401);
  EXPECT_EQ(codeOf(loginWith("victim", kPassword, captchaFields(freshCaptcha()))), "too_many_requests");

  clientIp_ = "203.0.113.5";  // the owner's browser: no captcha asked, no cap in the way
  const auto owner = loginWith("victim", kPassword, {{"deviceToken", deviceToken}});
  ASSERT_EQ(owner.status, 200) << owner.body;
  EXPECT_EQ(json::parse(owner.body).at("value").at("deviceToken"), deviceToken);  // kept, not replaced

  clientIp_ = "192.0.2.77";  // anyone else without the token: captcha, then the cap
  EXPECT_EQ(codeOf(login("victim", kPassword)), "invalid_captcha");
  EXPECT_EQ(codeOf(loginWith("victim", kPassword, captchaFields(freshCaptcha()))), "too_many_requests");
  // A token of another account is worth nothing here.
  createMember("otherone", kPassword);
  clientIp_ = "192.0.2.78";
  const std::string otherToken = json::parse(login("otherone", kPassword).body).at("value").at("deviceToken");
  EXPECT_EQ(codeOf(loginWith("victim", kPassword, {{"deviceToken", otherToken}})), "invalid_captcha");
}

TEST_F(LoginLimits, ADeviceTokenIsRevokedWhenItsOwnCapIsSpent) {
  createMember("careless", kPassword);
  waitForNextWindow();
  clientIp_ = "203.0.113.20";
  const std::string token = json::parse(login("careless", kPassword).body).at("value").at("deviceToken");
  EXPECT_EQ(countRows("SELECT count(*) FROM device_tokens d JOIN members m ON m.id = d.member_id "
                      "WHERE m.account = 'careless'"),
            1);
  EXPECT_EQ(loginWith("careless", "Wrong-Password-0", {{"deviceToken", token}}).status, 401);
  EXPECT_EQ(failWithCaptcha("careless", {{"deviceToken", token}}).status, 401);  // the 2nd: cap of 2 spent
  EXPECT_EQ(countRows("SELECT count(*) FROM device_tokens d JOIN members m ON m.id = d.member_id "
                      "WHERE m.account = 'careless'"),
            0);
  // Failures under a valid token did not touch the account's count.
  EXPECT_EQ(countRows("SELECT coalesce(sum(failures), 0) FROM login_failures "
                      "WHERE scope = 'account' AND subject = 'careless'"),
            0);
  const auto next = loginWith("careless", kPassword, [&] {
    json fields = captchaFields(freshCaptcha());
    fields["deviceToken"] = token;
    return fields;
  }());
  ASSERT_EQ(next.status, 200) << next.body;
  EXPECT_NE(json::parse(next.body).at("value").at("deviceToken"), token);  // revoked: a new one
}

TEST_F(LoginLimits, AnIpOverItsCapIsLockedAndRefusedBeforeAnyPasswordWork) {
  createMember("bystander", kPassword);
  clientIp_ = "198.51.100.99";
  waitForNextWindow();
  EXPECT_EQ(login("nosuch0", "Wrong-Password-1").status, 401);
  for (int i = 1; i < 6; ++i) EXPECT_EQ(failWithCaptcha("nosuch" + std::to_string(i)).status, 401);
  const auto blocked = loginWith("bystander", kPassword, captchaFields(freshCaptcha()));
  EXPECT_EQ(blocked.status, 403);
  EXPECT_EQ(codeOf(blocked), "info_ip_block");
  EXPECT_GE(dataOf(blocked).at("retryAfterSeconds").get<int>(), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM ip_locks WHERE ip = '198.51.100.99' AND locked_until > now()"), 1);

  const auto before = argon2Verifications();
  const auto again = loginWith("bystander", kPassword, captchaFields(freshCaptcha()));
  EXPECT_EQ(codeOf(again), "info_ip_block");
  EXPECT_EQ(codeOf(login("bystander", kPassword)), "info_ip_block");  // the lock comes before the captcha
  EXPECT_EQ(argon2Verifications(), before);

  clientIp_ = "198.51.100.100";  // other visitors are not affected
  EXPECT_EQ(login("bystander", kPassword).status, 200);
  clientIp_ = "198.51.100.99";
  std::this_thread::sleep_for(std::chrono::seconds(kWindowSeconds));
  waitForNextWindow();
  EXPECT_EQ(login("bystander", kPassword).status, 200);
}

class SessionExpiry : public AccountFixture {
 protected:
  // Margins of a second or more around each limit: under TSan a login takes over
  // a second, and a check that lands within a few hundred milliseconds of a limit
  // would test the machine's speed, not the rule.
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) {
      config.sessionIdleTimeout = 4s;
      config.sessionLifetime = 7s;
      config.sessionRememberMeLifetime = 16s;
    });
    createMember("sleeper", kPassword);
  }
};

TEST_F(SessionExpiry, AnIdleSessionEnds) {
  const auto token = tokenOf(login("sleeper", kPassword));
  EXPECT_EQ(memberInfo(token).status, 200);
  std::this_thread::sleep_for(5s);
  const auto expired = memberInfo(token);
  EXPECT_EQ(expired.status, 401);
  EXPECT_EQ(codeOf(expired), "not_logged_in");
}

TEST_F(SessionExpiry, UseKeepsASessionAliveUntilItsAbsoluteExpiry) {
  // The remembered session first, used again right after the plain login (which
  // may take a second): the plain one's 7 s then start right before the loop.
  const auto remembered = tokenOf(
      sendSealed("POST", "/wps/session/login",
                 {{"type", "username"}, {"username", "sleeper"}, {"password", kPassword}, {"rememberMe", true}}));
  const auto token = tokenOf(login("sleeper", kPassword));
  EXPECT_EQ(memberInfo(remembered).status, 200);
  // Used every 1.2 s, so never idle for 4 s, for 4.8 s in all: past the idle limit.
  for (int i = 0; i < 4; ++i) {
    std::this_thread::sleep_for(1200ms);
    EXPECT_EQ(memberInfo(token).status, 200) << "after " << (i + 1) * 1200 << " ms";
    EXPECT_EQ(memberInfo(remembered).status, 200);
  }
  std::this_thread::sleep_for(1200ms);
  EXPECT_EQ(memberInfo(remembered).status, 200);
  std::this_thread::sleep_for(2000ms);  // 8 s: past the 7 s lifetime, well within remember-me's 16 s
  EXPECT_EQ(memberInfo(token).status, 401);
  EXPECT_EQ(memberInfo(remembered).status, 200);
}

}  // namespace

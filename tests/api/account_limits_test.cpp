// Login rate limits and session expiry, with windows and timeouts shortened
// through the same settings operators use.
#include "account_fixture.hpp"

namespace {

using panalo::testing::AccountFixture;
using json = nlohmann::json;
using namespace std::chrono_literals;

const std::string kPassword = "Correct-Horse-42";
constexpr int kWindowSeconds = 3;

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
    });
  }
  static void TearDownTestSuite() { stopServer(); }
};

TEST_F(LoginLimits, AnAccountIsLockedForTheRestOfTheWindowOnly) {
  createMember("guessed", kPassword);
  waitForNextWindow();
  EXPECT_EQ(login("guessed", kPassword).status, 200);  // successes do not count
  for (int i = 0; i < 3; ++i) EXPECT_EQ(login("GUESSED", "Wrong-Password-" + std::to_string(i)).status, 401);
  const auto locked = login("guessed", kPassword);
  EXPECT_EQ(locked.status, 429);
  EXPECT_EQ(codeOf(locked), "too_many_requests");
  waitForNextWindow();
  EXPECT_EQ(login("guessed", kPassword).status, 200);
}

TEST_F(LoginLimits, AnIpIsCappedAcrossAccounts) {
  createMember("bystander", kPassword);
  waitForNextWindow();
  for (int i = 0; i < 6; ++i) EXPECT_EQ(login("nosuch" + std::to_string(i), "Wrong-Password-1").status, 401);
  EXPECT_EQ(codeOf(login("bystander", kPassword)), "too_many_requests");
  waitForNextWindow();
  EXPECT_EQ(login("bystander", kPassword).status, 200);
}

class SessionExpiry : public AccountFixture {
 protected:
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) {
      config.sessionIdleTimeout = 2s;
      config.sessionLifetime = 4s;
      config.sessionRememberMeLifetime = 6s;
    });
    createMember("sleeper", kPassword);
  }
  static void TearDownTestSuite() { stopServer(); }
};

TEST_F(SessionExpiry, AnIdleSessionEnds) {
  const auto token = tokenOf(login("sleeper", kPassword));
  EXPECT_EQ(memberInfo(token).status, 200);
  std::this_thread::sleep_for(2500ms);
  const auto expired = memberInfo(token);
  EXPECT_EQ(expired.status, 401);
  EXPECT_EQ(codeOf(expired), "not_logged_in");
}

TEST_F(SessionExpiry, UseKeepsASessionAliveUntilItsAbsoluteExpiry) {
  const auto token = tokenOf(login("sleeper", kPassword));
  const auto remembered = tokenOf(sendSealed(
      "POST", "/wps/session/login",
      {{"type", "username"}, {"username", "sleeper"}, {"password", kPassword}, {"rememberMe", true}}));
  for (int i = 0; i < 3; ++i) {
    std::this_thread::sleep_for(1200ms);
    EXPECT_EQ(memberInfo(token).status, 200) << "after " << (i + 1) * 1200 << " ms";
    EXPECT_EQ(memberInfo(remembered).status, 200);
  }
  std::this_thread::sleep_for(1000ms);  // 4.6 s: past the 4 s lifetime, within remember-me's 6 s
  EXPECT_EQ(memberInfo(token).status, 401);
  EXPECT_EQ(memberInfo(remembered).status, 200);
}

}  // namespace

// Per-IP limits count an IPv6 visitor by the /64 it holds, not by the one
// address it happens to use: one subscriber gets a whole /64 and can rotate
// through it at will. IPv4 addresses stay counted one by one. The visitor IP
// comes from X-Forwarded-For through the trusted loopback proxy, so a test can
// be anyone.
#include "verification_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

class Slash64Limits : public VerificationFixture {
 protected:
  static HttpResult getCaptchaFrom(const std::string& ip) {
    return httpRequest("GET", url("/wps/captcha"), "", {{"X-Forwarded-For", ip}});
  }
  static HttpResult forgotPasswordFrom(const std::string& ip) {
    return postJson("/wps/member/password/email", {{"username", "nobody42"}, {"email", "nobody42@example.com"}}, ip);
  }
};

TEST_F(Slash64Limits, AddressesInOneSlash64ShareTheLoginGuard) {
  createMember("rotated", kPassword);
  // Three wrong passwords from three addresses of one /64 (each for another
  // account, so no account asks for a captcha)...
  int account = 0;
  for (const char* ip : {"2001:db8:1:2::a", "2001:db8:1:2::b", "2001:db8:1:2:ffff:ffff:ffff:fffe"}) {
    clientIp_ = ip;
    EXPECT_EQ(login("nosuch" + std::to_string(++account), "Wrong-Password-1").status, 401);
  }
  // ...and a fourth address of it is asked for a captcha, like the first was going to be.
  clientIp_ = "2001:DB8:1:2:0:0:0:d";
  const auto next = login("rotated", kPassword);
  EXPECT_EQ(next.status, 400) << next.body;
  EXPECT_EQ(codeOf(next), "invalid_captcha");
  // Another /64 is another visitor.
  clientIp_ = "2001:db8:1:3::a";
  EXPECT_EQ(login("rotated", kPassword).status, 200);
}

TEST_F(Slash64Limits, IpV4AddressesAreStillCountedOneByOne) {
  createMember("neighbour", kPassword);
  for (const char* ip : {"198.51.100.1", "198.51.100.2", "198.51.100.3"}) {
    clientIp_ = ip;
    EXPECT_EQ(login(std::string("nosuch-") + ip, "Wrong-Password-1").status, 401);
  }
  clientIp_ = "198.51.100.4";
  EXPECT_EQ(login("neighbour", kPassword).status, 200);
  // ::ffff:198.51.100.1 is 198.51.100.1: one failure there, not a fresh address.
  clientIp_ = "::ffff:198.51.100.1";
  EXPECT_EQ(login("nosuch-mapped-1", "Wrong-Password-1").status, 401);
  EXPECT_EQ(login("nosuch-mapped-2", "Wrong-Password-1").status, 401);
  clientIp_ = "198.51.100.1";
  EXPECT_EQ(codeOf(login("neighbour", kPassword)), "invalid_captcha");
}

TEST_F(Slash64Limits, AddressesInOneSlash64ShareTheSmsSendThrottle) {
  createMemberWith("smsrotate1", kPassword, "9175550001");
  createMemberWith("smsrotate2", kPassword, "9175550002");
  const auto outboxBefore = outboxCount();
  ASSERT_EQ(sendNoLogin("9175550001", "2001:db8:5:6::1").status, 200);
  // At once, for another number, from the next address: the one-second gap per IP.
  const auto rotated = sendNoLogin("9175550002", "2001:db8:5:6::2");
  EXPECT_EQ(rotated.status, 429) << rotated.body;
  EXPECT_EQ(codeOf(rotated), "too_many_requests");
  EXPECT_EQ(outboxCount(), outboxBefore + 1);
  EXPECT_EQ(sendNoLogin("9175550002", "2001:db8:5:7::2").status, 200) << "another /64 is another visitor";
}

TEST_F(Slash64Limits, AddressesInOneSlash64ShareTheCaptchaThrottle) {
  ASSERT_EQ(getCaptchaFrom("2001:db8:c:d::1").status, 200);
  const auto rotated = getCaptchaFrom("2001:db8:c:d::2");
  EXPECT_EQ(rotated.status, 429) << rotated.body;
  EXPECT_EQ(codeOf(rotated), "too_many_requests");
  EXPECT_EQ(getCaptchaFrom("2001:db8:c:e::1").status, 200);
  EXPECT_EQ(getCaptchaFrom("192.0.2.1").status, 200);
  EXPECT_EQ(getCaptchaFrom("192.0.2.2").status, 200) << "IPv4 neighbours are separate visitors";
}

TEST_F(Slash64Limits, AddressesInOneSlash64ShareTheResetMailLimit) {
  // Ten reset requests an hour per visitor, each from a new address of one /64.
  for (int i = 1; i <= 10; ++i) {
    EXPECT_EQ(codeOf(forgotPasswordFrom("2001:db8:7:8::" + std::to_string(i))), "username_email_not_found") << i;
  }
  const auto eleventh = forgotPasswordFrom("2001:db8:7:8::11");
  EXPECT_EQ(eleventh.status, 429) << eleventh.body;
  EXPECT_EQ(codeOf(eleventh), "too_many_requests");
  EXPECT_EQ(codeOf(forgotPasswordFrom("2001:db8:7:9::1")), "username_email_not_found");
}

// A cap small enough to reach: the IP lock the login guard writes covers the /64.
class Slash64LoginLock : public VerificationFixture {
 protected:
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) {
      config.trustedProxies = panalo::testing::loopbackProxy();
      config.loginMaxFailuresPerIp = 3;
      config.accessCacheTtl = std::chrono::milliseconds(0);
    });
  }
};

TEST_F(Slash64LoginLock, ALockCoversEveryAddressOfTheSlash64) {
  createMember("lockedout", kPassword);
  int account = 0;
  for (const char* ip : {"2001:db8:9:9::1", "2001:db8:9:9::2", "2001:db8:9:9::3"}) {
    clientIp_ = ip;
    EXPECT_EQ(login("nosuch" + std::to_string(++account), "Wrong-Password-1").status, 401);
  }
  clientIp_ = "2001:db8:9:9::4";
  const auto fourth = loginWith("lockedout", kPassword, captchaFields(freshCaptcha()));
  EXPECT_EQ(fourth.status, 403) << fourth.body;
  EXPECT_EQ(codeOf(fourth), "info_ip_block");
  const auto elsewhere = httpRequest("GET", url("/wps/system/features"), "", {{"X-Forwarded-For", "2001:db8:9:9::5"}});
  EXPECT_EQ(elsewhere.status, 403);
  EXPECT_EQ(codeOf(elsewhere), "info_ip_block");
  const auto otherNetwork =
      httpRequest("GET", url("/wps/system/features"), "", {{"X-Forwarded-For", "2001:db8:9:a::5"}});
  EXPECT_EQ(otherNetwork.status, 200);
}

}  // namespace

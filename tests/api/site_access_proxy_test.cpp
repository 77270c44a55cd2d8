// Behind our own load balancer (PANALO_TRUST_PROXY=1) the access check judges
// the address the balancer appended to X-Forwarded-For; without that setting
// the header is ignored, so a client cannot talk its way past a block.
#include "site_fixture.hpp"

namespace {

using json = nlohmann::json;
using panalo::testing::httpRequest;
using panalo::testing::HttpResult;
using panalo::testing::SiteFixture;

class SiteAccessBehindProxy : public SiteFixture {
 protected:
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) {
      config.accessCacheTtl = std::chrono::milliseconds(0);
      config.trustProxy = true;
    });
  }
  static HttpResult getFrom(const std::string& forwardedFor, const std::string& path) {
    return httpRequest("GET", url(path), "", {{"X-Forwarded-For", forwardedFor}});
  }
  void SetUp() override { openSite(); }
};

TEST_F(SiteAccessBehindProxy, TheBalancersAddressIsJudged) {
  services().access().accessAdmin.blockIp("198.51.100.0/24", "", std::nullopt);
  const auto blocked = getFrom("203.0.113.9, 198.51.100.4", "/wps/system/features");
  EXPECT_EQ(blocked.status, 403);
  EXPECT_EQ(codeOf(blocked), "access_restricted");
  const auto status = json::parse(getFrom("198.51.100.4", "/wps/system/status").body).at("value");
  EXPECT_EQ(status.at("ip"), "198.51.100.4");
  EXPECT_EQ(status.at("blockReason"), "ip");
  // Only the last entry counts: a client cannot pick someone else's address.
  EXPECT_EQ(getFrom("198.51.100.4, 203.0.113.9", "/wps/system/features").status, 200);
  EXPECT_EQ(get("/wps/system/features").status, 200) << "no header: the peer (loopback) is judged";
}

class SiteAccessWithoutProxy : public SiteFixture {
 protected:
  void SetUp() override { openSite(); }
};

TEST_F(SiteAccessWithoutProxy, ForwardedForIsIgnored) {
  services().access().accessAdmin.blockIp("198.51.100.0/24", "", std::nullopt);
  const auto result = httpRequest("GET", url("/wps/system/features"), "", {{"X-Forwarded-For", "198.51.100.4"}});
  EXPECT_EQ(result.status, 200);
  services().access().accessAdmin.blockIp("127.0.0.1", "", std::nullopt);
  const auto spoofed = httpRequest("GET", url("/wps/system/features"), "", {{"X-Forwarded-For", "203.0.113.9"}});
  EXPECT_EQ(spoofed.status, 403) << "a forged header does not unblock the real peer";
}

}  // namespace

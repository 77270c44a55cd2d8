// Behind our own proxies (PANALO_TRUST_PROXY lists their ranges) the access
// check judges the first X-Forwarded-For entry from the right that is not one
// of them; the header counts only when the direct peer is such a proxy, so a
// client cannot talk its way past a block.
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
      // The loopback test client is the inner balancer, 10.0.0.0/8 the edge proxies.
      config.trustedProxies = panalo::net::IpRanges::parse("127.0.0.1/32, 10.0.0.0/8");
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

TEST_F(SiteAccessBehindProxy, AChainOfTrustedProxiesIsWalkedToTheVisitor) {
  services().access().accessAdmin.blockIp("198.51.100.0/24", "", std::nullopt);
  // visitor -> edge proxy 10.1.1.1 -> inner balancer (loopback) -> server
  const auto chained = getFrom("198.51.100.4, 10.1.1.1", "/wps/system/status");
  EXPECT_EQ(valueOf(chained).at("ip"), "198.51.100.4");
  EXPECT_EQ(valueOf(chained).at("blockReason"), "ip");
  // Whatever the visitor wrote before its own address is skipped, not believed.
  const auto spoofed = getFrom("203.0.113.50, 198.51.100.4, 10.1.1.1", "/wps/system/status");
  EXPECT_EQ(valueOf(spoofed).at("ip"), "198.51.100.4");
  // Every hop one of ours (a health check from inside): the first one.
  EXPECT_EQ(valueOf(getFrom("10.9.9.9, 10.1.1.1", "/wps/system/status")).at("ip"), "10.9.9.9");
  // An entry that is no address stops the walk at the nearest real hop.
  EXPECT_EQ(valueOf(getFrom("198.51.100.4, garbage, 10.1.1.1", "/wps/system/status")).at("ip"), "10.1.1.1");
  EXPECT_EQ(valueOf(getFrom("2001:db8::7, 10.1.1.1", "/wps/system/status")).at("ip"), "2001:db8::7");
}

// Proxies are trusted by range, and the loopback test client is not in it: its
// X-Forwarded-For is a claim from an untrusted peer and is ignored.
class SiteAccessBehindOtherProxies : public SiteFixture {
 protected:
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) {
      config.accessCacheTtl = std::chrono::milliseconds(0);
      config.trustedProxies = panalo::net::IpRanges::parse("10.0.0.0/8, fd00::/8");
    });
  }
  void SetUp() override { openSite(); }
};

TEST_F(SiteAccessBehindOtherProxies, SpoofedForwardedForFromAnUntrustedPeerIsIgnored) {
  services().access().accessAdmin.blockIp("127.0.0.1", "", std::nullopt);
  const auto spoofed = httpRequest("GET", url("/wps/system/features"), "", {{"X-Forwarded-For", "203.0.113.9"}});
  EXPECT_EQ(spoofed.status, 403) << "the peer itself is judged";
  EXPECT_EQ(codeOf(spoofed), "access_restricted");
  const auto status = httpRequest("GET", url("/wps/system/status"), "", {{"X-Forwarded-For", "203.0.113.9"}});
  EXPECT_EQ(valueOf(status).at("ip"), "127.0.0.1");
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

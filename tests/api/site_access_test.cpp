// The access guard: operator IP blocks, country rules through GeoIP, temporary
// IP locks and maintenance, seen through the real server and PostgreSQL. The
// test client is 127.0.0.1, so the rules below are about loopback.
#include <sstream>

#include "platform/core/domain_error.hpp"
#include "site_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::SiteFixture;
using json = nlohmann::json;

class SiteAccess : public SiteFixture {
 protected:
  void SetUp() override { openSite(); }
  void TearDown() override { openSite(); }

  static json status() { return valueOf(get("/wps/system/status")); }
  static void importGeoIp(const std::string& csv) {
    std::istringstream in(csv);
    services().access().geoIp.import(in);
  }
  // Paths a blocked visitor is refused, whatever the route does.
  static void expectRefused(const std::string& code) {
    for (const std::string path : {"/wps/system/features", "/wps/system/encryption-key", "/wps/system/permission",
                                   "/wps/system/countries", "/wps/system/setting/register", "/wps/member/info"}) {
      const auto result = get(path);
      EXPECT_EQ(result.status, 403) << path;
      EXPECT_EQ(codeOf(result), code) << path;
    }
    const auto play = freePlay();
    EXPECT_EQ(play.status, 403);
    EXPECT_EQ(codeOf(play), code);
    const auto signIn = sendRaw("POST", "/wps/session/login", "{}");
    EXPECT_EQ(codeOf(signIn), code);
  }
  // What the block page needs keeps answering.
  static void expectBlockPageWorks() {
    EXPECT_EQ(get("/wps/system/status").status, 200);
    EXPECT_EQ(get("/wps/system/languages").status, 200);
    EXPECT_EQ(get("/wps/system/customerService").status, 200);
  }
  static void expectOpen() {
    EXPECT_EQ(get("/wps/system/features").status, 200);
    EXPECT_EQ(get("/wps/system/permission").status, 200);
    const auto value = status();
    EXPECT_EQ(value.at("systemStatus"), 0);
    EXPECT_EQ(value.at("blockReason"), "");
  }
  static std::string keyOf(const std::function<void()>& action) {
    try {
      action();
    } catch (const panalo::DomainError& error) {
      return error.key();
    }
    return "no error";
  }
};

TEST_F(SiteAccess, OpenByDefault) {
  expectOpen();
  EXPECT_EQ(status().at("ip"), "127.0.0.1");
}

TEST_F(SiteAccess, ABlockedRangeSeesTheBlockPageAndNothingElse) {
  const auto block = services().access().accessAdmin.blockIp("127.0.0.0/8", "test", std::nullopt);
  EXPECT_EQ(block.cidr, "127.0.0.0/8");
  EXPECT_TRUE(block.expiresAt.empty());
  const auto value = status();
  EXPECT_EQ(value.at("systemStatus"), 2);
  EXPECT_EQ(value.at("blockReason"), "ip");
  EXPECT_EQ(value.at("ip"), "127.0.0.1");
  expectBlockPageWorks();
  expectRefused("access_restricted");
  const auto refused = get("/wps/system/features");
  EXPECT_EQ(json::parse(refused.body).at("data").at("blockReason"), "ip");

  EXPECT_TRUE(services().access().accessAdmin.unblockIp("127.0.0.0/8"));
  expectOpen();
}

TEST_F(SiteAccess, HostBitsAreClearedAndSingleAddressesWork) {
  EXPECT_EQ(services().access().accessAdmin.blockIp("127.1.2.3/8", "", std::nullopt).cidr, "127.0.0.0/8");
  EXPECT_TRUE(services().access().accessAdmin.unblockIp("127.9.9.9/8"));
  EXPECT_EQ(services().access().accessAdmin.blockIp("127.0.0.1", "", std::nullopt).cidr, "127.0.0.1/32");
  EXPECT_EQ(status().at("blockReason"), "ip");
  services().access().accessAdmin.blockIp("127.0.0.1", "replaced", std::chrono::seconds(3600));
  ASSERT_EQ(services().access().accessAdmin.listBlocks().size(), 1u);
  EXPECT_EQ(services().access().accessAdmin.listBlocks()[0].reason, "replaced");
  EXPECT_FALSE(services().access().accessAdmin.listBlocks()[0].expiresAt.empty());
  services().access().accessAdmin.blockIp("10.0.0.0/8", "", std::nullopt);
  services().access().accessAdmin.blockIp("2001:db8::/32", "", std::nullopt);
  EXPECT_TRUE(services().access().accessAdmin.unblockIp("127.0.0.1"));
  expectOpen();
}

TEST_F(SiteAccess, AnExpiredBlockNoLongerBlocks) {
  services().access().accessAdmin.blockIp("127.0.0.0/8", "", std::chrono::seconds(60));
  EXPECT_EQ(status().at("blockReason"), "ip");
  execute("UPDATE ip_blocks SET expires_at = now() - interval '1 second'");
  expectOpen();
}

TEST_F(SiteAccess, BadBlockInputIsRefusedAndStoresNothing) {
  auto& admin = services().access().accessAdmin;
  for (const std::string& cidr : std::vector<std::string>{
           "", "300.1.1.1", "127.0.0.1/33", "2001:db8::/129", "127.0.0.1/", "127.0.0.1/-1", "127.0.0.1/8x", "localhost",
           "127.0.0.1'; DROP TABLE ip_blocks;--", "1.2.3.4 /8", std::string(100, '1'), "\xc3\x28"}) {
    EXPECT_EQ(keyOf([&] { admin.blockIp(cidr, "", std::nullopt); }), "invalid_parameter") << cidr;
  }
  EXPECT_EQ(keyOf([&] { admin.blockIp("127.0.0.1", std::string(201, 'r'), std::nullopt); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { admin.blockIp("127.0.0.1", "bad\xc3\x28", std::nullopt); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { admin.blockIp("127.0.0.1", "", std::chrono::seconds(0)); }), "invalid_parameter");
  for (const std::string duration : {"", "h", "0h", "-1h", "1w", "1.5h", "999999d", "1h "}) {
    EXPECT_EQ(keyOf([&] { panalo::services::AccessAdminService::parseDuration(duration); }), "invalid_parameter")
        << duration;
  }
  EXPECT_EQ(panalo::services::AccessAdminService::parseDuration("30m"), std::chrono::seconds(1800));
  EXPECT_EQ(panalo::services::AccessAdminService::parseDuration("2d"), std::chrono::seconds(172800));
  EXPECT_EQ(countRows("SELECT count(*) FROM ip_blocks"), 0);
  expectOpen();
}

TEST_F(SiteAccess, CountryRulesUseTheGeoIpTable) {
  importGeoIp("1.0.0.0,1.0.0.255,AU\n127.0.0.0,127.255.255.255,JP\n2001:db8::,2001:db8::ffff,NL\n");
  EXPECT_EQ(services().access().geoIp.lookup("127.0.0.1"), "JP");
  EXPECT_EQ(services().access().geoIp.lookup("2001:db8::1"), "NL");
  EXPECT_EQ(services().access().geoIp.lookup("1.0.1.0"), "");
  EXPECT_EQ(valueOf(get("/wps/system/permission")).at("location").at("countryCode"), "JP");

  services().access().accessAdmin.setCountryRule("jp", "deny");
  auto value = status();
  EXPECT_EQ(value.at("systemStatus"), 2);
  EXPECT_EQ(value.at("blockReason"), "region");
  expectBlockPageWorks();
  expectRefused("access_restricted");

  services().access().accessAdmin.setCountryRule("JP", "allow");
  expectOpen();
  EXPECT_TRUE(services().access().accessAdmin.removeCountryRule("JP"));
  EXPECT_FALSE(services().access().accessAdmin.removeCountryRule("JP"));
  expectOpen();
}

TEST_F(SiteAccess, AllowListedModeLetsOnlyListedCountriesIn) {
  importGeoIp("127.0.0.0,127.255.255.255,JP\n");
  services().access().accessAdmin.setCountryMode("allow_listed_only");
  EXPECT_EQ(status().at("blockReason"), "region");
  services().access().accessAdmin.setCountryRule("PH", "allow");
  EXPECT_EQ(status().at("blockReason"), "region") << "JP is not on the list";
  services().access().accessAdmin.setCountryRule("JP", "allow");
  expectOpen();
  // An unknown country is not on the list either.
  execute("DELETE FROM geoip_ranges");
  EXPECT_EQ(status().at("blockReason"), "region");
  services().access().accessAdmin.setCountryMode("deny_listed");
  expectOpen();
}

TEST_F(SiteAccess, BadCountryInputIsRefused) {
  auto& admin = services().access().accessAdmin;
  for (const std::string code : {"", "P", "PHL", "1A", "P'", "\xc3\x28"}) {
    EXPECT_EQ(keyOf([&] { admin.setCountryRule(code, "deny"); }), "invalid_parameter") << code;
  }
  EXPECT_EQ(keyOf([&] { admin.setCountryRule("PH", "block"); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { admin.setCountryMode("allow-listed"); }), "invalid_parameter");
  EXPECT_EQ(countRows("SELECT count(*) FROM country_rules"), 0);
  EXPECT_EQ(admin.countryMode(), "deny_listed");
}

TEST_F(SiteAccess, ABadGeoIpFileChangesNothing) {
  importGeoIp("127.0.0.0,127.255.255.255,JP\n");
  const std::vector<std::string> files = {
      "1.0.0.0,1.0.0.255,AU\nnot a line\n",
      "1.0.0.0,1.0.0.255\n",
      "1.0.0.0,1.0.0.255,AU,extra\n",
      "1.0.0.9,1.0.0.1,AU\n",
      "1.0.0.0,2001:db8::1,AU\n",
      "1.0.0.0,1.0.0.255,AUS\n",
      "1.0.0.0,1.0.0.255,A1\n",
      "1.0.0.0';DROP TABLE geoip_ranges;--,1.0.0.255,AU\n",
  };
  for (const auto& file : files) {
    std::istringstream in(file);
    EXPECT_EQ(keyOf([&] { services().access().geoIp.import(in); }), "invalid_parameter") << file;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM geoip_ranges"), 1);
  EXPECT_EQ(services().access().geoIp.lookup("127.0.0.1"), "JP");
  // Quotes and CRLF, as some exports write them, are fine; the import replaces the table.
  std::istringstream quoted("\"1.0.0.0\",\"1.0.0.255\",\"au\"\r\n\r\n");
  EXPECT_EQ(services().access().geoIp.import(quoted), 1u);
  EXPECT_EQ(services().access().geoIp.lookup("1.0.0.7"), "AU");
  EXPECT_EQ(services().access().geoIp.lookup("127.0.0.1"), "");
  EXPECT_EQ(keyOf([] { services().access().geoIp.lookup("not-an-ip"); }), "invalid_parameter");
}

TEST_F(SiteAccess, ALockedIpGetsInfoIpBlockUntilTheLockEndsOrIsLifted) {
  execute("INSERT INTO ip_locks (ip, locked_until, reason) VALUES ('127.0.0.1', now() + interval '1 hour', 'test')");
  const auto value = status();
  EXPECT_EQ(value.at("systemStatus"), 2);
  EXPECT_EQ(value.at("blockReason"), "ip_locked");
  expectBlockPageWorks();
  expectRefused("info_ip_block");

  EXPECT_EQ(services().access().accessAdmin.unlockIp("127.0.0.1"), 1);
  expectOpen();
  EXPECT_EQ(keyOf([] { services().access().accessAdmin.unlockIp("127.0.0.1'--"); }), "invalid_parameter");

  execute("INSERT INTO ip_locks (ip, locked_until, reason) VALUES ('127.0.0.1', now() - interval '1 second', 'old')");
  expectOpen();
}

TEST_F(SiteAccess, ALockOutranksABlockSoTheVisitorKnowsItWillPass) {
  services().access().accessAdmin.blockIp("127.0.0.0/8", "", std::nullopt);
  execute("INSERT INTO ip_locks (ip, locked_until, reason) VALUES ('127.0.0.1', now() + interval '1 hour', 'test')");
  EXPECT_EQ(status().at("blockReason"), "ip_locked");
  services().access().accessAdmin.unlockIp("127.0.0.1");
  EXPECT_EQ(status().at("blockReason"), "ip");
}

TEST_F(SiteAccess, MaintenanceStopsAccountCallsOnly) {
  createMember("maintuser", kPassword);
  const auto token = tokenOf(login("maintuser", kPassword));
  services().system().system.setSystemStatus(1);
  const auto value = status();
  EXPECT_EQ(value.at("systemStatus"), 1);
  EXPECT_EQ(value.at("blockReason"), "");
  const auto before = countRows("SELECT count(*) FROM members");
  for (const auto& [method, path] :
       std::vector<std::pair<std::string, std::string>>{{"POST", "/wps/session/login"},
                                                        {"POST", "/wps/session/login/freeplay"},
                                                        {"PUT", "/wps/member/register"},
                                                        {"PUT", "/wps/member/register/mobile"},
                                                        {"POST", "/wps/member/password"}}) {
    const auto result = sendRaw(method, path, "{}", token);
    EXPECT_EQ(result.status, 503) << path;
    EXPECT_EQ(codeOf(result), "system_maintenance") << path;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
  EXPECT_EQ(get("/wps/system/features").status, 200);
  EXPECT_EQ(get("/wps/member/info", token).status, 200) << "a signed-in member may keep browsing";
  services().system().system.setSystemStatus(0);
  EXPECT_EQ(login("maintuser", kPassword).status, 200);
}

TEST_F(SiteAccess, TheWholeSiteRegionRestrictedBlocksEveryone) {
  services().system().system.setSystemStatus(2);
  EXPECT_EQ(status().at("blockReason"), "region");
  expectRefused("access_restricted");
  services().system().system.setSystemStatus(0);
  expectOpen();
}

TEST_F(SiteAccess, TheCacheHoldsAVerdictForItsWindowOnly) {
  services().access().access.setCacheTtl(std::chrono::milliseconds(60000));
  EXPECT_EQ(get("/wps/system/features").status, 200);  // cached: open
  services().access().accessAdmin.blockIp("127.0.0.0/8", "", std::nullopt);
  EXPECT_EQ(get("/wps/system/features").status, 200) << "within the window the cached verdict stands";
  EXPECT_EQ(status().at("blockReason"), "ip") << "the status route always asks afresh";
  services().access().access.setCacheTtl(std::chrono::milliseconds(0));
  EXPECT_EQ(get("/wps/system/features").status, 403);
}

}  // namespace

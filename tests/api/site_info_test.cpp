// GET /wps/system/permission, /whitelabel, /domainRoute, /countries and
// /customerService, and the operator rules behind them, against the real
// server and PostgreSQL.
#include <regex>
#include <set>
#include <tuple>

#include "platform/core/domain_error.hpp"
#include "site_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::SiteFixture;
using json = nlohmann::json;

class SiteInfo : public SiteFixture {
 protected:
  void SetUp() override {
    openSite();
    execute("DELETE FROM customer_service_channels");
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

TEST_F(SiteInfo, CountriesPutThePhilippinesFirstAndAreWellFormed) {
  const auto result = get("/wps/system/countries");
  ASSERT_EQ(result.status, 200);
  const auto value = valueOf(result);
  EXPECT_EQ(value.at("defaultCountryCode"), "PH");
  const auto& list = value.at("list");
  ASSERT_GT(list.size(), 150u);
  EXPECT_EQ(list[0], (json{{"countryCode", "PH"}, {"countryDialingCode", "63"}, {"name", "Philippines"}}));
  std::map<std::string, std::string> dialing;
  for (const auto& country : list) {
    const auto code = country.at("countryCode").get<std::string>();
    EXPECT_TRUE(std::regex_match(code, std::regex("[A-Z]{2}"))) << code;
    EXPECT_TRUE(std::regex_match(country.at("countryDialingCode").get<std::string>(), std::regex("[1-9][0-9]{0,3}")));
    EXPECT_FALSE(country.at("name").get<std::string>().empty());
    EXPECT_TRUE(dialing.emplace(code, country.at("countryDialingCode")).second) << code << " listed twice";
  }
  // Every ASEAN member, and a few big markets, with their ITU codes.
  const std::map<std::string, std::string> expected = {
      {"BN", "673"}, {"KH", "855"}, {"ID", "62"}, {"LA", "856"}, {"MY", "60"}, {"MM", "95"},
      {"SG", "65"},  {"TH", "66"},  {"VN", "84"}, {"TL", "670"}, {"US", "1"},  {"IN", "91"},
      {"CN", "86"},  {"JP", "81"},  {"BR", "55"}, {"GB", "44"},  {"KR", "82"}, {"AE", "971"}};
  for (const auto& [code, digits] : expected) EXPECT_EQ(dialing[code], digits) << code;
}

TEST_F(SiteInfo, ADefaultCountryThatIsNotOfferedFallsBackToTheFirst) {
  services().site().siteInfo.replaceSetting("site.default_country", "SG");
  EXPECT_EQ(valueOf(get("/wps/system/countries")).at("defaultCountryCode"), "SG");
  execute("UPDATE countries SET enabled = false WHERE country_code = 'SG'");
  EXPECT_EQ(valueOf(get("/wps/system/countries")).at("defaultCountryCode"), "PH");
  execute("UPDATE countries SET enabled = true WHERE country_code = 'SG'");
  services().site().siteInfo.replaceSetting("site.default_country", "PH");
  EXPECT_EQ(keyOf([] { services().site().siteInfo.replaceSetting("site.default_country", "ph"); }),
            "invalid_parameter");
}

TEST_F(SiteInfo, CustomerServiceListsTheOperatorsChannelsInOrder) {
  EXPECT_EQ(valueOf(get("/wps/system/customerService")), (json{{"list", json::array()}}));
  auto& directory = services().site().customerService;
  directory.add("telegram", "Telegram", "https://t.me/panalo", 20);
  const auto chat = directory.add("livechat", "Live chat", "https://chat.panalo.example/", 10);
  directory.add("email", "E-mail", "mailto:help@panalo.example", 30);
  const auto list = valueOf(get("/wps/system/customerService")).at("list");
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0], (json{{"csType", "livechat"}, {"title", "Live chat"}, {"path", "https://chat.panalo.example/"}}));
  EXPECT_EQ(list[1].at("csType"), "telegram");
  EXPECT_TRUE(directory.remove(chat));
  EXPECT_FALSE(directory.remove(chat));
  EXPECT_EQ(valueOf(get("/wps/system/customerService")).at("list").size(), 2u);
}

TEST_F(SiteInfo, UnsafeOrMalformedChannelsAreRefused) {
  auto& directory = services().site().customerService;
  const std::vector<std::tuple<std::string, std::string, std::string>> cases = {
      {"livechat", "Chat", "javascript:alert(1)"},
      {"livechat", "Chat", "JavaScript:alert(1)"},
      {"livechat", "Chat", "//evil.example/"},
      {"livechat", "Chat", "data:text/html,hi"},
      {"livechat", "Chat", "https://ok.example/\n"},
      {"livechat", "Chat", ""},
      {"livechat", "Chat", "https://" + std::string(600, 'a')},
      {"LiveChat", "Chat", "https://ok.example/"},
      {"live chat", "Chat", "https://ok.example/"},
      {"x'; DROP TABLE members;--", "Chat", "https://ok.example/"},
      {"", "Chat", "https://ok.example/"},
      {"livechat", "", "https://ok.example/"},
      {"livechat", std::string(65, 'T'), "https://ok.example/"},
      {"livechat", "Bad\xc3\x28", "https://ok.example/"},
  };
  for (const auto& channel : cases) {
    const auto& [type, title, path] = channel;
    // A C++17 lambda cannot capture structured bindings (clang refuses them): it reads the tuple.
    EXPECT_EQ(keyOf([&] { std::apply([&](const auto&... fields) { directory.add(fields...); }, channel); }),
              "invalid_parameter")
        << type << ' ' << title << ' ' << path;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM customer_service_channels"), 0);
  // 64 characters of Tagalog-with-accents is fine: titles count characters, not bytes.
  std::string title;
  for (int i = 0; i < 64; ++i) title += "ñ";
  EXPECT_NO_THROW(directory.add("livechat", title, "/help"));
}

TEST_F(SiteInfo, WhitelabelMenuIsSortedAndChecked) {
  const auto menu = valueOf(get("/wps/system/whitelabel")).at("menu");
  ASSERT_GE(menu.size(), 5u);
  EXPECT_EQ(menu[0], (json{{"code", "home"}, {"title", "Home"}, {"path", "/"}, {"sort", 1}}));
  for (std::size_t i = 1; i < menu.size(); ++i) EXPECT_LE(menu[i - 1].at("sort"), menu[i].at("sort"));

  const json custom = json::array({{{"code", "b"}, {"title", "B"}, {"path", "/b"}, {"sort", 2}},
                                   {{"code", "a"}, {"title", "A"}, {"path", "https://a.example/"}, {"sort", 1}}});
  services().site().siteInfo.replaceSetting("site.whitelabel_menu", custom);
  const auto stored = valueOf(get("/wps/system/whitelabel")).at("menu");
  ASSERT_EQ(stored.size(), 2u);
  EXPECT_EQ(stored[0].at("code"), "a");

  const json evil = json::array({{{"code", "x"}, {"title", "X"}, {"path", "javascript:alert(1)"}, {"sort", 1}}});
  EXPECT_EQ(keyOf([&] { services().site().siteInfo.replaceSetting("site.whitelabel_menu", evil); }),
            "invalid_parameter");
  EXPECT_EQ(keyOf([&] { services().site().siteInfo.replaceSetting("site.whitelabel_menu", "menu"); }),
            "invalid_parameter");
  EXPECT_EQ(valueOf(get("/wps/system/whitelabel")).at("menu").size(), 2u) << "a refused setting changes nothing";
  // A value written around the check (by hand in SQL) is still filtered on the way out.
  services().system().settings.write("site.whitelabel_menu", evil);
  EXPECT_TRUE(valueOf(get("/wps/system/whitelabel")).at("menu").empty());
}

TEST_F(SiteInfo, DomainRouteComesFromSettings) {
  EXPECT_EQ(valueOf(get("/wps/system/domainRoute")),
            (json{{"mainDomain", "localhost"}, {"domains", json::array({"localhost"})}}));
  services().site().siteInfo.replaceSetting("site.main_domain", "panalo.example");
  services().site().siteInfo.replaceSetting("site.domains", json::array({"panalo.example", "m.panalo.example"}));
  EXPECT_EQ(valueOf(get("/wps/system/domainRoute")),
            (json{{"mainDomain", "panalo.example"}, {"domains", json::array({"panalo.example", "m.panalo.example"})}}));
  EXPECT_EQ(keyOf([] { services().site().siteInfo.replaceSetting("site.domains", json::array({"bad domain"})); }),
            "invalid_parameter");
  EXPECT_EQ(keyOf([] { services().site().siteInfo.replaceSetting("site.main_domain", 5); }), "invalid_parameter");
  services().site().siteInfo.replaceSetting("site.main_domain", "localhost");
  services().site().siteInfo.replaceSetting("site.domains", json::array({"localhost"}));
}

TEST_F(SiteInfo, PermissionHasEveryPartTheShellReads) {
  services().site().customerService.add("livechat", "Live chat", "https://chat.panalo.example/");
  services().site().siteInfo.replaceSetting(
      "site.resources", {{"social", json::array({{{"labelNameEn", "Facebook"}, {"url", "https://fb.example/p"}}})}});
  services().site().siteInfo.replaceSetting("site.image_cdns", json::array({"https://img.panalo.example/"}));
  const auto result = get("/wps/system/permission");
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = valueOf(result);
  for (const auto* key : {"customerService", "domainRoute", "resources", "whitelabel", "register", "mainDomain",
                          "analytics", "imageCDNs", "launchGameCDNs", "location", "maintenance", "regionRestriction"}) {
    EXPECT_TRUE(value.contains(key)) << key;
  }
  EXPECT_EQ(value.at("customerService").size(), 1u);
  EXPECT_EQ(value.at("domainRoute").at("mainDomain"), "localhost");
  EXPECT_EQ(value.at("mainDomain"), "localhost");
  EXPECT_EQ(value.at("resources").at("social")[0].at("labelNameEn"), "Facebook");
  EXPECT_EQ(value.at("whitelabel").at("menu").size(), valueOf(get("/wps/system/whitelabel")).at("menu").size());
  EXPECT_TRUE(value.at("register").at("fields").contains("username"));
  EXPECT_TRUE(value.at("analytics").is_object());
  EXPECT_EQ(value.at("imageCDNs"), json::array({"https://img.panalo.example/"}));
  EXPECT_EQ(value.at("launchGameCDNs"), json::array());
  EXPECT_EQ(value.at("location"), (json{{"ip", "127.0.0.1"}, {"countryCode", ""}}));
  EXPECT_FALSE(value.at("maintenance").get<bool>());
  EXPECT_FALSE(value.at("regionRestriction").get<bool>());

  EXPECT_EQ(keyOf([] {
              services().site().siteInfo.replaceSetting(
                  "site.resources", {{"social", json::array({{{"labelNameEn", "X"}, {"url", "javascript:x"}}})}});
            }),
            "invalid_parameter");
  EXPECT_EQ(keyOf([] {
              services().site().siteInfo.replaceSetting("site.analytics", {{"id", 5}});
            }),
            "invalid_parameter");
  EXPECT_EQ(valueOf(get("/wps/system/permission")).at("resources").at("social")[0].at("url"), "https://fb.example/p");
}

TEST_F(SiteInfo, PermissionShowsMaintenanceAndTheVisitorsCountry) {
  services().system().system.setSystemStatus(1);
  std::istringstream csv("127.0.0.0,127.255.255.255,PH\n");
  services().access().geoIp.import(csv);
  const auto value = valueOf(get("/wps/system/permission"));
  EXPECT_TRUE(value.at("maintenance").get<bool>());
  EXPECT_EQ(value.at("location").at("countryCode"), "PH");
}

}  // namespace

// The per-domain JSON mapping files: typed service values in, the keys, types
// and nulls api/openapi.yaml describes out (the API tests check the same bodies
// end to end against a real database).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "domains/access/access_json.hpp"
#include "domains/accounts/member_json.hpp"
#include "domains/site/site_json.hpp"
#include "domains/system/system_json.hpp"

namespace {

using nlohmann::json;
namespace services = panalo::services;
namespace routes = panalo::routes;

TEST(MemberJson, MemberInfoHasTheSpecKeys) {
  const services::MemberInfo info{"juan", 42, "Juan", 1, true, {true, "Gold", 3}};
  EXPECT_EQ(routes::memberInfoJson(info), json({{"account", "juan"},
                                                {"id", 42},
                                                {"nickname", "Juan"},
                                                {"type", 1},
                                                {"passwordSet", true},
                                                {"hasVip", true},
                                                {"vipLabelName", "Gold"},
                                                {"vipRankLevel", 3}}));
}

TEST(MemberJson, RegistrationSettingsFlagsOverrideStoredMembers) {
  services::PublicRegistrationSettings settings;
  settings.rules = {{"username", {{"minLength", 6}}},
                    {"smsVerification", true},
                    {"extra", nullptr},
                    {"siteWords", {"stored.example"}}};
  settings.smsVerification = false;
  settings.mobilePassword = true;
  settings.siteWords = {"panalo.example"};
  EXPECT_EQ(routes::registrationSettingsJson(settings), json({{"username", {{"minLength", 6}}},
                                                              {"smsVerification", false},
                                                              {"mobilePassword", true},
                                                              {"extra", nullptr},
                                                              {"siteWords", {"panalo.example"}}}));
}

TEST(SiteJson, EmptyPermissionKeepsEveryKey) {
  services::SitePermission permission;
  permission.ip = "203.0.113.9";
  const auto body = routes::permissionJson(permission);
  EXPECT_EQ(body.at("customerService"), json::array());
  EXPECT_EQ(body.at("domainRoute"), json({{"mainDomain", ""}, {"domains", json::array()}}));
  EXPECT_EQ(body.at("resources"), json::object());
  EXPECT_EQ(body.at("whitelabel"), json({{"menu", json::array()}}));
  EXPECT_EQ(body.at("register"),
            json({{"smsVerification", false}, {"mobilePassword", false}, {"siteWords", json::array()}}));
  EXPECT_EQ(body.at("mainDomain"), "");
  EXPECT_EQ(body.at("analytics"), json::object());
  EXPECT_EQ(body.at("imageCDNs"), json::array());
  EXPECT_EQ(body.at("launchGameCDNs"), json::array());
  EXPECT_EQ(body.at("location"), json({{"ip", "203.0.113.9"}, {"countryCode", ""}}));
  EXPECT_EQ(body.at("maintenance"), false);
  EXPECT_EQ(body.at("regionRestriction"), false);
  EXPECT_EQ(body.size(), 12u);
}

TEST(SiteJson, PermissionMapsResourcesMenuAndCountries) {
  services::SitePermission permission;
  permission.resources["help"] = {{"FAQ", "/faq"}};
  permission.resources["empty"] = {};
  permission.analytics["ga"] = "G-1";
  permission.whitelabel.menu = {{"home", "Home", "/", -1}};
  permission.domainRoute = {"example.com", {"a.example.com"}};
  const auto body = routes::permissionJson(permission);
  EXPECT_EQ(body.at("resources"),
            json({{"help", json::array({{{"labelNameEn", "FAQ"}, {"url", "/faq"}}})}, {"empty", json::array()}}));
  EXPECT_EQ(body.at("analytics"), json({{"ga", "G-1"}}));
  EXPECT_EQ(body.at("whitelabel").at("menu").at(0),
            json({{"code", "home"}, {"title", "Home"}, {"path", "/"}, {"sort", -1}}));
  EXPECT_EQ(body.at("mainDomain"), "example.com");
  EXPECT_EQ(body.at("domainRoute").at("domains"), json::array({"a.example.com"}));

  services::CountryList countries;
  countries.list.push_back({"PH", "63", "Philippines"});
  countries.defaultCountryCode = "PH";
  EXPECT_EQ(
      routes::countryListJson(countries),
      json({{"list", json::array({{{"countryCode", "PH"}, {"countryDialingCode", "63"}, {"name", "Philippines"}}})},
            {"defaultCountryCode", "PH"}}));
}

TEST(AccessJson, StatusNamesTheBlockReason) {
  services::AccessVerdict verdict;
  verdict.reason = services::BlockReason::IpLocked;
  EXPECT_EQ(
      routes::systemStatusJson(verdict, "198.51.100.1"),
      json({{"systemStatus", 2}, {"ip", "198.51.100.1"}, {"customerServiceUrl", ""}, {"blockReason", "ip_locked"}}));
}

TEST(SystemJson, FeaturesAreAnObjectOfFlags) {
  EXPECT_EQ(routes::featuresJson({}), json::object());
  EXPECT_EQ(routes::featuresJson({{"A", true}, {"B", false}}), json({{"A", true}, {"B", false}}));
}

}  // namespace

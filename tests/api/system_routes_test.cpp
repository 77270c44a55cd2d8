// GET /wps/system/status, /languages and /features against the real server and
// a real PostgreSQL.
#include <nlohmann/json.hpp>

#include "api_server_fixture.hpp"
#include "panalo/validation/registration_settings.hpp"
#include "platform/core/domain_error.hpp"

namespace {

using nlohmann::json;
using panalo::testing::ApiServerFixture;

class SystemRoutes : public ApiServerFixture {
 protected:
  void TearDown() override { services().system().system.setSystemStatus(0); }
};

TEST_F(SystemRoutes, StatusIsNormalWithTheVisitorIp) {
  const auto response = get("/wps/system/status");
  ASSERT_EQ(response.status, 200);
  const auto body = json::parse(response.body);
  EXPECT_EQ(body.at("success"), true);
  EXPECT_EQ(body.at("value").at("systemStatus"), 0);
  EXPECT_EQ(body.at("value").at("ip"), "127.0.0.1");
  EXPECT_EQ(body.at("value").at("customerServiceUrl"), "");
  EXPECT_EQ(response.headers.at("content-type"), "application/json");
  EXPECT_EQ(response.headers.at("x-request-id").size(), 32u);
}

TEST_F(SystemRoutes, StatusFollowsTheDatabase) {
  services().system().system.setSystemStatus(1);
  EXPECT_EQ(json::parse(get("/wps/system/status").body).at("value").at("systemStatus"), 1);
  services().system().system.setSystemStatus(2);
  EXPECT_EQ(json::parse(get("/wps/system/status").body).at("value").at("systemStatus"), 2);
}

TEST_F(SystemRoutes, StatusIgnoresForwardedForWithoutATrustedProxy) {
  const auto response = get("/wps/system/status", {{"X-Forwarded-For", "198.51.100.4"}});
  EXPECT_EQ(json::parse(response.body).at("value").at("ip"), "127.0.0.1");
}

TEST_F(SystemRoutes, CustomerServiceUrlComesFromSettings) {
  services().system().settings.write("site.customer_service_url", "mailto:help@panalo.example");
  EXPECT_EQ(json::parse(get("/wps/system/status").body).at("value").at("customerServiceUrl"),
            "mailto:help@panalo.example");
  services().system().settings.write("site.customer_service_url", 5);  // not a link: shown as none
  EXPECT_EQ(json::parse(get("/wps/system/status").body).at("value").at("customerServiceUrl"), "");
  services().system().settings.write("site.customer_service_url", "");
}

TEST_F(SystemRoutes, InvalidStatusIsRefusedAndChangesNothing) {
  EXPECT_THROW(services().system().system.setSystemStatus(7), panalo::DomainError);
  EXPECT_EQ(json::parse(get("/wps/system/status").body).at("value").at("systemStatus"), 0);
}

TEST_F(SystemRoutes, LanguagesDefaultToOnePageOf42WithTagalogFirst) {
  const auto body = json::parse(get("/wps/system/languages").body);
  const auto& value = body.at("value");
  EXPECT_EQ(value.at("defaultLanguage"), "TY");
  EXPECT_EQ(value.at("pageNo"), 1);
  EXPECT_EQ(value.at("pageSize"), 42);
  EXPECT_EQ(value.at("total"), 40);
  EXPECT_EQ(value.at("totalPages"), 1);
  ASSERT_EQ(value.at("list").size(), 40u);
  EXPECT_EQ(value.at("list")[0].at("code"), "TY");
  EXPECT_EQ(value.at("list")[0].at("htmlLang"), "fil");
  EXPECT_EQ(value.at("list")[1].at("code"), "EN");
  EXPECT_EQ(value.at("list")[2].at("nativeName"), "Português");
}

TEST_F(SystemRoutes, LanguagesPageThroughTheSharedPagingRules) {
  auto value = json::parse(get("/wps/system/languages?pageNo=4&pageSize=12").body).at("value");
  EXPECT_EQ(value.at("totalPages"), 4);
  EXPECT_EQ(value.at("list").size(), 4u);
  value = json::parse(get("/wps/system/languages?pageNo=9&pageSize=12").body).at("value");
  EXPECT_TRUE(value.at("list").empty());
  value = json::parse(get("/wps/system/languages?pageNo=-3&pageSize=100000").body).at("value");
  EXPECT_EQ(value.at("pageNo"), 1);
  EXPECT_EQ(value.at("pageSize"), 200);
}

TEST_F(SystemRoutes, BadPagingParametersGiveAClearError) {
  for (const char* query : {"pageNo=abc", "pageSize=1e3", "pageNo=%27%3B%20DROP%20TABLE%20languages%3B--",
                            "pageNo=99999999999999999999999"}) {
    const auto response = get(std::string("/wps/system/languages?") + query);
    EXPECT_EQ(response.status, 400) << query;
    EXPECT_EQ(json::parse(response.body).at("code"), "invalid_parameter") << query;
  }
  EXPECT_EQ(json::parse(get("/wps/system/languages").body).at("value").at("total"), 40);
}

TEST_F(SystemRoutes, FeaturesListTheSpecFlags) {
  const auto value = json::parse(get("/wps/system/features").body).at("value");
  for (const char* code : {"MOBILENUMREG3", "REGMOBVERF3", "MOBILENUMPASSREG3", "FREEPLAY3", "PWDEXPFORCECHANGE3",
                           "MOBILEVERCODELOGIN3"}) {
    EXPECT_TRUE(value.contains(code)) << code;
  }
  services().system().system.setFeatureFlag("MOBILEVERCODELOGIN3", true);
  EXPECT_EQ(json::parse(get("/wps/system/features").body).at("value").at("MOBILEVERCODELOGIN3"), true);
  services().system().system.setFeatureFlag("MOBILEVERCODELOGIN3", false);
  EXPECT_THROW(services().system().system.setFeatureFlag("NOPE", true), panalo::DomainError);
}

}  // namespace

namespace {

using RegisterSettings = SystemRoutes;

TEST_F(RegisterSettings, ServesTheRulesWithTheSmsFlag) {
  auto value = json::parse(get("/wps/system/setting/register").body).at("value");
  EXPECT_EQ(value.at("smsVerification"), false);
  EXPECT_EQ(value.at("fields").at("username").at("minLength"), 6);
  EXPECT_EQ(value.at("minimumAge"), 18);
  services().system().system.setFeatureFlag("REGMOBVERF3", true);
  value = json::parse(get("/wps/system/setting/register").body).at("value");
  EXPECT_EQ(value.at("smsVerification"), true);
  services().system().system.setFeatureFlag("REGMOBVERF3", false);
  EXPECT_TRUE(panalo::validation::parseRegistrationSettings(value).ok()) << "served rules parse on the client";
}

TEST_F(RegisterSettings, RefusesABadPatternAndKeepsTheOldRules) {
  const auto before = get("/wps/system/setting/register").body;
  EXPECT_THROW(services().accounts().registrationSettings.replace(
                   json::parse(R"json({"fields":{"username":{"acceptedPattern":"(?=lookahead)"}}})json")),
               panalo::DomainError);
  EXPECT_THROW(services().accounts().registrationSettings.replace(json::parse(R"({"minimumAge":30})")),
               panalo::DomainError);
  EXPECT_EQ(get("/wps/system/setting/register").body, before);
}

TEST_F(RegisterSettings, ReplacedRulesAreServedAndUsedByTheServer) {
  const auto original = services().system().settings.read("registration.settings").value();
  services().accounts().registrationSettings.replace(
      json::parse(R"({"fields":{"username":{"minLength":4}},"minimumAge":21})"));
  const auto value = json::parse(get("/wps/system/setting/register").body).at("value");
  EXPECT_EQ(value.at("minimumAge"), 21);
  EXPECT_EQ(services().accounts().registrationSettings.settings().minimumAge, 21u);
  services().accounts().registrationSettings.replace(original);
}

}  // namespace

// POST /wps/session/login/freeplay and what a trial account may do, against the
// real server and PostgreSQL.
#include <regex>

#include "platform/core/domain_error.hpp"
#include "site_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::SiteFixture;
using json = nlohmann::json;

class SiteFreePlay : public SiteFixture {
 protected:
  void SetUp() override {
    openSite();
    execute("DELETE FROM freeplay_starts");
    services().system().system.setFeatureFlag("FREEPLAY3", true);
  }
};

TEST_F(SiteFreePlay, StartsATrialSessionWithAGuestName) {
  const auto result = freePlay(R"({"os":"Linux","platform":"WEB","encryption":"","gatewayVersion":"1"})");
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = valueOf(result);
  EXPECT_TRUE(value.at("isTrial").get<bool>());
  EXPECT_FALSE(value.at("isAgent").get<bool>());
  EXPECT_TRUE(value.at("firstTimeLogin").get<bool>());
  EXPECT_TRUE(std::regex_match(value.at("nickname").get<std::string>(), std::regex("Guest [1-9][0-9]{3}")))
      << value.at("nickname");
  EXPECT_TRUE(std::regex_match(value.at("account").get<std::string>(), std::regex("trial_[0-9a-f]{16}")));

  const auto info = get("/wps/member/info", value.at("token").get<std::string>());
  ASSERT_EQ(info.status, 200);
  EXPECT_EQ(valueOf(info).at("type"), 4);
  EXPECT_EQ(valueOf(info).at("id"), value.at("customerId"));
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE id = " + std::to_string(value.at("customerId").get<long>()) +
                      " AND type_code = 4 AND password_hash LIKE '!%' AND registered_ip = '127.0.0.1'"),
            1);
}

TEST_F(SiteFreePlay, AnEmptyBodyIsFine) { EXPECT_EQ(freePlay("").status, 200); }

TEST_F(SiteFreePlay, NoPasswordOpensATrialAccount) {
  const auto value = valueOf(freePlay());
  const auto account = value.at("account").get<std::string>();
  pqxx::connection connection(database_->url());
  pqxx::read_transaction tx(connection);
  const auto hash =
      tx.exec_params1("SELECT password_hash FROM members WHERE account = $1", account)[0].as<std::string>();
  // The first try is judged on the password alone; after it the login guard
  // asks for a captcha, so later tries are refused either way.
  EXPECT_EQ(codeOf(login(account, hash)), "login_failed");
  for (const std::string& guess : {hash, std::string(""), std::string("!"), hash.substr(1), std::string("password")}) {
    const auto result = login(account, guess);
    EXPECT_NE(result.status, 200) << guess;
  }
}

TEST_F(SiteFreePlay, TrialAccountsCannotReadConsolidatedFunds) {
  const auto token = tokenOf(freePlay());
  const auto result = get("/wps/member/info/funds/consolidated", token);
  EXPECT_EQ(result.status, 403);
  EXPECT_EQ(codeOf(result), "in_need_true_account");
}

TEST_F(SiteFreePlay, FlagOffIsFunctionNotEnabledAndMakesNoAccount) {
  services().system().system.setFeatureFlag("FREEPLAY3", false);
  const auto before = countRows("SELECT count(*) FROM members");
  const auto result = freePlay();
  EXPECT_EQ(result.status, 403);
  EXPECT_EQ(codeOf(result), "function_not_enabled");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
}

TEST_F(SiteFreePlay, TenPerIpPerHourThenTooManyRequests) {
  for (int i = 0; i < 10; ++i) ASSERT_EQ(freePlay().status, 200) << i;
  const auto before = countRows("SELECT count(*) FROM members");
  const auto refused = freePlay();
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(codeOf(refused), "too_many_requests");
  const auto retry = json::parse(refused.body).at("data").at("retryAfterSeconds").get<long>();
  EXPECT_GE(retry, 1);
  EXPECT_LE(retry, 3600);
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
  // Counted in PostgreSQL, so every instance sees the same number.
  EXPECT_EQ(countRows("SELECT sum(count) FROM freeplay_starts WHERE ip = '127.0.0.1'"), 11);
}

TEST_F(SiteFreePlay, BadBodiesAreRefusedAndChangeNothing) {
  const auto before = countRows("SELECT count(*) FROM members");
  struct Case {
    std::string body;
    std::string code;
  };
  const std::vector<Case> cases = {
      {"not json", "invalid_request"},
      {"[1,2]", "invalid_request"},
      {"\"text\"", "invalid_request"},
      {R"({"os":5})", "invalid_parameter"},
      {R"({"platform":true})", "invalid_parameter"},
      {R"({"gatewayVersion":{"a":1}})", "invalid_parameter"},
      {R"({"encryption":")" + std::string(65, 'x') + "\"}", "invalid_parameter"},
      {"{\"os\":\"Bad\xc3\x28\"}", "invalid_request"},
  };
  for (const auto& c : cases) {
    const auto result = freePlay(c.body);
    EXPECT_EQ(result.status, 400) << c.body;
    EXPECT_EQ(codeOf(result), c.code) << c.body;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
  EXPECT_EQ(countRows("SELECT count(*) FROM freeplay_starts"), 0) << "refused bodies do not count toward the limit";
}

TEST_F(SiteFreePlay, SqlInTheInformationalFieldsIsJustText) {
  const auto result = freePlay(R"({"os":"x'); DROP TABLE members; --","platform":"' OR 1=1 --"})");
  EXPECT_EQ(result.status, 200);
  EXPECT_GE(countRows("SELECT count(*) FROM members"), 1);
}

TEST_F(SiteFreePlay, MaintenanceStopsFreePlay) {
  services().system().system.setSystemStatus(1);
  const auto before = countRows("SELECT count(*) FROM members");
  const auto result = freePlay();
  EXPECT_EQ(result.status, 503);
  EXPECT_EQ(codeOf(result), "system_maintenance");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
  services().system().system.setSystemStatus(0);
}

}  // namespace

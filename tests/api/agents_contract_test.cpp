// Agent contracts against the real server and PostgreSQL (issue 16; spec
// sections 3 and 4): an agent offers its own sub-agent a contract no richer
// than its own; the sub-agent accepts or rejects; accepting a lower-rate
// contract ends the holder's richer downline contracts (undercut); either
// party asks to terminate and the other decides; bad bodies change nothing.
#include "agents_fixture.hpp"

namespace {

using panalo::testing::AgentsFixture;
using panalo::testing::HttpResult;
using json = nlohmann::json;

class AgentsContracts : public AgentsFixture {
 protected:
  static HttpResult offer(const std::string& token, const json& body) {
    return post("/wps/agent/contracts", body, token);
  }
  static HttpResult process(const std::string& token, std::int64_t id, const std::string& action) {
    return post("/wps/agent/contracts/process", {{"contractId", id}, {"action", action}}, token);
  }
  static json dividendOffer(const std::string& account, const std::string& rate) {
    return {{"account", account},
            {"kind", "dividend"},
            {"period", "weekly"},
            {"tiers",
             json::array({{{"rate", rate}, {"minActiveMembers", 0}, {"minValidBet", "0"}, {"minProfitLoss", "0"}}})}};
  }
  static std::int64_t contractCount() { return countRows("SELECT count(*) FROM agent_contracts"); }
};

TEST_F(AgentsContracts, OfferAcceptUndercutAndTerminate) {
  const auto top = newAgent();
  const auto middle = newAgent();
  const auto bottom = newAgent();
  linkUpline(middle.id, top.id);
  linkUpline(bottom.id, middle.id);
  grant(top.account, "dividend", "weekly", {{"30.00", 0, "0", "0"}});

  // Top offers middle 20%: pending until middle answers.
  auto result = offer(top.token, dividendOffer(middle.account, "20.00"));
  ASSERT_EQ(result.status, 200) << result.body;
  auto value = valueOf(result);
  const auto first = value.at("id").get<std::int64_t>();
  EXPECT_EQ(value.at("status"), "pending");
  EXPECT_EQ(value.at("role"), "grantor");
  EXPECT_EQ(value.at("tiers")[0].at("rate"), "20.00");
  value = valueOf(get("/wps/agent/contracts", middle.token));
  ASSERT_EQ(value.at("held").size(), 1U);
  EXPECT_EQ(value.at("held")[0].at("role"), "holder");
  EXPECT_EQ(value.at("held")[0].at("grantor"), top.account);
  EXPECT_EQ(value.at("features").at("divtypereq"), 1);
  // Only the holder answers an offer.
  EXPECT_EQ(process(top.token, first, "accept").status, 404);
  result = process(middle.token, first, "accept");
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("status"), "active");
  EXPECT_EQ(process(middle.token, first, "accept").status, 409);

  // Middle shares 15% with bottom; bottom accepts.
  result = offer(middle.token, dividendOffer(bottom.account, "15.00"));
  ASSERT_EQ(result.status, 200) << result.body;
  const auto second = valueOf(result).at("id").get<std::int64_t>();
  ASSERT_EQ(process(bottom.token, second, "accept").status, 200);

  // Top lowers middle to 10%: once middle accepts, bottom's 15% ends (undercut).
  result = offer(top.token, dividendOffer(middle.account, "10.00"));
  ASSERT_EQ(result.status, 200) << result.body;
  const auto third = valueOf(result).at("id").get<std::int64_t>();
  EXPECT_EQ(valueOf(get("/wps/agent/contracts", bottom.token)).at("held")[0].at("status"), "active")
      << "an offer alone changes nothing";
  ASSERT_EQ(process(middle.token, third, "accept").status, 200);
  value = valueOf(get("/wps/agent/contracts", bottom.token));
  EXPECT_EQ(value.at("held")[0].at("status"), "terminated");
  EXPECT_EQ(value.at("held")[0].at("endReason"), "undercut");
  value = valueOf(get("/wps/agent/contracts", middle.token));
  std::map<std::int64_t, json> held;
  for (const auto& c : value.at("held")) held[c.at("id").get<std::int64_t>()] = c;
  EXPECT_EQ(held.at(first).at("endReason"), "replaced");
  EXPECT_EQ(held.at(third).at("status"), "active");

  // Termination: middle asks, top decides (middle cannot answer its own request).
  result = process(middle.token, third, "terminate");
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("termination").at("byMe"), true);
  EXPECT_EQ(process(middle.token, third, "terminate").status, 409) << "one open request at a time";
  EXPECT_EQ(process(middle.token, third, "acceptTermination").status, 409);
  value = valueOf(get("/wps/agent/contracts", top.token));
  EXPECT_EQ(value.at("granted")[0].at("termination").at("byMe"), false);
  result = process(top.token, third, "rejectTermination");
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("status"), "active");
  ASSERT_EQ(process(top.token, third, "terminate").status, 200);
  result = process(middle.token, third, "acceptTermination");
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("status"), "terminated");
  EXPECT_EQ(valueOf(result).at("endReason"), "terminated");

  // A stranger agent learns nothing of these contracts.
  const auto stranger = newAgent();
  EXPECT_EQ(process(stranger.token, third, "terminate").status, 404);
  EXPECT_EQ(valueOf(get("/wps/agent/contracts", stranger.token)).at("held").size(), 0U);
}

TEST_F(AgentsContracts, OffersAreBoundedByTheAgentsOwnContractAndFeatures) {
  const auto top = newAgent();
  const auto sub = newAgent();
  linkUpline(sub.id, top.id);
  const auto member = newDownline(top.id);
  const auto deep = newDownline(sub.id, 1);

  auto result = offer(top.token, dividendOffer(sub.account, "5.00"));
  EXPECT_EQ(result.status, 400) << result.body;
  EXPECT_EQ(codeOf(result), "contract_needs_own");
  grant(top.account, "dividend", "weekly", {{"10.00", 0, "0", "0"}, {"20.00", 5, "1000.00", "0"}});
  grant(top.account, "realtime", "realtime", {}, "0.50", "1.00", "10.00");
  const auto before = contractCount();
  struct Case {
    json body;
    int status;
    std::string code;
  };
  auto rising = dividendOffer(sub.account, "5.00");
  rising["tiers"].push_back({{"rate", "4.00"}});
  auto tooMany = dividendOffer(sub.account, "1.00");
  for (int i = 2; i <= 11; ++i) tooMany["tiers"].push_back({{"rate", std::to_string(i) + ".00"}});
  auto badPeriod = dividendOffer(sub.account, "5.00");
  badPeriod["period"] = "hourly";
  auto badMoney = dividendOffer(sub.account, "5.00");
  badMoney["tiers"][0]["minValidBet"] = "1.005";
  auto badActive = dividendOffer(sub.account, "5.00");
  badActive["tiers"][0]["minActiveMembers"] = "five";
  const std::vector<Case> cases{
      {dividendOffer(sub.account, "25.00"), 400, "contract_rate_above_own"},
      {dividendOffer(sub.account, "abc"), 400, "invalid_parameter"},
      {dividendOffer(sub.account, "100.01"), 400, "invalid_parameter"},
      {dividendOffer(sub.account, "0"), 400, "invalid_parameter"},
      {rising, 400, "invalid_parameter"},
      {tooMany, 400, "invalid_parameter"},
      {badPeriod, 400, "invalid_parameter"},
      {badMoney, 400, "amount_too_many_decimals"},
      {badActive, 400, "invalid_parameter"},
      {{{"account", sub.account}, {"kind", "bonus"}}, 400, "invalid_parameter"},
      {{{"account", sub.account}, {"kind", "realtime"}, {"winRate", "0.60"}, {"lossRate", "0.50"}},
       400,
       "contract_rate_above_own"},
      {{{"account", sub.account}, {"kind", "dividend"}, {"tiers", "many"}}, 400, "invalid_parameter"},
      {dividendOffer(accountOf(member), "5.00"), 404, "not_found"},
      {dividendOffer(accountOf(deep), "5.00"), 404, "not_found"},
      {dividendOffer("x' OR '1'='1", "5.00"), 404, "not_found"},
  };
  for (const auto& c : cases) {
    result = offer(top.token, c.body);
    EXPECT_EQ(result.status, c.status) << c.body.dump() << ' ' << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.body.dump();
  }
  EXPECT_EQ(contractCount(), before) << "no refused offer left a row";

  // The operator switches a kind off: offers of it are refused.
  services().agents().contracts.setFeatures(top.account, {1, 0, 1, 1});
  result = offer(top.token, dividendOffer(sub.account, "5.00"));
  EXPECT_EQ(codeOf(result), "contract_feature_off");
  services().agents().contracts.setFeatures(top.account, {1, 1, 1, 1});
  result = offer(top.token, dividendOffer(sub.account, "20.00"));
  EXPECT_EQ(result.status, 200) << "the top tier's rate is the ceiling: " << result.body;
  result =
      offer(top.token, {{"account", sub.account}, {"kind", "realtime"}, {"winRate", "0.50"}, {"lossRate", "1.00"}});
  EXPECT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("singleBet"), "0.00");

  for (const auto& body : {json{{"contractId", "1"}, {"action", "accept"}}, json{{"action", "accept"}},
                           json{{"contractId", 1}, {"action", "approve"}}}) {
    result = post("/wps/agent/contracts/process", body, sub.token);
    EXPECT_EQ(result.status, 400) << body.dump() << ' ' << result.body;
  }
}

}  // namespace

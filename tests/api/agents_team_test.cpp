// The agent center's team pages against the real server and PostgreSQL (issue
// 16): only agents get in; an agent sees its whole downline tree and nothing
// else (another team's member, report or account answers 404 and changes
// nothing); downline accounts are opened through a sealed body with the
// shared form's verdict; disabling an account ends its sessions; the overview
// adds up the team's bets, deposits and withdrawals; bad filters are refused.
#include "agents_fixture.hpp"

namespace {

using panalo::testing::AgentsFixture;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using json = nlohmann::json;

class AgentsTeam : public AgentsFixture {
 protected:
  static HttpResult openDownline(const std::string& token, const json& payload) {
    return sendSealed("POST", "/wps/agent/team/register", payload, token);
  }
  static json downlinePayload(const std::string& username, const std::string& type = "member") {
    return {{"username", username},
            {"password", "Zq8!uW3e-agent"},
            {"confirmPassword", "Zq8!uW3e-agent"},
            {"accountType", type}};
  }
  static const std::vector<std::string>& readRoutes() {
    static const std::vector<std::string> routes{
        "/wps/agent/team/overview",     "/wps/agent/team/members", "/wps/agent/team/bets", "/wps/agent/team/profit",
        "/wps/agent/team/transactions", "/wps/agent/commissions",  "/wps/agent/contracts"};
    return routes;
  }
};

TEST_F(AgentsTeam, OnlyAgentsGetIn) {
  const auto member = newPlayer();
  const auto trial = newPlayer("", 4);
  for (const auto& path : readRoutes()) {
    for (const auto& token : {member.token, trial.token}) {
      const auto result = get(path, token);
      EXPECT_EQ(result.status, 403) << path << ' ' << result.body;
      EXPECT_EQ(codeOf(result), "not_an_agent") << path;
    }
    EXPECT_EQ(sendRaw("GET", path, "").status, 401) << path;
  }
  const auto before = countRows("SELECT count(*) FROM members");
  const auto result = openDownline(member.token, downlinePayload("notmine01"));
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
}

TEST_F(AgentsTeam, AnAgentOpensDownlineAccountsThroughASealedForm) {
  const auto agent = newAgent();
  auto result = openDownline(agent.token, downlinePayload("Downline01"));
  ASSERT_EQ(result.status, 200) << result.body;
  auto value = valueOf(result);
  EXPECT_EQ(value.at("account"), "Downline01");
  EXPECT_EQ(value.at("accountType"), "member");
  EXPECT_EQ(value.at("level"), 1);
  EXPECT_EQ(value.at("upline"), agent.account);
  EXPECT_EQ(value.at("status"), "active");
  EXPECT_EQ(value.at("balance"), "0.00");
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE account = 'Downline01' AND must_change_password "
                      "AND upline_id = " +
                      std::to_string(agent.id)),
            1)
      << "the player chooses their own password at first login";
  // The player logs in with what the agent chose (and is asked to change it).
  const auto login = WalletFixture::login("Downline01", "Zq8!uW3e-agent");
  ASSERT_EQ(login.status, 200) << login.body;
  EXPECT_EQ(json::parse(login.body).at("value").at("defaultPassword"), true);

  result = openDownline(agent.token, downlinePayload("SubAgent01", "agent"));
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("accountType"), "agent");

  // The shared form's verdicts, account taken, and an unsealed body: nothing is written.
  const auto before = countRows("SELECT count(*) FROM members");
  auto bad = downlinePayload("Downline02");
  bad["confirmPassword"] = "different-Zq8!";
  struct Case {
    json payload;
    int status;
    std::string code;
  };
  auto nickname = downlinePayload("Downline03");
  nickname["nickname"] = std::string(33, 'n');
  auto sqlish = downlinePayload("a';--x1b");
  auto type = downlinePayload("Downline04", "boss");
  auto wrongType = downlinePayload("Downline05");
  wrongType["password"] = 12345678;
  const std::vector<Case> cases{
      {json::object(), 400, "input_cannot_be_empty"},
      {bad, 400, "incorrect_confirmation"},
      {nickname, 400, "field_length_range"},
      {sqlish, 400, "account_format_incorrect"},
      {type, 400, "invalid_parameter"},
      {wrongType, 400, "invalid_parameter"},
      {downlinePayload("downline01"), 409, "account_exists"},
  };
  for (const auto& c : cases) {
    result = openDownline(agent.token, c.payload);
    EXPECT_EQ(result.status, c.status) << c.payload.dump() << ' ' << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.payload.dump();
  }
  result = sendRaw("POST", "/wps/agent/team/register", downlinePayload("Downline06").dump(), agent.token);
  EXPECT_EQ(result.status, 400) << result.body;
  EXPECT_EQ(codeOf(result), "sealed_body_required");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
}

TEST_F(AgentsTeam, TheTeamIsTheWholeTreeAndNothingElse) {
  const auto agent = newAgent();
  const auto sub = newDownline(agent.id, 1);
  const auto direct = newDownline(agent.id);
  const auto deep = newDownline(sub);
  const auto other = newAgent();
  const auto stranger = newDownline(other.id);

  auto result = get("/wps/agent/team/members", agent.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto value = valueOf(result);
  EXPECT_EQ(value.at("total"), 3);
  std::map<std::string, json> byAccount;
  for (const auto& entry : value.at("list")) byAccount[entry.at("account")] = entry;
  EXPECT_EQ(byAccount.at(accountOf(sub)).at("accountType"), "agent");
  EXPECT_EQ(byAccount.at(accountOf(direct)).at("level"), 1);
  EXPECT_EQ(byAccount.at(accountOf(deep)).at("level"), 2);
  EXPECT_EQ(byAccount.at(accountOf(deep)).at("upline"), accountOf(sub));
  EXPECT_EQ(byAccount.count(accountOf(stranger)), 0U);

  // Filters and paging.
  value = valueOf(get("/wps/agent/team/members?accountType=agent", agent.token));
  EXPECT_EQ(value.at("total"), 1);
  value = valueOf(get("/wps/agent/team/members?pageSize=2&pageNo=2", agent.token));
  EXPECT_EQ(value.at("list").size(), 1U);
  EXPECT_EQ(value.at("totalPages"), 2);
  value = valueOf(get("/wps/agent/team/members?account=" + accountOf(deep).substr(0, 6), agent.token));
  EXPECT_GE(value.at("total").get<int>(), 1);

  // Another team's member: the same 404 as an unknown account, and nothing changes.
  const auto strangerAccount = accountOf(stranger);
  for (const auto& path :
       {"/wps/agent/team/bets?account=", "/wps/agent/team/profit?account=", "/wps/agent/team/transactions?account="}) {
    for (const auto& account : {strangerAccount, std::string("nobody-at-all"), accountOf(agent.id)}) {
      result = get(path + account, agent.token);
      EXPECT_EQ(result.status, 404) << path << account << ' ' << result.body;
      EXPECT_EQ(codeOf(result), "not_found");
    }
  }
  result = post("/wps/agent/team/members/status", {{"account", strangerAccount}, {"status", "disabled"}}, agent.token);
  EXPECT_EQ(result.status, 404) << result.body;
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE status = 'active' AND id = " + std::to_string(stranger)), 1);
  // The sub-agent sees its own part only.
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE upline_id = " + std::to_string(sub)), 1);
}

TEST_F(AgentsTeam, DisablingADownlineEndsItsSessions) {
  const auto agent = newAgent();
  const auto player = newPlayer();
  linkUpline(player.id, agent.id);
  EXPECT_EQ(balance(player.token).status, 200);
  auto result =
      post("/wps/agent/team/members/status", {{"account", player.account}, {"status", "disabled"}}, agent.token);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("status"), "disabled");
  EXPECT_EQ(balance(player.token).status, 401);
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions WHERE member_id = " + std::to_string(player.id)), 0);
  EXPECT_EQ(WalletFixture::login(player.account, kPassword).status / 100, 4);
  result = post("/wps/agent/team/members/status", {{"account", player.account}, {"status", "active"}}, agent.token);
  EXPECT_EQ(valueOf(result).at("status"), "active");
  EXPECT_EQ(WalletFixture::login(player.account, kPassword).status, 200);

  for (const auto& body : {json{{"account", player.account}, {"status", "gone"}}, json{{"status", "active"}},
                           json{{"account", 5}, {"status", "active"}}}) {
    result = post("/wps/agent/team/members/status", body, agent.token);
    EXPECT_EQ(result.status, 400) << body.dump() << ' ' << result.body;
  }
}

TEST_F(AgentsTeam, TheOverviewAddsUpTheTeamsMoney) {
  const auto agent = newAgent();
  const auto sub = newDownline(agent.id, 1);
  const auto loser = newPlayer();
  linkUpline(loser.id, sub);
  const auto winner = newDownline(agent.id);
  const auto idle = newDownline(agent.id);
  (void)idle;
  settledBet(loser.id, 10000, 0, 60);                // loses 100.00
  settledBet(winner, 5000, 12000, 60);               // wins 70.00
  settledBet(winner, 2000, 0, 3 * 86400);            // three days ago: not today
  addBet(loser.id, "PG", "RNG", 700, std::nullopt);  // pending: not settled, not counted
  static const auto channel = newChannel();
  const auto deposit = requestDeposit(loser.token, channel, "250.00", newKey());
  ASSERT_EQ(deposit.status, 200) << deposit.body;
  services().wallet().deposits.approve(valueOf(deposit).at("depositId").get<std::int64_t>());

  auto result = get("/wps/agent/team/overview", agent.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto value = valueOf(result);
  EXPECT_EQ(value.at("period"), "today");
  EXPECT_EQ(value.at("teamSize"), 4);
  EXPECT_EQ(value.at("directMembers"), 3);
  EXPECT_EQ(value.at("subAgents"), 1);
  EXPECT_EQ(value.at("activeMembers"), 2);
  EXPECT_EQ(value.at("betCount"), 2);
  EXPECT_EQ(value.at("validBet"), "150.00");
  EXPECT_EQ(value.at("profitLoss"), "-30.00") << "the team lost 100.00 and won 70.00";
  EXPECT_EQ(value.at("depositTotal"), "250.00");
  EXPECT_EQ(value.at("depositCount"), 1);
  EXPECT_EQ(value.at("newMembers"), 4);

  value =
      valueOf(get("/wps/agent/team/overview?period=range&from=" + localToday(5) + "&to=" + localToday(), agent.token));
  EXPECT_EQ(value.at("betCount"), 3);
  EXPECT_EQ(value.at("validBet"), "170.00");

  // The profit page: one row per member with play, biggest turnover first.
  value = valueOf(get("/wps/agent/team/profit", agent.token));
  ASSERT_EQ(value.at("list").size(), 2U);
  EXPECT_EQ(value.at("list")[0].at("account"), loser.account);
  EXPECT_EQ(value.at("list")[0].at("profitLoss"), "-100.00");
  EXPECT_EQ(value.at("list")[0].at("deposits"), "250.00");
  EXPECT_EQ(value.at("totals").at("profitLoss"), "-30.00");
  // Team bets (by placing time: the pending one too) and transactions.
  value = valueOf(get("/wps/agent/team/bets", agent.token));
  EXPECT_EQ(value.at("total"), 3);
  value = valueOf(get("/wps/agent/team/bets?account=" + loser.account, agent.token));
  EXPECT_EQ(value.at("total"), 2);
  value = valueOf(get("/wps/agent/team/transactions?type=deposit", agent.token));
  ASSERT_EQ(value.at("list").size(), 1U);
  EXPECT_EQ(value.at("list")[0].at("amount"), "250.00");
  EXPECT_EQ(value.at("list")[0].at("status"), "approved");

  // The other agent's view of the same data: nothing of this team.
  const auto other = newAgent();
  value = valueOf(get("/wps/agent/team/overview", other.token));
  EXPECT_EQ(value.at("teamSize"), 0);
  EXPECT_EQ(value.at("validBet"), "0.00");
}

TEST_F(AgentsTeam, BadFiltersAreRefused) {
  const auto agent = newAgent();
  for (const auto& query :
       {"/wps/agent/team/overview?period=forever", "/wps/agent/team/overview?period=range&from=2026-01-01",
        "/wps/agent/team/overview?from=2026-02-30&to=2026-03-01",
        "/wps/agent/team/overview?from=2026-03-02&to=2026-03-01",
        "/wps/agent/team/overview?from=2025-01-01&to=2026-01-01", "/wps/agent/team/members?pageSize=101",
        "/wps/agent/team/members?pageNo=0", "/wps/agent/team/members?status=x",
        "/wps/agent/team/transactions?type=bonus", "/wps/agent/commissions?kind=bonus",
        "/wps/agent/team/bets?from=%27%3B%20DROP", "/wps/agent/team/members?accountType=boss"}) {
    const auto result = get(query, agent.token);
    EXPECT_EQ(result.status, 400) << query << ' ' << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query;
  }
  const auto result = get("/wps/agent/team/members?account=" + std::string(33, 'a'), agent.token);
  EXPECT_EQ(result.status, 400);
}

}  // namespace

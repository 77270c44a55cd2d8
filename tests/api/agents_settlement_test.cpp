// Settling agent commissions against the real server and PostgreSQL (issue
// 16): the differential rule on a real tree; the same period settled again
// reads the same lines and pays nothing more (reproducible, idempotent); many
// threads settling at once pay each line once; panaloctl killed in the middle
// of a settlement and run again pays each commission exactly once; the
// real-time salary's win and loss rates and single-bet floor; an open period
// is refused; the agent sees its lines. The ledger balances after each test.
#include <thread>

#include "agents_fixture.hpp"
#include "ledger_invariants.hpp"
#include "panaloctl_run.hpp"

namespace {

using panalo::testing::AgentsFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;

class AgentsSettlement : public AgentsFixture {
 protected:
  // The timestamptz text of `seconds` ago, as PostgreSQL writes it.
  static std::string at(std::int64_t seconds) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx.exec_params1("SELECT (now() - make_interval(secs => $1))::text", static_cast<double>(seconds))[0]
        .as<std::string>();
  }
  // Seconds ago that fall in the middle of the hour `hoursBack` before the
  // current one (2 or more: the last hour may still be in its grace minute).
  static std::int64_t middleOfHour(int hoursBack) {
    return countRows("SELECT extract(epoch FROM now() - (date_trunc('hour', now()) - interval '" +
                     std::to_string(hoursBack) + " hours' + interval '30 minutes'))::bigint");
  }
};

TEST_F(AgentsSettlement, TheDifferentialRuleOnATreeIsPaidOnceAndReadBackTheSame) {
  const auto top = newAgent();
  const auto sub = newAgent();
  linkUpline(sub.id, top.id);
  const auto topMember = newDownline(top.id);
  const auto subMember = newDownline(sub.id);
  grant(top.account, "dividend", "daily", {{"30.00", 0, "0", "0"}});
  // The sub-agent's 20% comes from its upline, accepted like any offer.
  auto result =
      post("/wps/agent/contracts",
           {{"account", sub.account}, {"kind", "dividend"}, {"period", "daily"}, {"tiers", {{{"rate", "20.00"}}}}},
           top.token);
  ASSERT_EQ(result.status, 200) << result.body;
  ASSERT_EQ(
      post("/wps/agent/contracts/process", {{"contractId", valueOf(result).at("id")}, {"action", "accept"}}, sub.token)
          .status,
      200);
  // Back-date the acceptances: the contracts were in force all of yesterday.
  execute(
      "UPDATE agent_contracts SET accepted_at = now() - interval '3 days', created_at = now() - interval '3 days' "
      "WHERE status = 'active' AND holder_id IN (" +
      std::to_string(top.id) + "," + std::to_string(sub.id) + ")");
  const std::int64_t dayAgo = 86400;
  settledBet(topMember, 10000, 0, dayAgo);      // the house wins 100.00 in top's own part
  settledBet(subMember, 20000, 15000, dayAgo);  // and 50.00 in the sub-agent's team

  auto& settlements = services().agents().settlements;
  const auto first = settlements.settle("dividend", "daily", at(dayAgo));
  EXPECT_TRUE(first.computedNow);
  EXPECT_EQ(first.paidNow, 2);
  // sub: 20% of 50.00 = 10.00; top: 30% of 100.00 + (30% - 20%) of 50.00 = 35.00.
  EXPECT_EQ(mainMinor(sub.id), 1000);
  EXPECT_EQ(mainMinor(top.id), 3500);
  const auto lines = settlements.settlement(first.settlementId)->lines;

  const auto again = settlements.settle("dividend", "daily", at(dayAgo));
  EXPECT_FALSE(again.computedNow);
  EXPECT_EQ(again.settlementId, first.settlementId);
  EXPECT_EQ(again.paidNow, 0);
  EXPECT_EQ(mainMinor(top.id), 3500);
  EXPECT_EQ(journalsOf(top.id, "dividend"), 1);
  // A late bet in that day changes nothing: the lines were fixed when computed.
  settledBet(topMember, 50000, 0, dayAgo);
  settlements.settle("dividend", "daily", at(dayAgo));
  const auto reread = settlements.settlement(first.settlementId)->lines;
  ASSERT_EQ(reread.size(), lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_EQ(reread[i].amountMinor, lines[i].amountMinor);

  // The agent's view of it.
  result = get("/wps/agent/commissions?kind=dividend", top.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto value = valueOf(result);
  ASSERT_EQ(value.at("list").size(), 1U);
  EXPECT_EQ(value.at("list")[0].at("amount"), "35.00");
  EXPECT_EQ(value.at("list")[0].at("status"), "paid");
  EXPECT_EQ(value.at("list")[0].at("rate"), "30.00");
  EXPECT_EQ(value.at("list")[0].at("profitLoss"), "150.00");
  EXPECT_EQ(value.at("list")[0].at("activeMembers"), 2);
  EXPECT_EQ(value.at("totalPaid"), "35.00");
  EXPECT_EQ(value.at("paidByKind").at("dividend"), "35.00");
  EXPECT_EQ(valueOf(get("/wps/agent/commissions?kind=daily", top.token)).at("list").size(), 0U);

  // The current day has not ended: settling it is refused.
  EXPECT_THROW(settlements.settle("dividend", "daily", at(0)), panalo::DomainError);
  EXPECT_THROW(settlements.settle("dividend", "hourly", at(dayAgo)), panalo::DomainError);
  panalo::testing::expectLedgerInvariants(services().wallet().ledgerAdmin, database_->url());
}

TEST_F(AgentsSettlement, ThreadsSettlingTheSamePeriodPayEachLineOnce) {
  std::vector<Player> agents;
  for (int i = 0; i < 6; ++i) {
    agents.push_back(newAgent());
    grant(agents.back().account, "hourly", "", {{"1.00", 0, "0", "0"}});
    const auto member = newDownline(agents.back().id);
    settledBet(member, 100000 * (i + 1), 0, middleOfHour(2));
  }
  execute(
      "UPDATE agent_contracts SET accepted_at = now() - interval '1 day' WHERE kind = 'hourly' AND status = 'active'");
  const auto when = at(middleOfHour(2));
  std::vector<std::thread> threads;
  threads.reserve(4);
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([when] { services().agents().settlements.settle("hourly", "hourly", when); });
  }
  for (auto& thread : threads) thread.join();
  for (std::size_t i = 0; i < agents.size(); ++i) {
    EXPECT_EQ(journalsOf(agents[i].id, "salary"), 1) << i;
    EXPECT_EQ(mainMinor(agents[i].id), 1000 * static_cast<std::int64_t>(i + 1)) << "1% of the valid bets";
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM agent_settlements WHERE kind = 'hourly' AND period_start = "
                      "date_trunc('hour', now()) - interval '2 hours'"),
            1);
}

TEST_F(AgentsSettlement, ACrashInTheMiddleAndARerunPayEachCommissionOnce) {
  // A period of its own (three hours back), so nothing else settles it.
  const auto secondsAgo = middleOfHour(3);
  std::vector<std::int64_t> agentIds;
  // Agents without sessions (no argon2 needed), each with one losing member.
  pqxx::connection connection(database_->url());
  for (int i = 0; i < 24; ++i) {
    pqxx::work tx(connection);
    const auto id = tx.exec_params1(
                          "INSERT INTO members (account, nickname, type_code, password_hash) "
                          "VALUES ($1, $1, 1, '!test') RETURNING id",
                          "crashagent" + std::to_string(::getpid() % 1000) + "x" + std::to_string(i))[0]
                        .as<std::int64_t>();
    tx.commit();
    agentIds.push_back(id);
    services().agents().contracts.setFeatures(accountOf(id), {1, 1, 1, 1});
    grant(accountOf(id), "hourly", "", {{"2.00", 0, "0", "0"}});
    settledBet(newDownline(id), 10000 + i, 0, secondsAgo);
  }
  std::string holders;
  for (const auto id : agentIds) holders += (holders.empty() ? "" : ",") + std::to_string(id);
  // These agents' contracts only: the suite's earlier tests made agents of their own.
  execute(
      "UPDATE agent_contracts SET accepted_at = now() - interval '1 day' WHERE kind = 'hourly' AND status = "
      "'active' AND holder_id IN (" +
      holders + ")");
  const auto when = at(secondsAgo);

  const auto crashed = runPanaloctl(database_->url(), "agents settle --kind hourly --at '" + when + "'",
                                    "PANALO_FAULT_EXIT_AFTER_PAYMENTS=7");
  EXPECT_EQ(crashed.exitCode, 75) << crashed.out;
  std::int64_t paid = 0;
  for (const auto id : agentIds) paid += journalsOf(id, "salary");
  EXPECT_EQ(paid, 7) << "the process died after the 7th payment";

  const auto rerun = runPanaloctl(database_->url(), "agents settle --kind hourly --at '" + when + "'");
  EXPECT_EQ(rerun.exitCode, 0) << rerun.out;
  EXPECT_NE(rerun.out.find("computed before, 17 payment(s) made now"), std::string::npos) << rerun.out;
  for (std::size_t i = 0; i < agentIds.size(); ++i) {
    EXPECT_EQ(journalsOf(agentIds[i], "salary"), 1) << i;
    EXPECT_EQ(mainMinor(agentIds[i]), (10000 + static_cast<std::int64_t>(i)) * 2 / 100) << i;
  }
  const auto third = runPanaloctl(database_->url(), "agents settle --kind hourly --at '" + when + "'");
  EXPECT_NE(third.out.find("0 payment(s) made now"), std::string::npos) << third.out;
  // The period's lines are these 24 (the suite's earlier agents may be listed
  // too, earning nothing in it).
  std::size_t ours = 0;
  const std::string line = "\n  crashagent" + std::to_string(::getpid() % 1000) + "x";
  for (auto at = third.out.find(line); at != std::string::npos; at = third.out.find(line, at + 1)) ++ours;
  EXPECT_EQ(ours, 24u) << third.out;
  panalo::testing::expectLedgerInvariants(services().wallet().ledgerAdmin, database_->url());
}

TEST_F(AgentsSettlement, TheRealTimeSalaryPaysWinAndLossRatesOnSingleBetsAboveTheFloor) {
  const auto agent = newAgent();
  grant(agent.account, "realtime", "", {}, "0.50", "1.00", "10.00");
  execute("UPDATE agent_contracts SET accepted_at = now() - interval '1 hour' WHERE holder_id = " +
          std::to_string(agent.id));
  const auto member = newDownline(agent.id);
  const std::int64_t ago = 900;           // a 5-minute window 15 minutes ago
  settledBet(member, 10000, 30000, ago);  // won: 0.5% of 100.00 = 0.50
  settledBet(member, 20000, 0, ago);      // lost: 1% of 200.00 = 2.00
  settledBet(member, 999, 0, ago);        // below the 10.00 floor
  settledBet(member, 5000, 5000, ago);    // neither won nor lost
  const auto outcome = services().agents().settlements.settle("realtime", "realtime", at(ago));
  EXPECT_EQ(outcome.paidNowMinor, 250);
  EXPECT_EQ(mainMinor(agent.id), 250);
  const auto value = valueOf(get("/wps/agent/commissions?kind=realtime", agent.token));
  ASSERT_EQ(value.at("list").size(), 1U);
  EXPECT_EQ(value.at("list")[0].at("period"), "realtime");
  EXPECT_EQ(value.at("list")[0].at("tier"), nullptr);
  // The servers' own round settles every ended window in use: this one is done.
  services().agents().settlements.settleDue();
  EXPECT_EQ(mainMinor(agent.id), 250);
}

}  // namespace

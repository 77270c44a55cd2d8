// The member's records against the real server and PostgreSQL (issue 13 item
// 6): the account record (main-wallet ledger entries with type and date
// filters and pages), the betting record and profit and loss over real rows of
// the bets table, bonus details, and bad filters refused with
// invalid_parameter. Another member's rows are never visible. The ledger's
// trial balance is checked after every test.
#include "panaloctl_run.hpp"
#include "record_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::RecordFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;

class Records : public RecordFixture {};

std::vector<std::string> typesOf(const json& page) {
  std::vector<std::string> types;
  for (const auto& row : page.at("content")) types.push_back(row.at("type"));
  return types;
}

TEST_F(Records, TheAccountRecordListsOwnMainWalletMovementsNewestFirstWithBalanceAfter) {
  const auto player = newPlayer("100.00");
  const auto other = newPlayer("55.00");
  ASSERT_EQ(transfer(player.token,
                     {{"transferType", "in"}, {"vendor", "PG"}, {"amount", "30.00"}, {"idempotencyKey", newKey()}})
                .status,
            200);
  ASSERT_EQ(transfer(player.token,
                     {{"transferType", "out"}, {"vendor", "PG"}, {"amount", "10.25"}, {"idempotencyKey", newKey()}})
                .status,
            200);
  services().wallet().bonuses.grant(player.account, "5.00", "Welcome bonus", 3, newKey());

  const auto result = get("/wps/v2/wallets/records", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto page = valueOf(result);
  EXPECT_EQ(typesOf(page), (std::vector<std::string>{"bonus", "transfer_in", "transfer_out", "adjustment"}));
  EXPECT_EQ(page.at("total"), 4);
  EXPECT_EQ(page.at("totalPages"), 1);
  EXPECT_EQ(page.at("pageNum"), 1);
  const auto& rows = page.at("content");
  EXPECT_EQ(rows[0].at("amount"), "5.00");
  EXPECT_EQ(rows[0].at("balanceAfter"), "85.25");
  EXPECT_EQ(rows[1].at("amount"), "10.25");
  EXPECT_EQ(rows[1].at("vendor"), "PG");
  EXPECT_EQ(rows[2].at("amount"), "-30.00");
  EXPECT_EQ(rows[2].at("amountMinor"), -3000);
  EXPECT_EQ(rows[2].at("balanceAfter"), "70.00");
  EXPECT_EQ(rows[3].at("balanceAfter"), "100.00");
  EXPECT_TRUE(rows[3].at("vendor").is_null());

  const auto filtered = valueOf(get("/wps/v2/wallets/records?type=transfer_out", player.token));
  EXPECT_EQ(typesOf(filtered), std::vector<std::string>{"transfer_out"});
  EXPECT_EQ(valueOf(get("/wps/v2/wallets/records?type=deposit", player.token)).at("total"), 0);

  // The other member sees only their own grant, never the player's rows.
  const auto theirs = valueOf(get("/wps/v2/wallets/records", other.token));
  EXPECT_EQ(typesOf(theirs), std::vector<std::string>{"adjustment"});
  EXPECT_EQ(theirs.at("content")[0].at("amount"), "55.00");
}

TEST_F(Records, TheAccountRecordPagesAndFiltersByLocalDate) {
  const auto player = newPlayer();
  for (int i = 1; i <= 23; ++i) {
    services().wallet().ledgerAdmin.adjust(player.account, std::to_string(i) + ".00", true, newKey(), "");
  }
  auto page = valueOf(get("/wps/v2/wallets/records?size=10", player.token));
  EXPECT_EQ(page.at("total"), 23);
  EXPECT_EQ(page.at("totalPages"), 3);
  EXPECT_EQ(page.at("pageSize"), 10);
  EXPECT_EQ(page.at("content").size(), 10u);
  EXPECT_EQ(page.at("content")[0].at("amount"), "23.00");
  page = valueOf(get("/wps/v2/wallets/records?size=10&page=3", player.token));
  ASSERT_EQ(page.at("content").size(), 3u);
  EXPECT_EQ(page.at("content")[2].at("amount"), "1.00");
  EXPECT_EQ(page.at("pageNum"), 3);
  page = valueOf(get("/wps/v2/wallets/records?size=10&page=4", player.token));
  EXPECT_EQ(page.at("content").size(), 0u);
  EXPECT_EQ(page.at("total"), 23);

  const auto today = localToday();
  EXPECT_EQ(valueOf(get("/wps/v2/wallets/records?from=" + today + "&to=" + today, player.token)).at("total"), 23);
  EXPECT_EQ(valueOf(get("/wps/v2/wallets/records?from=" + today, player.token)).at("total"), 23);
  EXPECT_EQ(valueOf(get("/wps/v2/wallets/records?to=" + localToday(1), player.token)).at("total"), 0);
  EXPECT_EQ(valueOf(get("/wps/v2/wallets/records?from=2020-01-01&to=2020-01-31", player.token)).at("total"), 0);
}

TEST_F(Records, BadFiltersAreRefusedWithInvalidParameter) {
  const auto player = newPlayer("10.00");
  for (const std::string query :
       {"type=bogus", "from=2026-13-01", "from=2026-02-30", "to=20260101", "from=2026-05-02&to=2026-05-01", "page=0",
        "page=abc", "page=-1", "size=0", "size=101", "size=1e2", "from=2026-01-01T00:00"}) {
    for (const std::string path : {"/wps/v2/wallets/records", "/wps/v2/bets", "/wps/v2/bonuses"}) {
      if (query.rfind("type=", 0) == 0 && path != "/wps/v2/wallets/records") continue;
      const auto result = get(std::string(path).append("?").append(query), player.token);
      EXPECT_EQ(result.status, 400) << path << "?" << query << ": " << result.body;
      EXPECT_EQ(codeOf(result), "invalid_parameter") << path << "?" << query;
    }
  }
  for (const std::string query : {"vendor=NOPE", "vendor=pg"}) {
    const auto result = get("/wps/v2/bets?" + query, player.token);
    EXPECT_EQ(result.status, 400) << query << ": " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter");
  }
  for (const std::string query : {"period=bogus", "period=range", "period=range&from=2026-01-01",
                                  "period=today&from=2026-01-01", "period=range&from=2026-01-02&to=2026-01-01"}) {
    const auto result = get("/wps/v2/bets/profit?" + query, player.token);
    EXPECT_EQ(result.status, 400) << query << ": " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter");
  }
}

TEST_F(Records, VisitorsAndTrialAccountsReadNoRecords) {
  const auto trial = newPlayer("", 4);
  for (const std::string path :
       {"/wps/v2/wallets/records", "/wps/v2/bets", "/wps/v2/bets/profit", "/wps/v2/bonuses", "/wps/v2/rebates"}) {
    auto result = get(path, trial.token);
    EXPECT_EQ(result.status, 403) << path << ": " << result.body;
    EXPECT_EQ(codeOf(result), "in_need_true_account");
    result = sendRaw("GET", path, "", std::nullopt);
    EXPECT_EQ(result.status, 401) << path;
  }
}

TEST_F(Records, TheBettingRecordListsOwnBetsWithVendorAndDateFiltersAndPages) {
  const auto player = newPlayer();
  const auto other = newPlayer();
  addBet(player.id, "PG", "RNG", 10000, 25000, 0.5);  // won 150.00
  addBet(player.id, "JDB", "FISH", 5000, 0, 1);       // lost 50.00
  addBet(player.id, "PG", "LIVE", 2000, std::nullopt, 0.2);
  addBet(player.id, "PG", "RNG", 700, 700, 24 * 40);  // 40 days ago
  addBet(other.id, "PG", "RNG", 99900, 0);

  auto result = get("/wps/v2/bets", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto page = valueOf(result);
  EXPECT_EQ(page.at("total"), 4);
  const auto& newest = page.at("content")[0];
  EXPECT_EQ(newest.at("status"), "pending");
  EXPECT_EQ(newest.at("bet"), "20.00");
  EXPECT_EQ(newest.at("validBet"), "0.00");
  EXPECT_TRUE(newest.at("payout").is_null());
  EXPECT_TRUE(newest.at("winLoss").is_null());
  const auto& won = page.at("content")[1];
  EXPECT_EQ(won.at("vendor"), "PG");
  EXPECT_EQ(won.at("vendorName"), "PG Soft");
  EXPECT_EQ(won.at("gameCategory"), "RNG");
  EXPECT_EQ(won.at("payout"), "250.00");
  EXPECT_EQ(won.at("winLoss"), "150.00");
  EXPECT_EQ(won.at("validBet"), "100.00");
  EXPECT_EQ(page.at("content")[2].at("winLoss"), "-50.00");

  EXPECT_EQ(valueOf(get("/wps/v2/bets?vendor=JDB", player.token)).at("total"), 1);
  EXPECT_EQ(valueOf(get("/wps/v2/bets?vendor=PG&from=" + localToday(7), player.token)).at("total"), 2);
  page = valueOf(get("/wps/v2/bets?size=3&page=2", player.token));
  EXPECT_EQ(page.at("totalPages"), 2);
  ASSERT_EQ(page.at("content").size(), 1u);
  EXPECT_EQ(page.at("content")[0].at("bet"), "7.00");
  EXPECT_EQ(valueOf(get("/wps/v2/bets", other.token)).at("total"), 1);
  EXPECT_EQ(valueOf(get("/wps/v2/bets?vendor=JDB", other.token)).at("total"), 0);
}

TEST_F(Records, ProfitAndLossSumsSettledBetsByPeriod) {
  const auto player = newPlayer();
  const auto other = newPlayer();
  addBet(player.id, "PG", "RNG", 10000, 25000, 0);         // today: +150.00
  addBet(player.id, "JDB", "FISH", 5000, 1000, 0);         // today: -40.00
  addBet(player.id, "PG", "LIVE", 3000, std::nullopt, 0);  // today, pending
  addBet(player.id, "PG", "RNG", 2000, 0, 24 * 45);        // 45 days ago: -20.00
  addBet(other.id, "PG", "RNG", 99900, 0, 0);

  auto result = get("/wps/v2/bets/profit?period=today", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto profit = valueOf(result);
  EXPECT_EQ(profit.at("period"), "today");
  EXPECT_EQ(profit.at("from"), localToday());
  EXPECT_EQ(profit.at("to"), localToday());
  EXPECT_EQ(profit.at("betCount"), 2);
  EXPECT_EQ(profit.at("pendingCount"), 1);
  EXPECT_EQ(profit.at("bet"), "150.00");
  EXPECT_EQ(profit.at("validBet"), "150.00");
  EXPECT_EQ(profit.at("payout"), "260.00");
  EXPECT_EQ(profit.at("profit"), "110.00");
  EXPECT_EQ(profit.at("profitMinor"), 11000);

  profit = valueOf(get("/wps/v2/bets/profit", player.token));
  EXPECT_EQ(profit.at("period"), "today") << "today is the default";
  EXPECT_EQ(valueOf(get("/wps/v2/bets/profit?period=yesterday", player.token)).at("betCount"), 0);
  EXPECT_EQ(valueOf(get("/wps/v2/bets/profit?period=thisWeek", player.token)).at("profit"), "110.00");
  EXPECT_EQ(valueOf(get("/wps/v2/bets/profit?period=thisMonth", player.token)).at("profit"), "110.00");
  profit =
      valueOf(get("/wps/v2/bets/profit?period=range&from=" + localToday(60) + "&to=" + localToday(), player.token));
  EXPECT_EQ(profit.at("betCount"), 3);
  EXPECT_EQ(profit.at("profit"), "90.00");
  profit =
      valueOf(get("/wps/v2/bets/profit?period=range&from=" + localToday(60) + "&to=" + localToday(1), player.token));
  EXPECT_EQ(profit.at("profit"), "-20.00");
  EXPECT_EQ(profit.at("profitMinor"), -2000);
  EXPECT_EQ(valueOf(get("/wps/v2/bets/profit?period=today", other.token)).at("profit"), "-999.00");
}

TEST_F(Records, BonusDetailsListOwnBonusCreditsWithReasonAndTurnoverMultiple) {
  const auto player = newPlayer();
  const auto other = newPlayer();
  const auto key = newKey();
  services().wallet().bonuses.grant(player.account, "50.00", "Welcome bonus", 5, key);
  services().wallet().bonuses.grant(player.account, "50.00", "Welcome bonus", 5, key);  // a retry: no effect
  services().wallet().bonuses.grant(player.account, "8.88", "Birthday", std::nullopt, newKey());
  services().wallet().bonuses.grant(other.account, "1.00", "Other", 1, newKey());
  EXPECT_EQ(mainBalance(player.token), "58.88");

  const auto result = get("/wps/v2/bonuses", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto page = valueOf(result);
  ASSERT_EQ(page.at("total"), 2);
  EXPECT_EQ(page.at("content")[0].at("reason"), "Birthday");
  EXPECT_EQ(page.at("content")[0].at("amount"), "8.88");
  EXPECT_TRUE(page.at("content")[0].at("turnoverMultiple").is_null());
  EXPECT_EQ(page.at("content")[1].at("reason"), "Welcome bonus");
  EXPECT_EQ(page.at("content")[1].at("turnoverMultiple"), 5);
  EXPECT_EQ(valueOf(get("/wps/v2/bonuses?size=1&page=2", player.token)).at("content")[0].at("reason"), "Welcome bonus");
  EXPECT_EQ(valueOf(get("/wps/v2/bonuses", other.token)).at("total"), 1);
  // Adjustments from the house are not bonuses.
  services().wallet().ledgerAdmin.adjust(player.account, "1.00", true, newKey(), "");
  EXPECT_EQ(valueOf(get("/wps/v2/bonuses", player.token)).at("total"), 2);
}

TEST_F(Records, PanaloctlWritesDemoBetsOnceAndGrantsBonuses) {
  const auto player = newPlayer();
  auto run = runPanaloctl(database_->url(), "bets demo " + player.account + " --count 25 --days 3 --seed 7");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("inserted 25 bet(s)"), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "bets demo " + player.account + " --count 25 --days 3 --seed 7");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("inserted 0 bet(s)"), std::string::npos) << "the same seed adds nothing: " << run.out;
  EXPECT_EQ(valueOf(get("/wps/v2/bets?size=100", player.token)).at("total"), 25);
  EXPECT_NE(runPanaloctl(database_->url(), "bets demo nobody-here --count 5").exitCode, 0);
  EXPECT_NE(runPanaloctl(database_->url(), "bets demo " + player.account + " --count 0").exitCode, 0);
  // Only the named vendors; one that is not an enabled vendor is refused and adds nothing.
  const auto picky = newPlayer();
  EXPECT_NE(runPanaloctl(database_->url(), "bets demo " + picky.account + " --vendor JDB --vendor OLD").exitCode, 0);
  EXPECT_EQ(valueOf(get("/wps/v2/bets", picky.token)).at("total"), 0);
  run = runPanaloctl(database_->url(), "bets demo " + picky.account + " --count 20 --vendor JDB --vendor PG");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(countRows("SELECT count(*) FROM bets WHERE member_id = " + std::to_string(picky.id) +
                      " AND vendor_code NOT IN ('JDB', 'PG')"),
            0);
  EXPECT_EQ(countRows("SELECT count(*) FROM bets WHERE member_id = " + std::to_string(picky.id)), 20);

  run = runPanaloctl(database_->url(), "bonuses grant " + player.account + " 12.50 --reason 'Reload bonus' --key " +
                                           newKey() + " --turnover-multiple 2");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  const auto bonuses = valueOf(get("/wps/v2/bonuses", player.token));
  ASSERT_EQ(bonuses.at("total"), 1);
  EXPECT_EQ(bonuses.at("content")[0].at("amount"), "12.50");
  EXPECT_EQ(bonuses.at("content")[0].at("turnoverMultiple"), 2);
  EXPECT_NE(
      runPanaloctl(database_->url(), "bonuses grant " + player.account + " -1 --reason x --key " + newKey()).exitCode,
      0);
}

}  // namespace

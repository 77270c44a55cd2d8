// Manual rebate against the real server and PostgreSQL (issue 13 item 6): the
// operator's rates per game category and vendor, the rebate available from
// settled valid bets not yet rebated, a claim that credits the main wallet
// from the house exactly once per period (also when claimed from many threads
// at once), retries with the same key answered with the first claim. The
// ledger's trial balance is checked after every test.
#include <thread>
#include <vector>

#include "panaloctl_run.hpp"
#include "record_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::RecordFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;

class Rebate : public RecordFixture {
 protected:
  static void SetUpTestSuite() {
    RecordFixture::SetUpTestSuite();
    auto& rebates = services().wallet().rebates;
    rebates.setRate("LIVE", "", "1");    // 1% on live games
    rebates.setRate("RNG", "", "0.5");   // 0.5% on slots...
    rebates.setRate("", "JDB", "2.25");  // ...but 2.25% on every JDB game
  }

  static HttpResult claim(const std::string& token, const std::string& key) {
    return sendRaw("POST", "/wps/v2/rebates/claim", json{{"idempotencyKey", key}}.dump(), token);
  }
  static std::int64_t houseBalance() { return countRows("SELECT balance FROM ledger_accounts WHERE kind = 'house'"); }
};

TEST_F(Rebate, TheQuoteComesFromUnrebatedValidBetsAtTheRatesAndAClaimCreditsItOnce) {
  const auto player = newPlayer();
  addBet(player.id, "PG", "LIVE", 100000, 0);            // 1000.00 at 1%    = 10.00
  addBet(player.id, "PG", "RNG", 33300, 50000);          // 333.00 at 0.5%   = 1.665 -> 1.66
  addBet(player.id, "JDB", "RNG", 10000, 0);             // 100.00 at 2.25% (vendor wins) = 2.25
  addBet(player.id, "PG", "SPORTS", 50000, 0);           // no rate: nothing
  addBet(player.id, "PG", "LIVE", 70000, std::nullopt);  // pending: not yet

  auto result = sendRaw("GET", "/wps/v2/rebates", "", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto quote = valueOf(result);
  EXPECT_EQ(quote.at("period"), "day");
  EXPECT_EQ(quote.at("validBet"), "1433.00");
  EXPECT_EQ(quote.at("amount"), "13.91");
  EXPECT_EQ(quote.at("canClaim"), true);
  EXPECT_TRUE(quote.at("claimed").is_null());
  EXPECT_EQ(quote.at("rates").size(), 3u);
  EXPECT_EQ(quote.at("history").size(), 0u);

  const auto houseBefore = houseBalance();
  const auto key = newKey();
  result = claim(player.token, key);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto claimed = valueOf(result);
  EXPECT_EQ(claimed.at("claim").at("amount"), "13.91");
  EXPECT_EQ(claimed.at("claim").at("validBet"), "1433.00");
  EXPECT_EQ(claimed.at("balance"), "13.91");
  EXPECT_EQ(mainBalance(player.token), "13.91");
  EXPECT_EQ(houseBalance(), houseBefore - 1391);
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals WHERE kind = 'rebate' AND member_id = " +
                      std::to_string(player.id)),
            1);

  // A retry with the same key: the first answer, nothing more.
  const auto before = ledgerSnapshot();
  result = claim(player.token, key);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("claim").at("id"), claimed.at("claim").at("id"));
  // Another key in the same period, even with new bets: refused.
  addBet(player.id, "PG", "LIVE", 10000, 0);
  result = claim(player.token, newKey());
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "rebate_already_claimed");
  EXPECT_EQ(ledgerSnapshot(), before);

  quote = valueOf(sendRaw("GET", "/wps/v2/rebates", "", player.token));
  EXPECT_EQ(quote.at("canClaim"), false);
  EXPECT_EQ(quote.at("claimed").at("amount"), "13.91");
  EXPECT_EQ(quote.at("amount"), "1.00") << "the new bet waits for the next period";
  EXPECT_EQ(quote.at("history").size(), 1u);
  // The account record shows it as a rebate.
  const auto records = valueOf(sendRaw("GET", "/wps/v2/wallets/records?type=rebate", "", player.token));
  ASSERT_EQ(records.at("total"), 1);
  EXPECT_EQ(records.at("content")[0].at("amount"), "13.91");
}

TEST_F(Rebate, NothingToClaimAndBadKeysChangeNothing) {
  const auto player = newPlayer();
  addBet(player.id, "PG", "SPORTS", 50000, 0);           // no rate
  addBet(player.id, "PG", "LIVE", 50000, std::nullopt);  // pending
  const auto before = ledgerSnapshot();
  auto result = claim(player.token, newKey());
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "rebate_nothing_to_claim");
  for (const json& body : {json{{"idempotencyKey", "short"}}, json{{"idempotencyKey", 12345678}}, json::object(),
                           json{{"idempotencyKey", "bad key with spaces"}}}) {
    result = sendRaw("POST", "/wps/v2/rebates/claim", body.dump(), player.token);
    EXPECT_EQ(result.status, 400) << body.dump() << ": " << result.body;
    EXPECT_EQ(codeOf(result), "idempotency_key_invalid");
  }
  EXPECT_EQ(ledgerSnapshot(), before);
  EXPECT_EQ(countRows("SELECT count(*) FROM rebate_claims WHERE member_id = " + std::to_string(player.id)), 0);
  const auto trial = newPlayer("", 4);
  result = claim(trial.token, newKey());
  EXPECT_EQ(result.status, 403);
  EXPECT_EQ(codeOf(result), "in_need_true_account");
}

TEST_F(Rebate, ConcurrentClaimsGiveOneCredit) {
  for (int round = 0; round < 3; ++round) {
    const auto player = newPlayer();
    for (int i = 0; i < 20; ++i) addBet(player.id, "PG", "LIVE", 10000, 0);  // 2000.00 at 1% = 20.00
    const auto journalsBefore = countRows("SELECT count(*) FROM ledger_journals");
    std::atomic<int> credited{0};
    std::atomic<int> refused{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < 8; ++i) {
      // Half the threads share one key (a retried request), the rest each have their own.
      const auto key = i % 2 == 0 ? "shared-" + std::to_string(player.id) : newKey();
      threads.emplace_back([&, key] {
        const auto result = claim(player.token, key);
        if (result.status == 200) ++credited;
        if (result.status == 409 && codeOf(result) == "rebate_already_claimed") ++refused;
      });
    }
    for (auto& thread : threads) thread.join();
    EXPECT_GE(credited.load(), 1);
    EXPECT_EQ(credited.load() + refused.load(), 8);
    EXPECT_EQ(mainBalance(player.token), "20.00") << "exactly one credit";
    EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals"), journalsBefore + 1);
    EXPECT_EQ(countRows("SELECT count(*) FROM rebate_claims WHERE member_id = " + std::to_string(player.id)), 1);
    EXPECT_EQ(countRows("SELECT count(*) FROM bets WHERE rebate_claim_id IS NULL AND member_id = " +
                        std::to_string(player.id)),
              0);
  }
}

TEST_F(Rebate, OperatorsSetRatesWithPanaloctlAndBadRatesAreRefused) {
  auto run = runPanaloctl(database_->url(), "rebates rates set --category FISH 0.75");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "rebates rates list");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("FISH"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("0.75%"), std::string::npos) << run.out;
  for (const std::string bad : {"--category FISHY 1", "--vendor NOPE 1", "--category FISH 100.01", "--category FISH -1",
                                "--category FISH 0.123", "1", "--category FISH --vendor PG 1"}) {
    run = runPanaloctl(database_->url(), "rebates rates set " + bad);
    EXPECT_NE(run.exitCode, 0) << bad << ": " << run.out;
  }
  run = runPanaloctl(database_->url(), "rebates rates remove --category FISH");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "rebates rates list");
  EXPECT_EQ(run.out.find("FISH"), std::string::npos) << run.out;
}

}  // namespace

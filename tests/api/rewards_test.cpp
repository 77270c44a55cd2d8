// The reward center and points mall against the real server and PostgreSQL:
// points earned from settled bets and grants, redeems sealed with the member's
// password (cash paid through the ledger, physical items decided by the
// operator), conversions through the ledger, and bad input that changes nothing.
#include <gtest/gtest.h>

#include <string>

#include "ledger_invariants.hpp"
#include "panaloctl_run.hpp"
#include "record_fixture.hpp"

namespace panalo::testing {
namespace {

class Rewards : public RecordFixture {
 protected:
  static void SetUpTestSuite() {
    RecordFixture::SetUpTestSuite();
    auto& mall = services().rewards().mall;
    services::RewardItemChange cash;
    cash.kind = "cash";
    cash.points = "500";
    cash.amount = "50.00";
    cashItem_ = mall.addItem(cash, {{"EN", "Cash 50", ""}, {"TY", "Pera 50", ""}});
    services::RewardItemChange shirt;
    shirt.kind = "physical";
    shirt.points = "300";
    shirt.stock = 2;
    shirtItem_ = mall.addItem(shirt, {{"EN", "T-shirt", "Cotton"}});
    services::RewardItemChange bonus;
    bonus.kind = "bonus";
    bonus.points = "200";
    bonus.amount = "20.00";
    bonus.turnoverMultiple = 3;
    bonusItem_ = mall.addItem(bonus, {{"EN", "Bonus 20", ""}});
  }

  void TearDown() override {
    RecordFixture::TearDown();
    expectLedgerInvariants(services().wallet().ledgerAdmin, database_->url());
    EXPECT_TRUE(services().rewards().points.mismatchedBalances().empty()) << "a points balance left its journal";
  }

  static Player pointsPlayer(std::int64_t points) {
    auto player = newPlayer();
    if (points > 0) services().rewards().points.grant(player.account, points, "test points", "grant-" + newKey());
    return player;
  }

  static json redeemPayload(std::int64_t item, const std::string& password, const std::string& key,
                            const std::string& address = "") {
    json payload{{"itemId", item}, {"password", password}, {"idempotencyKey", key}};
    if (!address.empty()) payload["address"] = address;
    return payload;
  }
  static HttpResult redeem(const std::string& token, const json& payload) {
    return sendSealed("POST", "/wps/points/redeem", payload, token);
  }
  static HttpResult convert(const std::string& token, const json& points, const std::string& key) {
    return sendSealed("POST", "/wps/points/convert", {{"points", points}, {"idempotencyKey", key}}, token);
  }
  static std::int64_t pointsOf(const std::string& token) {
    return valueOf(get("/wps/points/balance", token)).at("points").get<std::int64_t>();
  }
  // The member's points, redeems, conversions, stock and the ledger: equal snapshots mean nothing changed.
  static std::string rewardsSnapshot() {
    return ledgerSnapshot() + "|" + std::to_string(countRows("SELECT count(*) FROM points_journal")) + "|" +
           std::to_string(countRows("SELECT count(*) FROM reward_redemptions")) + "|" +
           std::to_string(countRows("SELECT count(*) FROM points_conversions")) + "|" +
           std::to_string(countRows("SELECT coalesce(sum(stock), 0) FROM reward_items"));
  }

  static inline std::int64_t cashItem_ = 0;
  static inline std::int64_t shirtItem_ = 0;
  static inline std::int64_t bonusItem_ = 0;
};

TEST_F(Rewards, PointsAreEarnedFromSettledValidBetsOnceAtTheCategoryRate) {
  const auto player = newPlayer();
  services().rewards().points.setRate("LIVE", "50.00");
  addBet(player.id, "PG", "RNG", 15000, 0);             // 150.00 at * (100.00 a point): 1.5 points
  addBet(player.id, "PG", "LIVE", 10000, 20000);        // 100.00 at 50.00 a point: 2 points
  addBet(player.id, "PG", "RNG", 5000, 0);              // 50.00: 0.5 point, carried with the first
  addBet(player.id, "PG", "RNG", 90000, std::nullopt);  // pending: nothing yet
  EXPECT_EQ(pointsOf(player.token), 4);
  EXPECT_EQ(pointsOf(player.token), 4) << "a bet counts once, however often the balance is read";
  const auto detail = valueOf(get("/wps/points/transactions", player.token));
  ASSERT_EQ(detail.at("total"), 1);
  EXPECT_EQ(detail.at("content")[0].at("reason"), "bets");
  EXPECT_EQ(detail.at("content")[0].at("points"), 4);
  services().rewards().points.removeRate("LIVE");
}

TEST_F(Rewards, TheMallListsItemsInTheAskedLanguageFallingBackToEnglish) {
  auto result = sendRaw("GET", "/wps/points/rewards?language=TY", "", std::nullopt);
  ASSERT_EQ(result.status, 200) << result.body;
  bool sawCash = false;
  bool sawShirt = false;
  const json listed = valueOf(result);
  for (const auto& item : listed.at("list")) {
    if (item.at("id") == cashItem_) {
      sawCash = true;
      EXPECT_EQ(item.at("name"), "Pera 50");
      EXPECT_EQ(item.at("amount"), "50.00");
    }
    if (item.at("id") == shirtItem_) {
      sawShirt = true;
      EXPECT_EQ(item.at("name"), "T-shirt");
      EXPECT_EQ(item.at("kind"), "physical");
    }
  }
  EXPECT_TRUE(sawCash && sawShirt);
}

TEST_F(Rewards, ACashRewardCreditsTheWalletThroughTheLedgerOnceForOneKey) {
  const auto player = pointsPlayer(1200);
  const auto key = newKey();
  auto result = redeem(player.token, redeemPayload(cashItem_, kPassword, key));
  ASSERT_EQ(result.status, 200) << result.body;
  auto value = valueOf(result);
  EXPECT_EQ(value.at("redemption").at("status"), "approved");
  EXPECT_EQ(value.at("points"), 700);
  EXPECT_FALSE(value.at("replayed").get<bool>());
  EXPECT_EQ(mainBalance(player.token), "50.00");
  // The same key again: the first answer, nothing moves twice.
  result = redeem(player.token, redeemPayload(cashItem_, kPassword, key));
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_TRUE(valueOf(result).at("replayed").get<bool>());
  EXPECT_EQ(valueOf(result).at("redemption").at("id"), value.at("redemption").at("id"));
  EXPECT_EQ(pointsOf(player.token), 700);
  EXPECT_EQ(mainBalance(player.token), "50.00");
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals WHERE kind = 'reward_cash' AND member_id = " +
                      std::to_string(player.id)),
            1);
  // The same key for another item is refused.
  result = redeem(player.token, redeemPayload(bonusItem_, kPassword, key));
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "idempotency_key_reused");
}

TEST_F(Rewards, AWrongPasswordIsRefusedAndChangesNothing) {
  const auto player = pointsPlayer(1000);
  const auto before = rewardsSnapshot();
  auto result = redeem(player.token, redeemPayload(cashItem_, "Wrong-Pass-99", newKey()));
  EXPECT_EQ(result.status, 400) << result.body;
  EXPECT_EQ(codeOf(result), "redeem_password_incorrect");
  result = redeem(player.token, redeemPayload(cashItem_, "", newKey()));
  EXPECT_EQ(codeOf(result), "input_cannot_be_empty");
  EXPECT_EQ(rewardsSnapshot(), before);
  EXPECT_EQ(pointsOf(player.token), 1000);
}

TEST_F(Rewards, NotEnoughPointsAndOutOfStockAreRefusedAndChangeNothing) {
  const auto poor = pointsPlayer(100);
  auto before = rewardsSnapshot();
  auto result = redeem(poor.token, redeemPayload(cashItem_, kPassword, newKey()));
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "points_not_enough");
  EXPECT_EQ(rewardsSnapshot(), before);

  // The shirt has 2 in stock: a third is refused.
  const auto player = pointsPlayer(2000);
  auto payload = redeemPayload(shirtItem_, kPassword, newKey(), "12 Rizal St, Manila");
  payload["quantity"] = 2;
  result = redeem(player.token, payload);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("redemption").at("status"), "in_process");
  before = rewardsSnapshot();
  result = redeem(player.token, redeemPayload(shirtItem_, kPassword, newKey(), "12 Rizal St, Manila"));
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "reward_out_of_stock");
  EXPECT_EQ(rewardsSnapshot(), before);
  // Without an address a physical reward is refused; an unknown item too.
  result = redeem(player.token, redeemPayload(shirtItem_, kPassword, newKey()));
  EXPECT_EQ(codeOf(result), "reward_address_required");
  result = redeem(player.token, redeemPayload(999999, kPassword, newKey()));
  EXPECT_EQ(result.status, 404) << result.body;
  EXPECT_EQ(codeOf(result), "reward_not_found");
  EXPECT_EQ(rewardsSnapshot(), before);
}

TEST_F(Rewards, RejectingAPhysicalRedeemReturnsThePointsAndStockAndIsUnreadUntilSeen) {
  const auto player = pointsPlayer(1000);
  services().rewards().mall.updateItem(shirtItem_, [] {
    services::RewardItemChange change;
    change.stock = 5;
    return change;
  }());
  auto result = redeem(player.token, redeemPayload(shirtItem_, kPassword, newKey(), "Cebu City"));
  ASSERT_EQ(result.status, 200) << result.body;
  const auto id = valueOf(result).at("redemption").at("id").get<std::int64_t>();
  EXPECT_EQ(pointsOf(player.token), 700);
  EXPECT_EQ(countRows("SELECT stock FROM reward_items WHERE id = " + std::to_string(shirtItem_)), 4);

  const auto run =
      runPanaloctl(database_->url(), "rewards redeems reject " + std::to_string(id) + " --note 'No stock'");
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(pointsOf(player.token), 1000);
  EXPECT_EQ(countRows("SELECT stock FROM reward_items WHERE id = " + std::to_string(shirtItem_)), 5);
  EXPECT_EQ(services().rewards().unseenDecisions(player.id), 1);
  EXPECT_EQ(valueOf(get("/wps/points/balance", player.token)).at("unseenDecisions"), 1);
  const auto history = valueOf(get("/wps/points/redeems", player.token));
  EXPECT_EQ(history.at("content")[0].at("status"), "rejected");
  EXPECT_EQ(history.at("content")[0].at("note"), "No stock");
  // A decided redeem cannot be decided again.
  EXPECT_THROW(services().rewards().mall.reject(id, ""), DomainError);
  // Opening the reward center marks it seen.
  result = sendRaw("POST", "/wps/points/seen", "{}", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(services().rewards().unseenDecisions(player.id), 0);
}

TEST_F(Rewards, ABonusRewardIsGrantedWithItsTurnover) {
  const auto player = pointsPlayer(500);
  const auto result = redeem(player.token, redeemPayload(bonusItem_, kPassword, newKey()));
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("redemption").at("status"), "approved");
  EXPECT_EQ(mainBalance(player.token), "20.00");
  EXPECT_EQ(countRows("SELECT turnover_multiple FROM bonus_grants WHERE member_id = " + std::to_string(player.id)), 3);
}

TEST_F(Rewards, ConvertingCreditsTheLedgerOnceAndFollowsTheSharedRule) {
  const auto player = pointsPlayer(5000);
  const auto config = valueOf(get("/wps/points/config", player.token));
  EXPECT_EQ(config.at("pointsStep"), 100);
  EXPECT_EQ(config.at("moneyPerStep"), "1.00");
  const auto key = newKey();
  auto result = convert(player.token, "1250", key);
  ASSERT_EQ(result.status, 200) << result.body;
  auto value = valueOf(result);
  EXPECT_EQ(value.at("conversion").at("amount"), "12.50");
  EXPECT_EQ(value.at("points"), 3750);
  EXPECT_EQ(value.at("balance"), "12.50");
  result = convert(player.token, "1250", key);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_TRUE(valueOf(result).at("replayed").get<bool>());
  EXPECT_EQ(mainBalance(player.token), "12.50");
  EXPECT_EQ(pointsOf(player.token), 3750);
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals WHERE kind = 'points_conversion' AND member_id = " +
                      std::to_string(player.id)),
            1);
  EXPECT_EQ(valueOf(get("/wps/points/config", player.token)).at("convertedToday"), 1250);
}

TEST_F(Rewards, BadConversionsAreRefusedWithTheSharedRulesKeysAndChangeNothing) {
  const auto player = pointsPlayer(500);
  const auto before = rewardsSnapshot();
  const std::vector<std::pair<json, std::string>> cases = {
      {"99", "convert_below_minimum"},
      {"0", "convert_below_minimum"},
      {"600", "points_not_enough"},
      {"200000", "convert_daily_limit"},
      {"-100", "points_format_incorrect"},
      {"1.5", "points_format_incorrect"},
      {"' OR 1=1 --", "points_format_incorrect"},
      {100, "points_format_incorrect"},
  };
  for (const auto& [points, key] : cases) {
    const auto result = convert(player.token, points, newKey());
    EXPECT_NE(result.status, 200) << points.dump() << ": " << result.body;
    EXPECT_EQ(codeOf(result), key) << points.dump();
  }
  auto result = convert(player.token, "100", "short");
  EXPECT_EQ(codeOf(result), "idempotency_key_invalid");
  EXPECT_EQ(rewardsSnapshot(), before);
  EXPECT_EQ(pointsOf(player.token), 500);
}

TEST_F(Rewards, UnsealedBodiesAreRefusedAndVisitorsAndTrialsGetNothing) {
  const auto player = pointsPlayer(1000);
  const auto before = rewardsSnapshot();
  auto result =
      sendRaw("POST", "/wps/points/redeem", redeemPayload(cashItem_, kPassword, newKey()).dump(), player.token);
  EXPECT_EQ(result.status, 400) << result.body;
  EXPECT_EQ(codeOf(result), "sealed_body_required");
  result = sendRaw("POST", "/wps/points/convert", json{{"points", "100"}, {"idempotencyKey", newKey()}}.dump(),
                   player.token);
  EXPECT_EQ(codeOf(result), "sealed_body_required");
  // Sealed for another session, it does not open.
  const auto other = newPlayer();
  result = sendRaw("POST", "/wps/points/convert",
                   sealedBody("POST", "/wps/points/convert",
                              json{{"points", "100"}, {"idempotencyKey", newKey()}}.dump(), other.token),
                   player.token);
  EXPECT_NE(result.status, 200) << result.body;
  EXPECT_EQ(rewardsSnapshot(), before);

  EXPECT_EQ(sendRaw("GET", "/wps/points/balance", "", std::nullopt).status, 401);
  const auto trial = newPlayer("", 4);
  result = get("/wps/points/balance", trial.token);
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "in_need_true_account");
  result = get("/wps/points/transactions?pageSize=1000", player.token);
  EXPECT_EQ(codeOf(result), "invalid_parameter");
}

TEST_F(Rewards, PanaloctlManagesItemsGrantsAndConfig) {
  auto run = runPanaloctl(database_->url(), "rewards items add physical 250 --name-en Cap --name-pt Boné --stock 3");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "rewards items list --language PT");
  EXPECT_NE(run.out.find("Boné"), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "rewards items add cash 100 --name-en NoAmount");
  EXPECT_NE(run.exitCode, 0) << run.out;
  const auto player = newPlayer();
  run = runPanaloctl(database_->url(), "rewards grant " + player.account + " 300 --reason Welcome --key welcome-key-1");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "rewards grant " + player.account + " 300 --reason Welcome --key welcome-key-1");
  EXPECT_EQ(pointsOf(player.token), 300) << "the same key grants once";
  run = runPanaloctl(database_->url(), "rewards grant " + player.account + " -500 --reason Oops --key take-back-1");
  EXPECT_NE(run.exitCode, 0) << "never below zero: " << run.out;
  run = runPanaloctl(database_->url(), "rewards config set --time-zone Mars/Olympus");
  EXPECT_NE(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "rewards demo");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "rewards demo");
  EXPECT_NE(run.out.find("0 demo item(s) added"), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "rewards check");
  EXPECT_EQ(run.exitCode, 0) << run.out;
}

}  // namespace
}  // namespace panalo::testing

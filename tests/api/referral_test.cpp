// Referral (invite friends) against the real server and PostgreSQL (issue 15
// item 6): only enabled members get a code and a friends list; a friend who
// registers with the code is listed with their status (registered, deposited,
// active); the operator's reward is paid once per friend through the wallet's
// ledger when the friend's approved deposits reach the minimum (also when
// settled from many threads, and after a crash between writing the reward and
// paying it); naming a referrer later refuses unknown and own codes; bad input
// and the panaloctl referral commands. The ledger's trial balance is checked
// after every test (PaymentFixture).
#include <thread>
#include <vector>

#include "panaloctl_run.hpp"
#include "record_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::RecordFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;

class Referral : public RecordFixture {
 protected:
  void SetUp() override {
    panalo::services::ReferralConfigChange rule;
    rule.openToAll = false;
    rule.reward = "50.00";
    rule.minDeposit = "100.00";
    rule.turnoverMultiple = 2;
    rule.activeDays = 30;
    services().referral().referrals.changeConfig(rule);
  }

  static HttpResult overview(const std::string& token) { return get("/wps/relay/CSP_referral", token); }
  static HttpResult friends(const std::string& token, const std::string& query = "") {
    return get("/wps/relay/CSP_referralFriends" + query, token);
  }
  static HttpResult bind(const std::string& token, const json& body) {
    return sendRaw("POST", "/wps/relay/CSP_referralBind", body.dump(), token);
  }
  static std::string referralCodeOf(std::int64_t memberId) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx.exec_params1("SELECT referral_code FROM members WHERE id = $1", memberId)[0].as<std::string>();
  }
  // A friend registered through the real (sealed) registration call with the code.
  static Player registerFriend(const std::string& account, const std::string& code) {
    const json payload = {{"username", account},   {"password", kPassword}, {"confirmPassword", kPassword},
                          {"domain", "localhost"}, {"termsAccepted", true}, {"ageConfirmed", true},
                          {"referralCode", code}};
    const auto result = sendSealed("PUT", "/wps/member/register", payload);
    EXPECT_EQ(result.status, 200) << result.body;
    Player friendPlayer;
    friendPlayer.account = account;
    friendPlayer.id = countRows("SELECT id FROM members WHERE account = '" + account + "'");
    const auto login = WalletFixture::login(account, kPassword);
    EXPECT_EQ(login.status, 200) << login.body;
    friendPlayer.token = tokenOf(login);
    return friendPlayer;
  }
  static void approvedDeposit(const Player& player, const std::string& amount) {
    static const auto channel = newChannel();
    const auto result = requestDeposit(player.token, channel, amount, newKey());
    ASSERT_EQ(result.status, 200) << result.body;
    services().wallet().deposits.approve(valueOf(result).at("depositId").get<std::int64_t>());
  }
  static json friendsOf(const std::string& token) {
    const auto result = friends(token);
    EXPECT_EQ(result.status, 200) << result.body;
    return valueOf(result).at("list");
  }
  static std::int64_t referralBonuses(std::int64_t memberId) {
    return countRows("SELECT count(*) FROM bonus_grants WHERE member_id = " + std::to_string(memberId) +
                     " AND reason LIKE 'Referral reward:%'");
  }
};

TEST_F(Referral, AMemberItIsNotOpenToHasNoCodeAndNoFriendsList) {
  const auto player = newPlayer();
  auto result = overview(player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = valueOf(result);
  EXPECT_EQ(value.at("enabled"), false);
  EXPECT_EQ(value.at("canBind"), true);
  EXPECT_FALSE(value.contains("referralCode"));
  result = friends(player.token);
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "referral_not_enabled");

  // Opened to all by the operator: every member then.
  panalo::services::ReferralConfigChange open;
  open.openToAll = true;
  services().referral().referrals.changeConfig(open);
  EXPECT_EQ(valueOf(overview(player.token)).at("enabled"), true);

  const auto trial = newPlayer("", 4);
  for (const auto& answer : {overview(trial.token), friends(trial.token), bind(trial.token, {{"referralCode", "X"}})}) {
    EXPECT_EQ(answer.status, 403) << answer.body;
    EXPECT_EQ(codeOf(answer), "in_need_true_account");
  }
  EXPECT_EQ(overview("nonsense").status, 401);
}

TEST_F(Referral, FriendsAreListedWithTheirStatusAndTheRewardIsPaidOnce) {
  const auto referrer = newPlayer();
  services().referral().referrals.setEnabled(referrer.account, true);
  auto result = overview(referrer.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto value = valueOf(result);
  const auto code = referralCodeOf(referrer.id);
  EXPECT_EQ(value.at("enabled"), true);
  EXPECT_EQ(value.at("referralCode"), code);
  EXPECT_EQ(value.at("registerPath"), "/register?referralCode=" + code);
  EXPECT_EQ(value.at("rule").at("reward"), "50.00");
  EXPECT_EQ(value.at("rule").at("minDeposit"), "100.00");
  EXPECT_EQ(value.at("rule").at("turnoverMultiple"), 2);
  EXPECT_EQ(value.at("friends"), 0);
  EXPECT_EQ(friendsOf(referrer.token).size(), 0U);

  const auto buddy = registerFriend("Buddy1234", code);
  auto list = friendsOf(referrer.token);
  ASSERT_EQ(list.size(), 1U);
  EXPECT_EQ(list[0].at("account"), "Bu***34") << "masked";
  EXPECT_EQ(list[0].at("status"), "registered");
  EXPECT_EQ(list[0].at("rewardStatus"), "none");

  approvedDeposit(buddy, "60.00");
  list = friendsOf(referrer.token);
  EXPECT_EQ(list[0].at("status"), "deposited");
  EXPECT_EQ(list[0].at("rewardStatus"), "none") << "60.00 is below the 100.00 the rule asks";
  EXPECT_EQ(mainBalance(referrer.token), "0.00");

  approvedDeposit(buddy, "40.00");
  list = friendsOf(referrer.token);  // pays what is due before answering
  EXPECT_EQ(list[0].at("rewardStatus"), "paid");
  EXPECT_EQ(list[0].at("reward"), "50.00");
  EXPECT_EQ(mainBalance(referrer.token), "50.00");
  EXPECT_EQ(mainBalance(buddy.token), "100.00") << "the friend's own money is untouched";
  EXPECT_EQ(countRows("SELECT turnover_multiple FROM bonus_grants WHERE member_id = " + std::to_string(referrer.id)),
            2);

  // Paid once: again, from the operator's tool, and from many threads at once.
  EXPECT_EQ(services().referral().referrals.settle(), 0);
  const auto run = runPanaloctl(database_->url(), "referral settle");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("0 reward(s) paid"), std::string::npos) << run.out;
  approvedDeposit(buddy, "500.00");
  EXPECT_EQ(services().referral().referrals.settle(referrer.id), 0);
  EXPECT_EQ(mainBalance(referrer.token), "50.00");
  EXPECT_EQ(referralBonuses(referrer.id), 1);

  value = valueOf(overview(referrer.token));
  EXPECT_EQ(value.at("friends"), 1);
  EXPECT_EQ(value.at("qualifiedFriends"), 1);
  EXPECT_EQ(value.at("rewardsPaid"), "50.00");

  // A bet makes the friend active.
  addBet(buddy.id, "PG", "RNG", 1000, 0);
  EXPECT_EQ(friendsOf(referrer.token)[0].at("status"), "active");
}

TEST_F(Referral, ConcurrentSettlementsAndARetryAfterACrashPayOnce) {
  const auto referrer = newPlayer();
  services().referral().referrals.setEnabled(referrer.account, true);
  const auto code = referralCodeOf(referrer.id);
  const auto first = registerFriend("Racer0001", code);
  const auto second = registerFriend("Crash0001", code);
  approvedDeposit(first, "150.00");

  std::vector<std::thread> threads;
  threads.reserve(6);
  std::atomic<std::int64_t> paid{0};
  for (int i = 0; i < 6; ++i) {
    threads.emplace_back([&paid] { paid += services().referral().referrals.settle(); });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(mainBalance(referrer.token), "50.00");
  EXPECT_EQ(referralBonuses(referrer.id), 1);
  EXPECT_LE(paid.load(), 6);

  // The reward row was written (pending, 30.00 under an older rule) and the
  // server stopped before paying: the next run pays that amount, once.
  execute("INSERT INTO referral_rewards (friend_id, referrer_id, amount_minor, turnover_multiple) VALUES (" +
          std::to_string(second.id) + ", " + std::to_string(referrer.id) + ", 3000, 1)");
  EXPECT_EQ(services().referral().referrals.settle(), 1);
  EXPECT_EQ(services().referral().referrals.settle(), 0);
  EXPECT_EQ(mainBalance(referrer.token), "80.00");
  EXPECT_EQ(referralBonuses(referrer.id), 2);
}

TEST_F(Referral, NamingAReferrerRefusesUnknownAndOwnCodes) {
  const auto member = newPlayer();
  const auto inviter = newPlayer();
  const auto invited = newPlayer();
  execute("UPDATE members SET referrer_id = " + std::to_string(member.id) +
          " WHERE id = " + std::to_string(invited.id));
  const auto trial = newPlayer("", 4);

  struct Case {
    json body;
    int status;
    const char* key;
  };
  const std::vector<Case> cases = {
      {{{"referralCode", ""}}, 400, "input_cannot_be_empty"},
      {json::object(), 400, "input_cannot_be_empty"},
      {{{"referralCode", "NOSUCHCODE"}}, 400, "invitation_code_error"},
      {{{"referralCode", "x' OR '1'='1"}}, 400, "invitation_code_error"},
      {{{"referralCode", std::string(40, 'A')}}, 400, "invitation_code_error"},
      {{{"referralCode", referralCodeOf(trial.id)}}, 400, "invitation_code_error"},
      {{{"referralCode", 42}}, 400, "invalid_parameter"},
      {{{"referralCode", referralCodeOf(member.id)}}, 400, "referral_own_code"},
      {{{"referralCode", referralCodeOf(invited.id)}}, 400, "referral_own_code"},
  };
  for (const auto& c : cases) {
    const auto result = bind(member.token, c.body);
    EXPECT_EQ(result.status, c.status) << c.body.dump() << ' ' << result.body;
    EXPECT_EQ(codeOf(result), c.key) << c.body.dump();
  }
  EXPECT_EQ(
      countRows("SELECT count(*) FROM members WHERE id = " + std::to_string(member.id) + " AND referrer_id IS NULL"), 1)
      << "nothing was bound";

  // A code in any case binds, once.
  std::string lower = referralCodeOf(inviter.id);
  for (auto& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  auto result = bind(member.token, {{"referralCode", lower}});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("referredBy"), panalo::services::ReferralService::maskAccount(inviter.account));
  EXPECT_EQ(valueOf(overview(member.token)).at("canBind"), false);
  result = bind(member.token, {{"referralCode", referralCodeOf(inviter.id)}});
  EXPECT_EQ(result.status, 409);
  EXPECT_EQ(codeOf(result), "referral_already_bound");

  // After a first approved deposit it is too late.
  const auto depositor = newPlayer();
  approvedDeposit(depositor, "10.00");
  EXPECT_EQ(valueOf(overview(depositor.token)).at("canBind"), false);
  result = bind(depositor.token, {{"referralCode", referralCodeOf(inviter.id)}});
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "referral_bind_closed");

  // Registration with an unknown code registers nobody (accounts domain, same key).
  const auto before = countRows("SELECT count(*) FROM members");
  const json payload = {{"username", "Ghost0001"},     {"password", kPassword}, {"confirmPassword", kPassword},
                        {"domain", "localhost"},       {"termsAccepted", true}, {"ageConfirmed", true},
                        {"referralCode", "NOSUCHCODE"}};
  result = sendSealed("PUT", "/wps/member/register", payload);
  EXPECT_EQ(codeOf(result), "invitation_code_error");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
}

TEST_F(Referral, BadPagingIsRefusedAndTheListPages) {
  const auto referrer = newPlayer();
  services().referral().referrals.setEnabled(referrer.account, true);
  for (const std::string query : {"?pageNo=0", "?pageNo=x", "?pageSize=0", "?pageSize=51", "?pageSize=1%20OR%201=1"}) {
    const auto result = friends(referrer.token, query);
    EXPECT_EQ(result.status, 400) << query << ' ' << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query;
  }
  for (int i = 0; i < 3; ++i) {
    const auto friendPlayer = newPlayer();
    execute("UPDATE members SET referrer_id = " + std::to_string(referrer.id) +
            " WHERE id = " + std::to_string(friendPlayer.id));
  }
  const auto page = valueOf(friends(referrer.token, "?pageNo=2&pageSize=2"));
  EXPECT_EQ(page.at("total"), 3);
  EXPECT_EQ(page.at("totalPages"), 2);
  EXPECT_EQ(page.at("list").size(), 1U);
}

TEST_F(Referral, TheOperatorEnablesMembersAndSetsTheRuleWithPanaloctl) {
  const auto player = newPlayer();
  auto run = runPanaloctl(database_->url(), "referral enable " + player.account);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(valueOf(overview(player.token)).at("enabled"), true);
  run = runPanaloctl(database_->url(), "referral list");
  EXPECT_NE(run.out.find(player.account), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "referral disable " + player.account);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(valueOf(overview(player.token)).at("enabled"), false);

  run = runPanaloctl(database_->url(), "referral config --reward 25.50 --min-deposit 200 --turnover-multiple 3");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  auto rule = services().referral().referrals.config();
  EXPECT_EQ(rule.rewardMinor, 2550);
  EXPECT_EQ(rule.minDepositMinor, 20000);
  EXPECT_EQ(rule.turnoverMultiple, 3);

  for (const std::string bad : {"referral config --reward abc", "referral config --reward -5",
                                "referral config --min-deposit 0", "referral config --turnover-multiple 5000",
                                "referral config --open-to-all maybe", "referral enable nosuchmember"}) {
    run = runPanaloctl(database_->url(), bad);
    EXPECT_NE(run.exitCode, 0) << bad << ": " << run.out;
  }
  rule = services().referral().referrals.config();
  EXPECT_EQ(rule.rewardMinor, 2550) << "a refused change changes nothing";

  run = runPanaloctl(database_->url(), "referral demo");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_TRUE(services().referral().referrals.config().openToAll);
}

}  // namespace

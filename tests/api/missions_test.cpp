// Missions, the leaderboard and VIP against the real server and PostgreSQL
// (issue 15 item 6): progress from real bets, deposits and logins; a reward
// paid once through the ledger (retries replay, other keys are refused, an
// unfinished mission pays nothing); the leaderboard's order and masked names;
// the VIP flag hiding the page and refusing its calls; an upgrade bonus paid
// once; bad input answered with its key and nothing changed. The ledger's
// trial balance is checked after every test (PaymentFixture).
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

class Missions : public RecordFixture {
 protected:
  // Each test counts the missions domain's rows from none, as in a fresh database.
  void SetUp() override {
    RecordFixture::SetUp();
    execute(
        "TRUNCATE mission_claims, mission_login_days, mission_texts, missions, vip_bonus_claims, member_vip, "
        "vip_level_texts, vip_levels");
  }
  static std::int64_t define(const std::string& code, const std::string& period, const std::string& goal,
                             const std::string& target, const std::string& bonus, const std::string& category = "") {
    panalo::services::MissionDefinition d;
    d.code = code;
    d.period = period;
    d.goalKind = goal;
    d.target = target;
    d.rewardBonus = bonus;
    d.gameCategory = category;
    d.turnoverMultiple = 3;
    const auto id = services().missions().missions.define(d);
    services().missions().missions.setText(code, "EN", code + " title", "English text");
    return id;
  }
  static HttpResult summary(const std::string& token, const std::string& query = "") {
    return sendRaw("GET", "/wps/v2/missions" + query, "", token);
  }
  static json missionIn(const HttpResult& result, std::int64_t id) {
    // A named copy: the range of a for loop over a temporary's member would dangle.
    const json value = valueOf(result);
    for (const auto& mission : value.at("missions")) {
      if (mission.at("id") == id) return mission;
    }
    ADD_FAILURE() << "mission " << id << " not listed: " << result.body;
    return json();
  }
  static HttpResult claim(const std::string& token, const json& body) {
    return sendRaw("POST", "/wps/v2/missions/claim", body.dump(), token);
  }
  static HttpResult vip(const std::string& token) { return sendRaw("GET", "/wps/v2/vip", "", token); }
  static HttpResult vipClaim(const std::string& token, const json& body) {
    return sendRaw("POST", "/wps/v2/vip/claim", body.dump(), token);
  }
  static std::int64_t bonusJournals(std::int64_t memberId) {
    return countRows("SELECT count(*) FROM ledger_journals WHERE kind = 'bonus' AND member_id = " +
                     std::to_string(memberId));
  }
  static void vipLevels() {
    auto& vip = services().missions().vip;
    vip.defineLevel({1, "100", "0", "5.00", "1.00", "0", 2});
    vip.setLevelText(1, "EN", "Bronze", "Weekly bonus");
    vip.setLevelText(1, "TY", "Tanso", "Lingguhang bonus");
    vip.defineLevel({2, "1000", "0", "20.00", "0", "0", std::nullopt});
    vip.setLevelText(2, "EN", "Silver", "More");
  }
};

TEST_F(Missions, ProgressComesFromSettledBetsInTheCategoryAndTheRewardIsPaidOnce) {
  const auto id = define("SLOTS_100", "daily", "valid_bet", "100", "7.50", "RNG");
  const auto player = newPlayer();

  auto result = summary(player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto mission = missionIn(result, id);
  EXPECT_EQ(mission.at("progress"), "0.00");
  EXPECT_EQ(mission.at("target"), "100.00");
  EXPECT_EQ(mission.at("canClaim"), false);

  addBet(player.id, "PG", "RNG", 6000, 0);              // 60.00 valid
  addBet(player.id, "PG", "LIVE", 90000, 0);            // another category: not counted
  addBet(player.id, "PG", "RNG", 50000, std::nullopt);  // pending: no valid bet yet
  addBet(player.id, "PG", "RNG", 3000, 0, 30.0);        // yesterday (30 h ago): another day
  mission = missionIn(summary(player.token), id);
  EXPECT_EQ(mission.at("progress"), "60.00");
  EXPECT_EQ(mission.at("percent"), 60);

  // Claiming before the goal is reached pays nothing.
  const auto before = ledgerSnapshot();
  result = claim(player.token, {{"missionId", id}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "mission_not_completed");
  EXPECT_EQ(ledgerSnapshot(), before);

  addBet(player.id, "JDB", "RNG", 4000, 10000);
  result = summary(player.token);
  mission = missionIn(result, id);
  EXPECT_EQ(mission.at("progress"), "100.00");
  EXPECT_EQ(mission.at("canClaim"), true);
  EXPECT_GE(valueOf(result).at("claimable"), 1);

  const auto key = newKey();
  result = claim(player.token, {{"missionId", id}, {"idempotencyKey", key}});
  ASSERT_EQ(result.status, 200) << result.body;
  const auto claimed = valueOf(result);
  EXPECT_EQ(claimed.at("claim").at("rewardAmount"), "7.50");
  EXPECT_EQ(claimed.at("balance"), "7.50");
  EXPECT_EQ(claimed.at("replayed"), false);
  EXPECT_EQ(mainBalance(player.token), "7.50");
  EXPECT_EQ(bonusJournals(player.id), 1);
  // The bonus carries the mission's turnover into the bonus details.
  EXPECT_EQ(countRows("SELECT turnover_multiple FROM bonus_grants WHERE member_id = " + std::to_string(player.id)), 3);

  // A retry: the first answer. Another key the same day: refused. Nothing moves.
  const auto after = ledgerSnapshot();
  result = claim(player.token, {{"missionId", id}, {"idempotencyKey", key}});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("claim").at("id"), claimed.at("claim").at("id"));
  EXPECT_EQ(valueOf(result).at("replayed"), true);
  result = claim(player.token, {{"missionId", id}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "mission_already_claimed");
  EXPECT_EQ(ledgerSnapshot(), after);
  EXPECT_EQ(missionIn(summary(player.token), id).at("claimed"), true);
}

TEST_F(Missions, ConcurrentClaimsWithDifferentKeysPayOnce) {
  const auto id = define("COUNT_2", "weekly", "bet_count", "2", "3.00");
  const auto player = newPlayer();
  addBet(player.id, "PG", "LIVE", 1000, std::nullopt);  // pending bets count as bets placed
  addBet(player.id, "PG", "SPORTS", 1000, 0);
  EXPECT_EQ(missionIn(summary(player.token), id).at("progress"), "2");

  std::vector<std::thread> threads;
  threads.reserve(6);
  std::atomic<int> paid{0};
  std::atomic<int> refused{0};
  for (int i = 0; i < 6; ++i) {
    threads.emplace_back([&, i] {
      const auto result =
          claim(player.token, {{"missionId", id}, {"idempotencyKey", newKey() + "-t" + std::to_string(i)}});
      if (result.status == 200) ++paid;
      if (result.status == 409) ++refused;
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(paid.load(), 1);
  EXPECT_EQ(refused.load(), 5);
  EXPECT_EQ(mainBalance(player.token), "3.00");
  EXPECT_EQ(bonusJournals(player.id), 1);
}

TEST_F(Missions, DepositAndLoginDayGoalsCountApprovedDepositsAndLogins) {
  const auto deposit = define("DEP_200", "weekly", "deposit", "200", "10.00");
  const auto logins = define("LOGIN_1", "daily", "login_days", "1", "1.00");
  const auto player = newPlayer();  // logged in once: today is a login day
  auto result = summary(player.token);
  EXPECT_EQ(missionIn(result, logins).at("completed"), true) << result.body;
  EXPECT_EQ(missionIn(result, deposit).at("progress"), "0.00");

  const auto channel = newChannel();
  const auto created = requestDeposit(player.token, channel, "250.00", newKey());
  ASSERT_EQ(created.status, 200) << created.body;
  EXPECT_EQ(missionIn(summary(player.token), deposit).at("progress"), "0.00") << "a pending deposit does not count";
  services().wallet().deposits.approve(valueOf(created).at("depositId").get<std::int64_t>());
  result = summary(player.token);
  EXPECT_EQ(missionIn(result, deposit).at("progress"), "250.00");
  EXPECT_EQ(missionIn(result, deposit).at("canClaim"), true);

  // The unread badge counter: both completed, none claimed.
  EXPECT_EQ(services().missions().unreadCounter.count(player.id), 2);
  EXPECT_EQ(services().missions().unreadCounter.name(), "missionLeaderboard");
  ASSERT_EQ(claim(player.token, {{"missionId", logins}, {"idempotencyKey", newKey()}}).status, 200);
  EXPECT_EQ(services().missions().unreadCounter.count(player.id), 1);
}

TEST_F(Missions, TextsComeInTheAskedLanguageWithEnglishAsTheFallback) {
  const auto id = define("LANG_1", "once", "bet_count", "1", "1.00");
  services().missions().missions.setText("LANG_1", "TY", "Pamagat", "Tagalog");
  const auto player = newPlayer();
  EXPECT_EQ(missionIn(summary(player.token, "?language=ty"), id).at("title"), "Pamagat");
  EXPECT_EQ(missionIn(summary(player.token, "?language=PT"), id).at("title"), "LANG_1 title");
  EXPECT_EQ(missionIn(summary(player.token, "?language=xx"), id).at("title"), "LANG_1 title");
  EXPECT_EQ(missionIn(summary(player.token), id).at("periodKey"), "once");

  // A disabled mission is not listed and cannot be claimed.
  services().missions().missions.setEnabled("LANG_1", false);
  const json listed = valueOf(summary(player.token));
  for (const auto& mission : listed.at("missions")) EXPECT_NE(mission.at("id"), id);
  const auto result = claim(player.token, {{"missionId", id}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(result.status, 404) << result.body;
  EXPECT_EQ(codeOf(result), "mission_not_found");
}

TEST_F(Missions, BadClaimsAreRefusedWithTheirKeysAndChangeNothing) {
  const auto id = define("BAD_1", "daily", "bet_count", "1", "1.00");
  const auto player = newPlayer();
  addBet(player.id, "PG", "LIVE", 1000, 0);
  const auto before = ledgerSnapshot();
  const std::vector<std::pair<std::string, std::string>> cases{
      {"[1,2]", "invalid_request"},
      {json{{"idempotencyKey", newKey()}}.dump(), "invalid_parameter"},
      {json{{"missionId", "1"}, {"idempotencyKey", newKey()}}.dump(), "invalid_parameter"},
      {json{{"missionId", -4}, {"idempotencyKey", newKey()}}.dump(), "invalid_parameter"},
      {json{{"missionId", 1.5}, {"idempotencyKey", newKey()}}.dump(), "invalid_parameter"},
      {json{{"missionId", id}}.dump(), "idempotency_key_invalid"},
      {json{{"missionId", id}, {"idempotencyKey", "short"}}.dump(), "idempotency_key_invalid"},
      {json{{"missionId", id}, {"idempotencyKey", "key'; DROP TABLE missions;--"}}.dump(), "idempotency_key_invalid"},
      {json{{"missionId", id}, {"idempotencyKey", std::string(200, 'k')}}.dump(), "idempotency_key_invalid"},
  };
  for (const auto& [body, key] : cases) {
    const auto result = sendRaw("POST", "/wps/v2/missions/claim", body, player.token);
    EXPECT_EQ(result.status, 400) << body << " -> " << result.body;
    EXPECT_EQ(codeOf(result), key) << body;
  }
  auto result = claim(player.token, {{"missionId", 987654321}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(result.status, 404) << result.body;
  result = sendRaw("POST", "/wps/v2/missions/claim", json{{"missionId", id}, {"idempotencyKey", newKey()}}.dump());
  EXPECT_EQ(result.status, 401) << result.body;
  const auto trial = newPlayer("", 4);
  result = claim(trial.token, {{"missionId", id}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "in_need_true_account");
  EXPECT_EQ(summary(trial.token).status, 403);
  EXPECT_EQ(ledgerSnapshot(), before);
  EXPECT_EQ(countRows("SELECT count(*) FROM mission_claims"), 0);
}

TEST_F(Missions, APointsRewardGoesIntoThePointsJournalOnce) {
  panalo::services::MissionDefinition d;
  d.code = "POINTS_1";
  d.period = "daily";
  d.goalKind = "bet_count";
  d.target = "1";
  d.rewardPoints = 50;
  const auto id = services().missions().missions.define(d);
  const auto player = newPlayer();
  addBet(player.id, "PG", "LIVE", 1000, 0);
  EXPECT_EQ(missionIn(summary(player.token), id).at("reward").at("amount"), "50");
  const auto money = ledgerSnapshot();
  const auto key = newKey();
  auto result = claim(player.token, {{"missionId", id}, {"idempotencyKey", key}});
  ASSERT_EQ(result.status, 200) << result.body;
  const std::string member = std::to_string(player.id);
  // The rewards domain's journal: one grant of 50 under the mission's key; no money moved.
  EXPECT_EQ(
      countRows("SELECT count(*) FROM points_journal WHERE reason = 'grant' AND amount = 50 AND member_id = " + member),
      1);
  EXPECT_EQ(countRows("SELECT coalesce(sum(amount), 0) FROM points_journal WHERE member_id = " + member), 50);
  EXPECT_EQ(ledgerSnapshot(), money);
  // A retry answers as before; another key the same day is refused; the points stay 50.
  result = claim(player.token, {{"missionId", id}, {"idempotencyKey", key}});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("replayed"), true);
  result = claim(player.token, {{"missionId", id}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "mission_already_claimed");
  EXPECT_EQ(countRows("SELECT coalesce(sum(amount), 0) FROM points_journal WHERE member_id = " + member), 50);
  EXPECT_EQ(countRows("SELECT count(*) FROM mission_claims"), 1);
}

TEST_F(Missions, TheLeaderboardRanksValidBetsOfThePeriodWithMaskedNames) {
  const auto first = newPlayer();
  const auto second = newPlayer();
  const auto third = newPlayer();
  addBet(second.id, "PG", "LIVE", 900000000, 0);  // 9,000,000.00
  addBet(first.id, "PG", "LIVE", 500000000, 0);
  addBet(first.id, "JDB", "RNG", 500000000, 0);             // 10,000,000.00 in all
  addBet(third.id, "PG", "LIVE", 800000000, std::nullopt);  // pending: not ranked
  addBet(third.id, "PG", "LIVE", 100000000, 0, 24.0 * 40);  // 40 days ago: outside every period

  auto result = sendRaw("GET", "/wps/v2/missions/leaderboard?period=daily&limitNum=2", "");
  ASSERT_EQ(result.status, 200) << result.body;
  auto board = valueOf(result);
  ASSERT_EQ(board.at("list").size(), 2u) << result.body;
  EXPECT_EQ(board.at("list")[0].at("rank"), 1);
  EXPECT_EQ(board.at("list")[0].at("validBet"), "10000000.00");
  EXPECT_EQ(board.at("list")[0].at("customerName"),
            first.account.substr(0, 2) + "***" + first.account.substr(first.account.size() - 1));
  EXPECT_EQ(board.at("list")[1].at("validBet"), "9000000.00");
  EXPECT_TRUE(board.at("me").is_null());
  EXPECT_EQ(result.body.find(first.account), std::string::npos) << "no unmasked account name";

  // Logged in: the member's own place, even outside the list.
  const auto fourth = newPlayer();
  addBet(fourth.id, "PG", "LIVE", 100, 0);
  result = sendRaw("GET", "/wps/v2/missions/leaderboard?period=monthly&limitNum=1", "", fourth.token);
  ASSERT_EQ(result.status, 200) << result.body;
  board = valueOf(result);
  EXPECT_EQ(board.at("period"), "monthly");
  ASSERT_FALSE(board.at("me").is_null());
  EXPECT_EQ(board.at("me").at("validBet"), "1.00");
  EXPECT_GT(board.at("me").at("rank"), 1);
  EXPECT_EQ(sendRaw("GET", "/wps/v2/missions/leaderboard?period=weekly", "").status, 200);

  for (const std::string query : {"period=yearly", "period=", "limitNum=0", "limitNum=51", "limitNum=-1",
                                  "limitNum=1e3", "period=daily%27%3B--"}) {
    result = sendRaw("GET", "/wps/v2/missions/leaderboard?" + query, "");
    if (query == "period=") {
      EXPECT_EQ(result.status, 200) << query << " reads as the default";
      continue;
    }
    EXPECT_EQ(result.status, 400) << query << " -> " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query;
  }
  EXPECT_EQ(sendRaw("GET", "/wps/v2/missions/leaderboard", "", std::string("not-a-session")).status, 401);
}

TEST_F(Missions, VipLevelsFollowTheTotalsAndFillThePublicState) {
  vipLevels();
  const auto player = newPlayer();
  auto info = valueOf(memberInfo(player.token));
  EXPECT_EQ(info.at("hasVip"), false);
  EXPECT_EQ(info.at("vipRankLevel"), 0);
  auto result = vip(player.token);
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "vip_not_member");

  addBet(player.id, "PG", "LIVE", 15000, 0);  // 150.00 valid: level 1
  info = valueOf(sendRaw("GET", "/wps/member/info?language=TY", "", player.token));
  EXPECT_EQ(info.at("hasVip"), true);
  EXPECT_EQ(info.at("vipLabelName"), "Tanso");
  EXPECT_EQ(info.at("vipRankLevel"), 1);

  result = vip(player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto status = valueOf(result);
  EXPECT_EQ(status.at("rankLevel"), 1);
  EXPECT_EQ(status.at("labelName"), "Bronze");
  EXPECT_EQ(status.at("next").at("rankLevel"), 2);
  EXPECT_EQ(status.at("next").at("validBetPercent"), 15);
  EXPECT_EQ(status.at("levels").size(), 2u);
  ASSERT_EQ(status.at("claimable").size(), 2u) << result.body;  // upgrade 1 and the weekly bonus

  // The operator pins level 2: its upgrade bonus becomes claimable too.
  auto run = runPanaloctl(database_->url(), "vip member set " + player.account + " 2");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  status = valueOf(vip(player.token));
  EXPECT_EQ(status.at("rankLevel"), 2);
  EXPECT_EQ(status.at("pinned"), true);
  EXPECT_TRUE(status.at("next").is_null());
  run = runPanaloctl(database_->url(), "vip member auto " + player.account);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(valueOf(vip(player.token)).at("rankLevel"), 1);
}

TEST_F(Missions, AnUpgradeBonusIsPaidOnceAndTheWeeklyBonusOncePerWeek) {
  vipLevels();
  const auto player = newPlayer();
  addBet(player.id, "PG", "LIVE", 15000, 0);
  const auto key = newKey();
  auto result = vipClaim(player.token, {{"kind", "upgrade"}, {"rankLevel", 1}, {"idempotencyKey", key}});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("balance"), "5.00");
  EXPECT_EQ(countRows("SELECT turnover_multiple FROM bonus_grants WHERE member_id = " + std::to_string(player.id)), 2);

  const auto after = ledgerSnapshot();
  result = vipClaim(player.token, {{"kind", "upgrade"}, {"rankLevel", 1}, {"idempotencyKey", key}});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("replayed"), true);
  result = vipClaim(player.token, {{"kind", "upgrade"}, {"rankLevel", 1}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "vip_bonus_already_claimed");
  // Level 2 is not reached: its upgrade bonus is not available; no monthly bonus at level 1.
  result = vipClaim(player.token, {{"kind", "upgrade"}, {"rankLevel", 2}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "vip_bonus_not_available");
  result = vipClaim(player.token, {{"kind", "monthly"}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(codeOf(result), "vip_bonus_not_available");
  EXPECT_EQ(ledgerSnapshot(), after);

  result = vipClaim(player.token, {{"kind", "weekly"}, {"idempotencyKey", newKey()}});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("balance"), "6.00");
  EXPECT_EQ(vipClaim(player.token, {{"kind", "weekly"}, {"idempotencyKey", newKey()}}).status, 409);
  const auto status = valueOf(vip(player.token));
  EXPECT_EQ(status.at("claimable").size(), 0u);
  EXPECT_EQ(status.at("history").size(), 2u);
  EXPECT_EQ(bonusJournals(player.id), 2);
  EXPECT_EQ(mainBalance(player.token), "6.00");

  for (const auto& body :
       {json{{"kind", "yearly"}, {"idempotencyKey", newKey()}}, json{{"kind", "upgrade"}, {"idempotencyKey", newKey()}},
        json{{"kind", "upgrade"}, {"rankLevel", 100}, {"idempotencyKey", newKey()}},
        json{{"kind", 7}, {"idempotencyKey", newKey()}}}) {
    result = vipClaim(player.token, body);
    EXPECT_EQ(result.status, 400) << body.dump() << " -> " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << body.dump();
  }
  EXPECT_EQ(mainBalance(player.token), "6.00");
}

TEST_F(Missions, WithTheVipFlagOffThePublicStateHidesVipAndTheCallsRefuse) {
  vipLevels();
  const auto player = newPlayer();
  addBet(player.id, "PG", "LIVE", 15000, 0);
  ASSERT_EQ(valueOf(memberInfo(player.token)).at("hasVip"), true);
  auto run = runPanaloctl(database_->url(), "flags set VIP3 off");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  const auto info = valueOf(memberInfo(player.token));
  EXPECT_EQ(info.at("hasVip"), false);
  EXPECT_EQ(info.at("vipLabelName"), "");
  auto result = vip(player.token);
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "function_not_enabled");
  const auto before = ledgerSnapshot();
  result = vipClaim(player.token, {{"kind", "upgrade"}, {"rankLevel", 1}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(ledgerSnapshot(), before);
}

TEST_F(Missions, TheOperatorDefinesMissionsAndLevelsAndBadDefinitionsAreRefused) {
  auto run = runPanaloctl(database_->url(),
                          "missions set CLI_1 --period weekly --goal valid_bet --target 250.50 --bonus 12.00 "
                          "--turnover-multiple 4 --category LIVE");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "missions text CLI_1 TY --title 'Linggo' --description 'Tumaya'");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "missions list");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("CLI_1"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("250.50 -> 12.00 bonus x4"), std::string::npos) << run.out;

  for (const std::string bad :
       {"missions set 'bad code' --period daily --goal bet_count --target 1 --bonus 1",
        "missions set X1 --period hourly --goal bet_count --target 1 --bonus 1",
        "missions set X1 --period daily --goal wins --target 1 --bonus 1",
        "missions set X1 --period daily --goal deposit --target 1 --bonus 1 --category LIVE",
        "missions set X1 --period daily --goal valid_bet --target 1 --bonus 1 --category CHESS",
        "missions set X1 --period daily --goal valid_bet --target -5 --bonus 1",
        "missions set X1 --period daily --goal bet_count --target 1.5 --bonus 1",
        "missions set X1 --period daily --goal bet_count --target 1",
        "missions set X1 --period daily --goal bet_count --target 1 --bonus 1 --points 5",
        "missions set X1 --period daily --goal bet_count --target 1 --bonus 1.234",
        "missions set X1 --period daily --goal bet_count --target 1 --bonus 1 --turnover-multiple 5000",
        "missions set X1 --period once --goal bet_count --target 1 --bonus 1 --starts 2026-12-02 --ends 2026-12-01",
        "missions set X1 --period once --goal bet_count --target 1 --bonus 1 --starts yesterday-ish",
        "missions text CLI_1 FR --title T",
        "missions text NOPE EN --title T",
        "missions text CLI_1 EN --title ''",
        "vip level set 0 --valid-bet 1 --deposit 1",
        "vip level set 3 --valid-bet abc --deposit 1",
        "vip level text 42 EN --label X",
        "vip member set nobody-here 1",
        "missions enable NOPE"}) {
    run = runPanaloctl(database_->url(), bad);
    EXPECT_NE(run.exitCode, 0) << bad << ": " << run.out;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM missions"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM vip_levels"), 0);

  // A claimed mission cannot be deleted (disable it), an unclaimed one can.
  const auto player = newPlayer();
  addBet(player.id, "PG", "LIVE", 30000, 0);
  const auto id = services().missions().missionStore.findByCode("CLI_1")->id;
  ASSERT_EQ(claim(player.token, {{"missionId", id}, {"idempotencyKey", newKey()}}).status, 200);
  run = runPanaloctl(database_->url(), "missions remove CLI_1");
  EXPECT_NE(run.exitCode, 0) << run.out;
  EXPECT_EQ(runPanaloctl(database_->url(), "missions disable CLI_1").exitCode, 0);
  define("GONE", "daily", "bet_count", "1", "1.00");
  EXPECT_EQ(runPanaloctl(database_->url(), "missions remove GONE").exitCode, 0);
}

TEST_F(Missions, TheDemoLoadsMissionsLevelsAndPlayersOnceAndLeavesNoLogin) {
  auto run = runPanaloctl(database_->url(), "missions demo");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("7 mission(s), 5 VIP level(s), 8 player(s)"), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "missions demo");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("0 mission(s), 0 VIP level(s), 0 player(s) and 0 bet(s)"), std::string::npos) << run.out;
  EXPECT_EQ(countRows("SELECT count(*) FROM mission_texts"), 21);
  const auto board = valueOf(sendRaw("GET", "/wps/v2/missions/leaderboard?period=daily", ""));
  EXPECT_GE(board.at("list").size(), 8u);
  EXPECT_NE(login("luckystar88", kPassword).status, 200) << "demo players cannot log in";
}

}  // namespace

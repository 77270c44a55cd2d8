// Responsible gaming (issue 13 item 7) against the real server and PostgreSQL:
// a member's cool-off or self-exclusion blocks deposits and transfers into game
// wallets until it ends, can be lengthened but never shortened by the member,
// leaves withdrawals and transfers out open, and touches no other member; the
// operator lists and lifts breaks; the reality check keeps its interval and
// reports time and profit or loss of the session. A break's end is moved into
// the past through SQL to stand for time passing.
#include <chrono>
#include <thread>

#include "panaloctl_run.hpp"
#include "payment_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::PaymentFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;

const std::string kFundsPassword = "Funds-Pass-77";

class ResponsibleGaming : public PaymentFixture {
 protected:
  static HttpResult startBreak(const std::string& token, const json& period) {
    return sendRaw("PUT", "/wps/v2/responsible-gaming/play-break", json{{"period", period}}.dump(), token);
  }
  static HttpResult settings(const std::string& token) {
    return sendRaw("GET", "/wps/v2/responsible-gaming", "", token);
  }
  static HttpResult setRealityCheck(const std::string& token, const json& minutes) {
    return sendRaw("PUT", "/wps/v2/responsible-gaming/reality-check", json{{"intervalMinutes", minutes}}.dump(), token);
  }
  static HttpResult realityCheck(const std::string& token) {
    return sendRaw("GET", "/wps/v2/responsible-gaming/reality-check", "", token);
  }
  static HttpResult transferIn(const std::string& token, const std::string& amount) {
    return transfer(token,
                    {{"transferType", "in"}, {"vendor", "PG"}, {"amount", amount}, {"idempotencyKey", newKey()}});
  }
  // Time passes: the member's break ended a second ago.
  static void endBreakInThePast(std::int64_t memberId) {
    execute(
        "UPDATE member_play_breaks SET started_at = now() - interval '40 days', "
        "ends_at = now() - interval '1 second' WHERE member_id = " +
        std::to_string(memberId));
  }
  static std::string breakRow(std::int64_t memberId) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    const auto rows = tx.exec_params(
        "SELECT kind || '|' || period || '|' || started_at::text || '|' || coalesce(ends_at::text, 'none') "
        "FROM member_play_breaks WHERE member_id = $1",
        memberId);
    return rows.empty() ? "" : rows[0][0].as<std::string>();
  }
};

TEST_F(ResponsibleGaming, AMemberStartsABreakAndCanLengthenButNeverShortenIt) {
  const auto player = newPlayer();
  auto read = settings(player.token);
  ASSERT_EQ(read.status, 200) << read.body;
  EXPECT_EQ(valueOf(read), (json{{"playBreak", nullptr}, {"realityCheckMinutes", 0}}));

  auto started = startBreak(player.token, "cool_off_7d");
  ASSERT_EQ(started.status, 200) << started.body;
  const auto first = valueOf(started).at("playBreak");
  EXPECT_EQ(first.at("kind"), "cool_off");
  EXPECT_EQ(first.at("period"), "cool_off_7d");
  EXPECT_TRUE(first.at("endsAt").is_string());
  EXPECT_EQ(countRows("SELECT count(*) FROM member_play_breaks WHERE member_id = " + std::to_string(player.id) +
                      " AND ends_at BETWEEN now() + interval '7 days' - interval '1 minute' "
                      "AND now() + interval '7 days'"),
            1);
  EXPECT_EQ(valueOf(settings(player.token)).at("playBreak"), first);

  // Shorter than what runs: refused, and nothing changes.
  const auto before = breakRow(player.id);
  for (const auto* shorter : {"cool_off_24h"}) {
    const auto refused = startBreak(player.token, shorter);
    EXPECT_EQ(refused.status, 422) << refused.body;
    EXPECT_EQ(codeOf(refused), "play_break_cannot_be_shortened");
  }
  EXPECT_EQ(breakRow(player.id), before);

  // Longer: allowed; the break keeps its start and becomes a self-exclusion.
  const auto longer = startBreak(player.token, "self_exclusion_6m");
  ASSERT_EQ(longer.status, 200) << longer.body;
  EXPECT_EQ(valueOf(longer).at("playBreak").at("kind"), "self_exclusion");
  EXPECT_EQ(valueOf(longer).at("playBreak").at("startedAt"), first.at("startedAt"));

  const auto permanent = startBreak(player.token, "self_exclusion_permanent");
  ASSERT_EQ(permanent.status, 200) << permanent.body;
  EXPECT_TRUE(valueOf(permanent).at("playBreak").at("endsAt").is_null());
  const auto afterPermanent = breakRow(player.id);
  for (const auto* shorter : {"self_exclusion_1y", "self_exclusion_6m", "cool_off_30d", "cool_off_24h"}) {
    const auto refused = startBreak(player.token, shorter);
    EXPECT_EQ(refused.status, 422) << shorter << ": " << refused.body;
    EXPECT_EQ(codeOf(refused), "play_break_cannot_be_shortened");
  }
  EXPECT_EQ(breakRow(player.id), afterPermanent);
}

TEST_F(ResponsibleGaming, DuringACoolOffDepositsAndTransfersInAreRefusedButMoneyCanLeave) {
  const auto channel = newChannel();
  const auto player = newPlayer("100.00");
  setFundsPassword(player.id, kFundsPassword);
  ASSERT_EQ(transferIn(player.token, "20.00").status, 200);
  const auto other = newPlayer("100.00");

  ASSERT_EQ(startBreak(player.token, "cool_off_24h").status, 200);
  const auto snapshot = paymentSnapshot();
  const auto deposit = requestDeposit(player.token, channel, "50.00", newKey());
  EXPECT_EQ(deposit.status, 403) << deposit.body;
  EXPECT_EQ(codeOf(deposit), "cool_off_active");
  for (const auto& body : {json{{"transferType", "in"}, {"vendor", "PG"}, {"amount", "5.00"}},
                           json{{"transferType", "allIn"}, {"vendor", "JDB"}}}) {
    auto request = body;
    request["idempotencyKey"] = newKey();
    const auto refused = transfer(player.token, request);
    EXPECT_EQ(refused.status, 403) << refused.body;
    EXPECT_EQ(codeOf(refused), "cool_off_active");
  }
  EXPECT_EQ(paymentSnapshot(), snapshot) << "a refused call leaves no trace";

  // Money can always leave: out of a game wallet, and withdrawn.
  const auto out = transfer(
      player.token, {{"transferType", "out"}, {"vendor", "PG"}, {"amount", "20.00"}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(out.status, 200) << out.body;
  const auto withdrawal = withdraw(player.token, "10.00", kFundsPassword, newKey());
  EXPECT_EQ(withdrawal.status, 200) << withdrawal.body;

  // Another member is not affected.
  EXPECT_EQ(requestDeposit(other.token, channel, "50.00", newKey()).status, 200);
  EXPECT_EQ(transferIn(other.token, "5.00").status, 200);
  EXPECT_TRUE(valueOf(settings(other.token)).at("playBreak").is_null());
}

TEST_F(ResponsibleGaming, ASelfExclusionRefusesWithItsOwnKeyAndEverythingOpensAgainWhenABreakEnds) {
  const auto channel = newChannel();
  const auto player = newPlayer("100.00");
  ASSERT_EQ(startBreak(player.token, "self_exclusion_1y").status, 200);
  auto refused = requestDeposit(player.token, channel, "50.00", newKey());
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(codeOf(refused), "self_exclusion_active");
  refused = transferIn(player.token, "5.00");
  EXPECT_EQ(codeOf(refused), "self_exclusion_active");

  endBreakInThePast(player.id);
  EXPECT_TRUE(valueOf(settings(player.token)).at("playBreak").is_null());
  EXPECT_EQ(requestDeposit(player.token, channel, "50.00", newKey()).status, 200);
  EXPECT_EQ(transferIn(player.token, "5.00").status, 200);
  // A break that is over does not hold a new, shorter one back.
  const auto again = startBreak(player.token, "cool_off_24h");
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(codeOf(requestDeposit(player.token, channel, "50.00", newKey())), "cool_off_active");
}

TEST_F(ResponsibleGaming, TheOperatorListsWhoIsOnABreakAndUntilWhenAndCanLiftOne) {
  const auto channel = newChannel();
  const auto player = newPlayer();
  const auto excluded = newPlayer();
  ASSERT_EQ(startBreak(player.token, "cool_off_30d").status, 200);
  ASSERT_EQ(startBreak(excluded.token, "self_exclusion_permanent").status, 200);

  auto run = runPanaloctl(database_->url(), "responsible list");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find(player.account), std::string::npos) << run.out;
  EXPECT_NE(run.out.find(excluded.account + " "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("permanent (until lifted)"), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "responsible list --json");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  bool listed = false;
  for (const auto& item : json::parse(run.out)) {
    if (item.at("account") != player.account) continue;
    listed = true;
    EXPECT_EQ(item.at("period"), "cool_off_30d");
    EXPECT_EQ(item.at("endsAt"), valueOf(settings(player.token)).at("playBreak").at("endsAt"));
  }
  EXPECT_TRUE(listed) << run.out;

  run = runPanaloctl(database_->url(), "responsible lift " + excluded.account + " --note 'member asked, ticket 42'");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_TRUE(valueOf(settings(excluded.token)).at("playBreak").is_null());
  EXPECT_EQ(requestDeposit(excluded.token, channel, "10.00", newKey()).status, 200);
  EXPECT_EQ(countRows("SELECT count(*) FROM member_play_breaks WHERE lift_note = 'member asked, ticket 42'"), 1);
  // Nothing left to lift; no such member; no note.
  EXPECT_NE(runPanaloctl(database_->url(), "responsible lift " + excluded.account + " --note again").exitCode, 0);
  EXPECT_NE(runPanaloctl(database_->url(), "responsible lift nobody-here --note x").exitCode, 0);
  EXPECT_NE(runPanaloctl(database_->url(), "responsible lift " + player.account).exitCode, 0);
  EXPECT_FALSE(valueOf(settings(player.token)).at("playBreak").is_null());
}

TEST_F(ResponsibleGaming, BadInputIsRefusedAndChangesNothing) {
  const auto player = newPlayer();
  ASSERT_EQ(startBreak(player.token, "cool_off_24h").status, 200);
  const auto before = breakRow(player.id);
  for (const auto& period : {json("cool_off_1h"), json(""), json(7), json(nullptr), json("COOL_OFF_7D"),
                             json("cool_off_7d' OR 1=1 --"), json(std::string(300, 'x'))}) {
    const auto refused = startBreak(player.token, period);
    EXPECT_EQ(refused.status, 400) << period << ": " << refused.body;
    EXPECT_EQ(codeOf(refused), "invalid_parameter");
  }
  for (const auto* body : {"[]", "\"cool_off_7d\"", "{", "", "{\"period\":\"cool_off_\xff\xfe\"}"}) {
    const auto refused = sendRaw("PUT", "/wps/v2/responsible-gaming/play-break", body, player.token);
    EXPECT_EQ(refused.status, 400) << body << ": " << refused.body;
  }
  EXPECT_EQ(breakRow(player.id), before);

  for (const auto& minutes :
       {json(5), json(-15), json(90), json("15"), json(15.5), json(nullptr), json(4294967311LL)}) {
    const auto refused = setRealityCheck(player.token, minutes);
    EXPECT_EQ(refused.status, 400) << minutes << ": " << refused.body;
    EXPECT_EQ(codeOf(refused), "invalid_parameter");
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM member_reality_checks WHERE member_id = " + std::to_string(player.id)), 0);

  // No session; a trial account.
  EXPECT_EQ(startBreak("not-a-token", "cool_off_7d").status, 401);
  EXPECT_EQ(realityCheck("not-a-token").status, 401);
  const auto trial = newPlayer("", 4);
  const auto trialRefused = startBreak(trial.token, "cool_off_7d");
  EXPECT_EQ(trialRefused.status, 403) << trialRefused.body;
  EXPECT_EQ(codeOf(trialRefused), "in_need_true_account");
}

TEST_F(ResponsibleGaming, TheRealityCheckKeepsItsIntervalAndReportsTheSessionTimeAndProfitOrLoss) {
  const auto channel = newChannel();
  const auto player = newPlayer("100.00");  // granted after the login: a win of this session
  auto report = realityCheck(player.token);
  ASSERT_EQ(report.status, 200) << report.body;
  EXPECT_EQ(valueOf(report).at("intervalMinutes"), 0);
  EXPECT_TRUE(valueOf(report).at("nextReminderInSeconds").is_null()) << "off: no reminder";
  EXPECT_EQ(valueOf(report).at("profitLoss"), "100.00");

  for (const int minutes : {15, 60, 30}) {
    const auto set = setRealityCheck(player.token, minutes);
    ASSERT_EQ(set.status, 200) << set.body;
    EXPECT_EQ(valueOf(set).at("realityCheckMinutes"), minutes);
  }
  EXPECT_EQ(valueOf(settings(player.token)).at("realityCheckMinutes"), 30);

  // Deposits (approved or not) and transfers between the member's own wallets
  // are not profit; money lost to the house is.
  const auto deposit = requestDeposit(player.token, channel, "50.00", newKey());
  ASSERT_EQ(deposit.status, 200) << deposit.body;
  services().wallet().deposits.approve(valueOf(deposit).at("depositId").get<std::int64_t>());
  ASSERT_EQ(transferIn(player.token, "20.00").status, 200);
  services().wallet().ledgerAdmin.adjust(player.account, "30.25", false, newKey(), "a lost round");
  report = realityCheck(player.token);
  ASSERT_EQ(report.status, 200) << report.body;
  EXPECT_EQ(valueOf(report).at("profitLoss"), "69.75");
  EXPECT_EQ(valueOf(report).at("profitLossMinor"), 6975);

  // 20 minutes into the session: the next 30-minute reminder is about 10 away.
  execute("UPDATE sessions SET created_at = created_at - interval '20 minutes' WHERE member_id = " +
          std::to_string(player.id));
  report = realityCheck(player.token);
  const auto value = valueOf(report);
  EXPECT_GE(value.at("sessionSeconds").get<std::int64_t>(), 1200);
  EXPECT_LT(value.at("sessionSeconds").get<std::int64_t>(), 1260);
  EXPECT_EQ(value.at("sessionSeconds").get<std::int64_t>() + value.at("nextReminderInSeconds").get<std::int64_t>(),
            1800);
  EXPECT_EQ(value.at("profitLoss"), "69.75");

  // A new sign-in starts a new session: nothing played in it yet.
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  const auto again = tokenOf(login(player.account, kPassword));
  report = realityCheck(again);
  ASSERT_EQ(report.status, 200) << report.body;
  EXPECT_EQ(valueOf(report).at("profitLoss"), "0.00");
  EXPECT_EQ(valueOf(report).at("intervalMinutes"), 30) << "the interval is the member's, not the session's";
}

}  // namespace

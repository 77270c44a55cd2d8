// `panaloctl trials list` and `trials purge`: trial accounts made through the
// real free-play endpoint, aged in the database, then listed and purged by the
// real binary against the suite's PostgreSQL.
#include <algorithm>
#include <future>

#include "domains/trials/trial_repository.hpp"
#include "panaloctl_run.hpp"
#include "site_fixture.hpp"

namespace {

using panalo::testing::runPanaloctl;
using panalo::testing::SiteFixture;
using json = nlohmann::json;

class TrialsCli : public SiteFixture {
 protected:
  struct Trial {
    std::int64_t id = 0;
    std::string account;
    std::string token;
  };

  void SetUp() override {
    SiteFixture::SetUp();
    openSite();
    execute("DELETE FROM members");
    execute("DELETE FROM freeplay_starts");
    services().system().system.setFeatureFlag("FREEPLAY3", true);
  }

  static Trial startTrial() {
    const auto result = freePlay();
    EXPECT_EQ(result.status, 200) << result.body;
    const auto value = valueOf(result);
    return {value.at("customerId").get<std::int64_t>(), value.at("account"), value.at("token")};
  }

  // Trial accounts made straight through the repository (no session, no argon2).
  static std::int64_t createTrial(const std::string& account) {
    panalo::repositories::NewMember member;
    member.account = account;
    member.nickname = "Guest 1000";
    member.typeCode = 4;
    member.passwordHash = "!trial";
    return services().accounts().members.create(member);
  }

  static std::string idList(const std::vector<std::int64_t>& ids) {
    std::string list;
    for (const auto id : ids) list += (list.empty() ? "" : ", ") + std::to_string(id);
    return list;
  }
  static void age(const std::vector<std::int64_t>& ids) {
    execute("UPDATE members SET created_at = now() - interval '3 days' WHERE id IN (" + idList(ids) + ")");
  }
  static std::int64_t rowsOf(const std::string& table, const std::vector<std::int64_t>& ids) {
    return countRows("SELECT count(*) FROM " + table + " WHERE member_id IN (" + idList(ids) + ")");
  }
  static std::vector<std::string> accountsIn(const json& list) {
    std::vector<std::string> accounts;
    for (const auto& trial : list) accounts.push_back(trial.at("account"));
    std::sort(accounts.begin(), accounts.end());
    return accounts;
  }
  static std::vector<std::string> sorted(std::vector<std::string> words) {
    std::sort(words.begin(), words.end());
    return words;
  }
};

TEST_F(TrialsCli, ListAndPurgeRemoveExactlyTheOldTrialsWithoutALiveSession) {
  const auto oldExpired = startTrial();
  const auto oldLive = startTrial();
  const auto oldWithRows = startTrial();
  const auto young = startTrial();
  const auto oldNoSession = createTrial("trial_nosession");
  const auto regular = createMember("regularold", "Correct-Horse-42");
  const auto agent = createMember("agentold", "Correct-Horse-42", 1);
  age({oldExpired.id, oldLive.id, oldWithRows.id, oldNoSession, regular, agent});
  execute("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE member_id IN (" +
          idList({oldExpired.id, oldWithRows.id}) + ")");

  // Rows that point at oldWithRows, with and without a foreign key, and one of the regular member's.
  const auto who = std::to_string(oldWithRows.id);
  execute(
      "INSERT INTO device_tokens (token_hash, member_id, expires_at) "
      "VALUES (sha256('device-of-trial'), " +
      who + ", now() + interval '1 day')");
  execute(
      "INSERT INTO verification_codes (purpose, channel, destination, member_id, code_hash, expires_at, ip) "
      "VALUES ('ip_verification', 'sms', '+639170000001', " +
      who + ", sha256('code'), now() + interval '2 minutes', '127.0.0.1')");
  execute(
      "INSERT INTO password_reset_tokens (token_hash, member_id, expires_at, ip) "
      "VALUES (sha256('reset-of-trial'), " +
      who + ", now() + interval '30 minutes', '127.0.0.1')");
  execute(
      "INSERT INTO login_failures (scope, subject, window_start, count, failures) VALUES "
      "('account', '" +
      oldWithRows.account +
      "', now(), 1, 1), "
      "('device', encode(sha256('device-of-trial'), 'hex'), now(), 1, 1), "
      "('account', 'regularold', now(), 1, 1)");
  // Free-play windows that ended long ago, from IPs that never came back, and
  // one still running (set a little ahead so an hour ending mid-test changes nothing).
  execute("DELETE FROM freeplay_starts");
  execute(
      "INSERT INTO freeplay_starts (ip, window_start, count) VALUES "
      "('10.9.9.8', now() - interval '2 days', 3), ('10.9.9.9', now() - interval '3 hours', 10), "
      "('10.9.9.7', now() + interval '5 minutes', 1)");

  const std::vector<std::int64_t> removed{oldExpired.id, oldWithRows.id, oldNoSession};
  ASSERT_EQ(rowsOf("sessions", removed), 2);
  ASSERT_EQ(rowsOf("member_known_ips", removed), 2);
  ASSERT_EQ(rowsOf("device_tokens", removed), 1);
  ASSERT_EQ(rowsOf("verification_codes", removed), 1);
  ASSERT_EQ(rowsOf("password_reset_tokens", removed), 1);
  ASSERT_EQ(countRows("SELECT count(*) FROM members"), 7);

  // list: every trial, or the old ones; the live session is shown.
  const auto all = runPanaloctl(database_->url(), "trials list --json");
  ASSERT_EQ(all.exitCode, 0) << all.out;
  const auto allTrials = json::parse(all.out);
  EXPECT_EQ(accountsIn(allTrials),
            sorted({oldExpired.account, oldLive.account, oldWithRows.account, young.account, "trial_nosession"}));
  EXPECT_EQ(allTrials.back().at("account"), young.account) << "oldest first";

  const auto old = runPanaloctl(database_->url(), "trials list --older-than 2d --json");
  ASSERT_EQ(old.exitCode, 0) << old.out;
  const auto oldTrials = json::parse(old.out);
  EXPECT_EQ(accountsIn(oldTrials),
            sorted({oldExpired.account, oldLive.account, oldWithRows.account, "trial_nosession"}));
  for (const auto& trial : oldTrials) {
    std::vector<std::string> keys;
    for (const auto& item : trial.items()) keys.push_back(item.key());
    EXPECT_EQ(keys,
              (std::vector<std::string>{"account", "createdAt", "id", "liveSession", "nickname", "registeredIp"}));
    EXPECT_EQ(trial.at("liveSession").get<bool>(), trial.at("account") == oldLive.account) << trial;
    EXPECT_EQ(trial.at("createdAt").get<std::string>().size(), 24u);
  }

  const auto text = runPanaloctl(database_->url(), "trials list --older-than 2d");
  ASSERT_EQ(text.exitCode, 0) << text.out;
  EXPECT_NE(text.out.find(oldExpired.account), std::string::npos);
  EXPECT_NE(text.out.find("trial_nosession"), std::string::npos);
  EXPECT_EQ(text.out.find(young.account), std::string::npos);
  EXPECT_EQ(text.out.find("regularold"), std::string::npos);
  const auto liveLine = text.out.substr(text.out.find(oldLive.account));
  EXPECT_NE(liveLine.substr(0, liveLine.find('\n')).find("live-session"), std::string::npos) << text.out;

  // The dry run counts and deletes nothing.
  const auto dry = runPanaloctl(database_->url(), "trials purge --older-than 2d --dry-run");
  ASSERT_EQ(dry.exitCode, 0) << dry.out;
  EXPECT_EQ(dry.out, "3 trial account(s), 2 past free-play window(s) would be removed\n");
  EXPECT_EQ(runPanaloctl(database_->url(), "trials purge --older-than 60m --dry-run").out,
            "3 trial account(s), 2 past free-play window(s) would be removed\n");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), 7);
  EXPECT_EQ(countRows("SELECT count(*) FROM freeplay_starts"), 3);

  // Too young or missing ages are refused before anything is deleted.
  const auto tooYoung = runPanaloctl(database_->url(), "trials purge --older-than 10m");
  EXPECT_EQ(tooYoung.exitCode, 2);
  EXPECT_NE(tooYoung.out.find("at least 1h"), std::string::npos) << tooYoung.out;
  EXPECT_EQ(runPanaloctl(database_->url(), "trials purge --older-than 59m").exitCode, 2);
  EXPECT_EQ(runPanaloctl(database_->url(), "trials purge --older-than 3599s --dry-run").exitCode, 2);
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), 7);

  const auto purge = runPanaloctl(database_->url(), "trials purge --older-than 2d");
  ASSERT_EQ(purge.exitCode, 0) << purge.out;
  EXPECT_EQ(purge.out, "3 trial account(s), 2 past free-play window(s) removed\n");

  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE id IN (" + idList(removed) + ")"), 0);
  EXPECT_EQ(
      countRows("SELECT count(*) FROM members WHERE id IN (" + idList({oldLive.id, young.id, regular, agent}) + ")"),
      4);
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), 4);
  for (const std::string table :
       {"sessions", "member_known_ips", "device_tokens", "verification_codes", "password_reset_tokens"}) {
    EXPECT_EQ(rowsOf(table, removed), 0) << table;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM login_failures WHERE subject IN ('" + oldWithRows.account +
                      "', encode(sha256('device-of-trial'), 'hex'))"),
            0);
  EXPECT_EQ(countRows("SELECT count(*) FROM login_failures WHERE subject = 'regularold'"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM freeplay_starts WHERE ip IN ('10.9.9.8', '10.9.9.9')"), 0);
  EXPECT_EQ(countRows("SELECT count(*) FROM freeplay_starts WHERE ip = '10.9.9.7'"), 1) << "a running window stays";

  // The trial with a live session plays on, as does the young one.
  EXPECT_EQ(get("/wps/member/info", oldLive.token).status, 200);
  EXPECT_EQ(get("/wps/member/info", young.token).status, 200);
  EXPECT_EQ(get("/wps/member/info", oldExpired.token).status, 401);

  const auto again = runPanaloctl(database_->url(), "trials purge --older-than 2d");
  ASSERT_EQ(again.exitCode, 0) << again.out;
  EXPECT_EQ(again.out, "0 trial account(s), 0 past free-play window(s) removed\n");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), 4);
}

TEST_F(TrialsCli, BadArgumentsAreUsageErrorsAndDeleteNothing) {
  age({createTrial("trial_keep1"), createTrial("trial_keep2")});
  for (const std::string arguments :
       {"trials purge", "trials purge --dry-run", "trials purge --older-than", "trials purge --older-than 10m",
        "trials purge --older-than 2d --json", "trials purge --older-than 2d extra", "trials list --dry-run",
        "trials list --older-than"}) {
    const auto run = runPanaloctl(database_->url(), arguments);
    EXPECT_EQ(run.exitCode, 2) << arguments << ": " << run.out;
    EXPECT_NE(run.out.find("usage: panaloctl trials"), std::string::npos) << run.out;
  }
  for (const std::string arguments : {"trials purge --older-than 2x", "trials purge --older-than 0h",
                                      "trials purge --older-than '1d; DELETE FROM members'"}) {
    const auto run = runPanaloctl(database_->url(), arguments);
    EXPECT_EQ(run.exitCode, 1) << arguments << ": " << run.out;
    EXPECT_NE(run.out.find("invalid_parameter"), std::string::npos) << run.out;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), 2);
  EXPECT_EQ(runPanaloctl(database_->url(), "trials list --older-than 2d").exitCode, 0);
  const auto help = runPanaloctl(database_->url(), "help");
  EXPECT_NE(help.out.find("trials purge"), std::string::npos);
  EXPECT_NE(help.out.find("trials list"), std::string::npos);
}

// Two purges at once (two hosts' cron jobs, say), each in small batches: every
// old trial is removed exactly once, nobody waits on the other's locks, and
// other members are untouched.
TEST_F(TrialsCli, TwoPurgesAtOnceShareTheBatches) {
  std::vector<std::int64_t> trials;
  trials.reserve(60);
  for (int i = 0; i < 60; ++i) trials.push_back(createTrial("trial_bulk" + std::to_string(i)));
  const auto regular = createMember("regularbulk", "Correct-Horse-42");
  age(trials);
  age({regular});

  panalo::db::ConnectionPool poolA(database_->url(), 1);
  panalo::db::ConnectionPool poolB(database_->url(), 1);
  panalo::repositories::TrialRepository first(poolA);
  panalo::repositories::TrialRepository second(poolB);
  EXPECT_EQ(first.countPurgeable(std::chrono::hours(24)), 60);
  auto a = std::async(std::launch::async, [&] { return first.purge(std::chrono::hours(24), 4); });
  auto b = std::async(std::launch::async, [&] { return second.purge(std::chrono::hours(24), 4); });
  EXPECT_EQ(a.get() + b.get(), 60);
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE type_code = 4"), 0);
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE id = " + std::to_string(regular)), 1);
  EXPECT_EQ(first.purge(std::chrono::hours(24), 4), 0);
  EXPECT_THROW(first.purge(std::chrono::minutes(59)), std::invalid_argument);
  EXPECT_THROW(first.purge(std::chrono::hours(2), 0), std::invalid_argument);
}

}  // namespace

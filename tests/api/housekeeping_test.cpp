// Old rows that must not pile up: replay records (payload_request_ids) and the
// plain-text messages of the development outbox. The operator commands refuse
// what would weaken replay protection.
#include "panaloctl_run.hpp"
#include "verification_fixture.hpp"

namespace {

using panalo::testing::runPanaloctl;
using panalo::testing::VerificationFixture;

class Housekeeping : public VerificationFixture {
 protected:
  void SetUp() override {
    VerificationFixture::SetUp();
    execute("DELETE FROM payload_request_ids");
    execute("DELETE FROM outbox_messages");
  }
  // A replay record first seen `secondsAgo` ago.
  static void seenRequestId(int secondsAgo) {
    execute(
        "INSERT INTO payload_request_ids (request_id, seen_at) VALUES (decode(md5(random()::text), 'hex'), now() - "
        "interval '" +
        std::to_string(secondsAgo) + " seconds')");
  }
  static void outboxMessage(const std::string& recipient, int secondsAgo) {
    execute("INSERT INTO outbox_messages (channel, recipient, body, purpose, created_at) VALUES ('sms', '" + recipient +
            "', 'Your code is 123456', 'no_login', now() - interval '" + std::to_string(secondsAgo) + " seconds')");
  }
  static std::int64_t requestIds() { return countRows("SELECT count(*) FROM payload_request_ids"); }
};

TEST_F(Housekeeping, PurgeRequestIdsRefusesAnAgeBelowTwiceTheClockSkew) {
  seenRequestId(86400);
  seenRequestId(90);
  seenRequestId(0);
  // The default skew is 60 s: an envelope first seen 90 s ago may still be
  // fresh for another 30 s, so forgetting its id would let it be replayed.
  for (const char* tooYoung : {"0", "60", "119"}) {
    const auto refused = runPanaloctl(database_->url(), std::string("keys purge-request-ids ") + tooYoung);
    EXPECT_EQ(refused.exitCode, 2) << tooYoung << ": " << refused.out;
    EXPECT_NE(refused.out.find("at least 120"), std::string::npos) << refused.out;
  }
  EXPECT_EQ(requestIds(), 3);
  const auto kept = runPanaloctl(database_->url(), "keys purge-request-ids 120");
  EXPECT_EQ(kept.exitCode, 0) << kept.out;
  EXPECT_NE(kept.out.find("1 removed"), std::string::npos) << kept.out;
  EXPECT_EQ(requestIds(), 2);
  // The tool reads the same setting as the server.
  EXPECT_EQ(runPanaloctl(database_->url(), "keys purge-request-ids 60", "PANALO_ENVELOPE_MAX_SKEW_S=30").exitCode, 0);
  EXPECT_EQ(requestIds(), 1);
  EXPECT_EQ(runPanaloctl(database_->url(), "keys purge-request-ids 60", "PANALO_ENVELOPE_MAX_SKEW_S=31").exitCode, 2);
  const auto badSkew = runPanaloctl(database_->url(), "keys purge-request-ids 600", "PANALO_ENVELOPE_MAX_SKEW_S=soon");
  EXPECT_EQ(badSkew.exitCode, 1);
  EXPECT_NE(badSkew.out.find("PANALO_ENVELOPE_MAX_SKEW_S"), std::string::npos) << badSkew.out;
  EXPECT_EQ(requestIds(), 1);
}

TEST_F(Housekeeping, OutboxPurgeDeletesOnlyMessagesOlderThanTheAge) {
  outboxMessage("+639170000081", 3 * 86400);
  outboxMessage("+639170000082", 2 * 3600);
  outboxMessage("+639170000083", 0);
  const auto purged = runPanaloctl(database_->url(), "outbox purge --older-than 1d");
  EXPECT_EQ(purged.exitCode, 0) << purged.out;
  EXPECT_NE(purged.out.find("1 removed"), std::string::npos) << purged.out;
  EXPECT_EQ(outboxCount(), 2);
  EXPECT_EQ(runPanaloctl(database_->url(), "outbox purge --older-than 1h").exitCode, 0);
  EXPECT_EQ(countRows("SELECT count(*) FROM outbox_messages WHERE recipient = '+639170000083'"), 1);
  EXPECT_EQ(outboxCount(), 1);
  EXPECT_EQ(runPanaloctl(database_->url(), "outbox purge --older-than soon").exitCode, 1);
  EXPECT_EQ(runPanaloctl(database_->url(), "outbox purge").exitCode, 2);
  EXPECT_EQ(outboxCount(), 1);
}

// The server purges on its own, on a timer (PANALO_HOUSEKEEPING_S, here 1 s).
// Each domain sweeps its own rows: captchas (captcha purge), then the login
// and registration guards' (logins purge); neither touches the other's.
TEST_F(Housekeeping, CaptchaPurgeDeletesOnlyUsedAndExpiredCaptchas) {
  execute("DELETE FROM captchas");
  execute("DELETE FROM captcha_throttle");
  execute(
      "INSERT INTO captchas (id, answer_hash, ip, expires_at, used_at) VALUES "
      "('expired', '\\x00', '10.41.0.1', now() - interval '1 minute', NULL), "
      "('used', '\\x00', '10.41.0.1', now() + interval '5 minutes', now()), "
      "('live', '\\x00', '10.41.0.1', now() + interval '5 minutes', NULL)");
  execute(
      "INSERT INTO captcha_throttle (ip, last_issued_at) VALUES ('10.41.0.1', now() - interval '1 hour'), "
      "('10.41.0.2', now())");
  execute("DELETE FROM login_failures");
  execute(
      "INSERT INTO login_failures (scope, subject, window_start) VALUES ('ip', '10.41.0.1', now() - interval "
      "'30 days')");

  const auto purged = runPanaloctl(database_->url(), "captcha purge");
  EXPECT_EQ(purged.exitCode, 0) << purged.out;
  EXPECT_NE(purged.out.find("2 captcha(s), 1 throttle row(s) removed"), std::string::npos) << purged.out;
  EXPECT_EQ(countRows("SELECT count(*) FROM captchas WHERE id = 'live'"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM captchas"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM captcha_throttle"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM login_failures"), 1);  // the accounts domain's row
}

TEST_F(Housekeeping, LoginsPurgeDeletesExpiredDeviceTokensAndPastLimitWindows) {
  const auto member = createMemberWith("purgeowner1", "Passw0rd!x", "");
  execute("DELETE FROM login_failures");
  execute("DELETE FROM registration_attempts");
  const auto id = std::to_string(member);
  execute("INSERT INTO device_tokens (token_hash, member_id, expires_at) VALUES ('\\x01', " + id +
          ", now() - interval '1 minute'), ('\\x02', " + id + ", now() + interval '30 days')");
  execute(
      "INSERT INTO login_failures (scope, subject, window_start) VALUES ('ip', '10.42.0.1', now() - interval '30 "
      "days'), ('ip', '10.42.0.1', now())");
  execute(
      "INSERT INTO registration_attempts (subject, window_start) VALUES ('10.42.0.1', now() - interval '30 days'), "
      "('10.42.0.1', now())");
  execute("DELETE FROM captchas");
  execute(
      "INSERT INTO captchas (id, answer_hash, ip, expires_at) VALUES ('expired', '\\x00', '10.42.0.1', "
      "now() - interval '1 minute')");

  const auto purged = runPanaloctl(database_->url(), "logins purge");
  EXPECT_EQ(purged.exitCode, 0) << purged.out;
  EXPECT_NE(purged.out.find("1 device token(s), 1 login-limit window(s), 1 registration-limit window(s) removed"),
            std::string::npos)
      << purged.out;
  EXPECT_EQ(countRows("SELECT count(*) FROM device_tokens WHERE member_id = " + id), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM login_failures"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM registration_attempts"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM captchas"), 1);  // the captcha domain's row
}

// Idempotency claims of money calls (the wallet's own command): kept at least a
// week, since a retry must still find its first answer, then purged by age;
// the ledger they answered for is untouched.
TEST_F(Housekeeping, LedgerPurgeRequestsDeletesOnlyClaimsOlderThanTheAgeAndNeverUnderAWeek) {
  const auto member = std::to_string(createMemberWith("purgewallet1", "Passw0rd!x", ""));
  execute("DELETE FROM wallet_requests");
  for (const auto& [key, age] : {std::pair<const char*, const char*>{"claim-40-days", "40 days"},
                                 {"claim-8-days", "8 days"},
                                 {"claim-6-days", "6 days"},
                                 {"claim-fresh", "0 seconds"}}) {
    execute("INSERT INTO wallet_requests (member_id, idempotency_key, fingerprint, created_at) VALUES (" + member +
            ", '" + key + "', 'transfer:in:PG:100', now() - interval '" + age + "')");
  }
  const auto journals = countRows("SELECT count(*) FROM ledger_journals");
  const auto claims = [] { return countRows("SELECT count(*) FROM wallet_requests"); };

  for (const char* tooYoung : {"1h", "6d", "167h"}) {
    const auto refused = runPanaloctl(database_->url(), std::string("ledger purge-requests --older-than ") + tooYoung);
    EXPECT_EQ(refused.exitCode, 2) << tooYoung << ": " << refused.out;
    EXPECT_NE(refused.out.find("at least 7d"), std::string::npos) << refused.out;
  }
  EXPECT_EQ(runPanaloctl(database_->url(), "ledger purge-requests").exitCode, 2);
  const auto dryRun = runPanaloctl(database_->url(), "ledger purge-requests --older-than 30d --dry-run");
  EXPECT_EQ(dryRun.exitCode, 0) << dryRun.out;
  EXPECT_NE(dryRun.out.find("1 idempotency claim(s) would be removed"), std::string::npos) << dryRun.out;
  EXPECT_EQ(claims(), 4);

  const auto purged = runPanaloctl(database_->url(), "ledger purge-requests --older-than 30d");
  EXPECT_EQ(purged.exitCode, 0) << purged.out;
  EXPECT_NE(purged.out.find("1 idempotency claim(s) removed"), std::string::npos) << purged.out;
  EXPECT_EQ(runPanaloctl(database_->url(), "ledger purge-requests --older-than 7d").exitCode, 0);
  EXPECT_EQ(countRows("SELECT count(*) FROM wallet_requests WHERE idempotency_key IN ('claim-6-days', 'claim-fresh')"),
            2);
  EXPECT_EQ(claims(), 2);
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals"), journals);
}

class ServerHousekeeping : public Housekeeping {
 protected:
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) {
      config.trustedProxies = panalo::testing::loopbackProxy();
      config.housekeepingInterval = std::chrono::seconds(1);
      config.outboxMaxAge = std::chrono::hours(1);
    });
  }
  // Polls until `sql` counts `expected` rows (or a few rounds have passed).
  static std::int64_t settle(const std::string& sql, std::int64_t expected) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(8);
    auto count = countRows(sql);
    while (count != expected && std::chrono::steady_clock::now() < deadline) {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      count = countRows(sql);
    }
    return count;
  }
};

TEST_F(ServerHousekeeping, OldOutboxMessagesAndReplayRecordsGoAway) {
  outboxMessage("+639170000091", 2 * 3600);
  outboxMessage("+639170000092", 600);
  // Skew 60 s: kept at least 120 s, the server waits 5 min more for clock differences.
  seenRequestId(3600);
  seenRequestId(200);
  seenRequestId(0);
  EXPECT_EQ(settle("SELECT count(*) FROM outbox_messages", 1), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM outbox_messages WHERE recipient = '+639170000092'"), 1);
  EXPECT_EQ(settle("SELECT count(*) FROM payload_request_ids", 2), 2);
  EXPECT_EQ(countRows("SELECT count(*) FROM payload_request_ids WHERE seen_at < now() - interval '1 hour' + "
                      "interval '1 minute'"),
            0);
  // A few rounds later the young rows are all still there.
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  EXPECT_EQ(outboxCount(), 1);
  EXPECT_EQ(requestIds(), 2);
}

}  // namespace

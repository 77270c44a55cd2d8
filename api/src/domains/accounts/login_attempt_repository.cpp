#include "domains/accounts/login_attempt_repository.hpp"

#include <pqxx/pqxx>

#include "domains/accounts/member_row.hpp"

namespace panalo::repositories {
namespace {

// $1 ip, $2 account, $3 window (s), $4 device token hash ('' none), $5 captcha
// id ('' none), $6 captcha answer digest, $7 whether a captcha can be required.
//
// Windows start at whole multiples of their length since the epoch, so every
// instance computes the same window for the same moment. All CTEs see one
// snapshot; the counting INSERT ... ON CONFLICT works on the latest row
// versions, so its counts are exact even when instances race.
const db::Statement kCheck{
    "login_guard_check",
    "WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $3) * $3) AS start), "
    "held_lock AS (SELECT max(locked_until) AS until FROM ip_locks WHERE ip = $1 AND locked_until > now()), "
    "member AS (SELECT * FROM members WHERE lower(account) = lower($2)), "
    "device AS (SELECT d.token_hash FROM device_tokens d JOIN member m ON d.member_id = m.id "
    "  WHERE d.token_hash = $4 AND d.expires_at > now()), "
    // Only proven wrong passwords (failures) ask for a captcha; a failure under
    // a valid device token counts for its IP and the token, not the account.
    // An account asks after one failure; an IP only after three (across its
    // accounts), so one typo behind a shared address (a family, an office NAT)
    // does not put a captcha in front of everyone else there.
    "prior AS (SELECT COALESCE(sum(f.failures) FILTER (WHERE f.scope = 'ip'), 0) AS ip_failures, "
    "  COALESCE(sum(f.failures) FILTER (WHERE f.scope = 'account'), 0) AS account_failures "
    "  FROM login_failures f, w WHERE f.window_start = w.start "
    "  AND ((f.scope = 'ip' AND f.subject = $1) OR (f.scope = 'account' AND f.subject = lower($2)))), "
    "gate AS (SELECT $7 AND (p.ip_failures >= 3 OR (p.account_failures > 0 AND NOT EXISTS (SELECT 1 FROM device))) "
    "  AS required FROM prior p), "
    // A captcha sent is used up, required or not, right or wrong.
    "captcha AS (UPDATE captchas SET used_at = now() WHERE id = $5 AND used_at IS NULL "
    "  RETURNING expires_at > now() AND ip = $1 AND answer_hash = $6 AS solved), "
    "admitted AS (SELECT (SELECT until FROM held_lock) IS NULL "
    "  AND (NOT g.required OR COALESCE((SELECT solved FROM captcha), false)) AS ok FROM gate g), "
    "counted AS (INSERT INTO login_failures AS f (scope, subject, window_start, count) "
    "  SELECT s.scope, s.subject, w.start, 1 FROM w, admitted a, "
    "  (VALUES ('ip', $1::text), ('account', lower($2::text)), ('device', encode($4::bytea, 'hex'))) AS s(scope, "
    "subject) "
    "  WHERE a.ok AND (s.scope = 'ip' OR (s.scope = 'account' AND NOT EXISTS (SELECT 1 FROM device)) "
    "    OR (s.scope = 'device' AND EXISTS (SELECT 1 FROM device))) "
    // Rows are inserted (and a conflicting row locked) in this order: the lock
    // order of PANALO_COUNTED_ROWS_IN_LOCK_ORDER below.
    "  ORDER BY s.scope "
    "  ON CONFLICT (scope, subject, window_start) DO UPDATE SET count = f.count + 1 "
    "  RETURNING scope, subject, count) "
    "SELECT extract(epoch FROM (SELECT until FROM held_lock) - now()), "
    "  (SELECT required FROM gate), COALESCE((SELECT solved FROM captcha), false), (SELECT ok FROM admitted), "
    "  EXISTS (SELECT 1 FROM device), "
    "  COALESCE((SELECT count FROM counted WHERE scope = 'ip'), 0), "
    "  COALESCE((SELECT count FROM counted WHERE scope = 'account'), 0), "
    "  COALESCE((SELECT count FROM counted WHERE scope = 'device'), 0), "
    "  extract(epoch FROM (SELECT start FROM w)), "
    "  extract(epoch FROM (SELECT start FROM w) + make_interval(secs => $3) - now()), "
    "  COALESCE((SELECT subject FROM counted WHERE scope = 'account'), ''), "
    "  COALESCE((SELECT subject FROM counted WHERE scope = 'device'), ''), "
    "  COALESCE((SELECT enabled FROM feature_flags WHERE code = 'PWDEXPFORCECHANGE3'), false), "
    "  COALESCE((SELECT value::text FROM site_settings WHERE key = 'account.password_max_age_days'), ''), "
    "  COALESCE(extract(epoch FROM now() - password_changed_at), 0), "
    "  id IS NOT NULL, " PANALO_MEMBER_COLUMNS " FROM (SELECT 1 AS one) o LEFT JOIN member ON true"};

// $1 window start (epoch s), $2 ip, $3 account subject, $4 device subject.
#define PANALO_COUNTED_SUBJECTS                                                                     \
  "window_start = to_timestamp($1) AND ((scope = 'ip' AND subject = $2) OR (scope = 'account' AND " \
  "subject = $3) OR (scope = 'device' AND subject = $4))"
// The same rows, locked in scope order ('account', 'device', 'ip'): every
// statement that writes a login's counter rows takes their locks in that order
// (the check's insert too), so two logins of one account from one address at
// the same moment wait for each other instead of deadlocking (seen under a login
// storm through two instances: PostgreSQL cancelled one and the login got a 500).
#define PANALO_COUNTED_ROWS_IN_LOCK_ORDER                                                       \
  "(scope, subject, window_start) IN (SELECT scope, subject, window_start FROM login_failures " \
  "WHERE " PANALO_COUNTED_SUBJECTS " ORDER BY scope FOR UPDATE)"

const db::Statement kRecordFailure{
    "login_guard_failure",
    "WITH bump AS (UPDATE login_failures SET failures = failures + 1 WHERE " PANALO_COUNTED_ROWS_IN_LOCK_ORDER
    " RETURNING scope, failures), "
    "revoked AS (DELETE FROM device_tokens WHERE token_hash = $5 "
    "  AND (SELECT failures FROM bump WHERE scope = 'device') >= $6 RETURNING 1) "
    "SELECT EXISTS (SELECT 1 FROM revoked)"};
const db::Statement kForgive{
    "login_guard_forgive",
    "UPDATE login_failures SET count = greatest(count - 1, 0) WHERE " PANALO_COUNTED_ROWS_IN_LOCK_ORDER};
const db::Statement kLockIp{
    "login_guard_lock_ip",
    "INSERT INTO ip_locks AS l (ip, locked_until, reason) "
    "VALUES ($1, now() + make_interval(secs => $2), $3) ON CONFLICT (ip) DO UPDATE "
    "SET locked_until = greatest(l.locked_until, EXCLUDED.locked_until), reason = EXCLUDED.reason "
    "RETURNING extract(epoch FROM locked_until - now())"};
const db::Statement kPurgeWindows{"login_failures_purge_past",
                                  "DELETE FROM login_failures WHERE window_start < now() - make_interval(secs => $1)"};
const db::Statement kPurgeDevices{"device_tokens_purge_expired", "DELETE FROM device_tokens WHERE expires_at <= now()"};

#undef PANALO_COUNTED_ROWS_IN_LOCK_ORDER
#undef PANALO_COUNTED_SUBJECTS

pqxx::binarystring binary(const std::vector<std::uint8_t>& bytes) {
  return pqxx::binarystring(std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

}  // namespace

AttemptSnapshot LoginAttemptRepository::check(const AttemptQuery& query) {
  auto lease = pool_.acquire();
  lease->prepare(kCheck);
  // One statement is atomic on its own; an explicit transaction would add a
  // BEGIN and a COMMIT round trip to every login.
  pqxx::nontransaction tx(lease->connection());
  const auto row = tx.exec_prepared1(kCheck.name, query.ip, query.account, static_cast<double>(query.window.count()),
                                     binary(query.deviceTokenHash), query.captchaId, binary(query.captchaDigest),
                                     query.captchaApplies);
  tx.commit();

  AttemptSnapshot snapshot;
  if (!row[0].is_null()) snapshot.ipLockedForSeconds = row[0].as<double>();
  snapshot.captchaRequired = row[1].as<bool>();
  snapshot.captchaSolved = row[2].as<bool>();
  snapshot.counted = row[3].as<bool>();
  snapshot.deviceValid = row[4].as<bool>();
  snapshot.ipCount = row[5].as<std::int64_t>();
  snapshot.accountCount = row[6].as<std::int64_t>();
  snapshot.deviceCount = row[7].as<std::int64_t>();
  snapshot.windowEndsInSeconds = row[9].as<double>();
  if (snapshot.counted) {
    snapshot.attempt.windowStart = static_cast<std::int64_t>(row[8].as<double>());
    snapshot.attempt.ip = query.ip;
    snapshot.attempt.accountSubject = row[10].as<std::string>();
    snapshot.attempt.deviceSubject = row[11].as<std::string>();
    if (!snapshot.attempt.deviceSubject.empty()) snapshot.attempt.deviceTokenHash = query.deviceTokenHash;
  }
  snapshot.passwordExpiryEnforced = row[12].as<bool>();
  snapshot.passwordMaxAgeDaysJson = row[13].as<std::string>();
  snapshot.passwordAgeSeconds = row[14].as<double>();
  if (row[15].as<bool>()) snapshot.member = memberFromRow(row, 16);
  return snapshot;
}

bool LoginAttemptRepository::recordFailure(const CountedAttempt& attempt, std::int64_t maxDeviceFailures) {
  if (attempt.windowStart < 0) return false;
  auto lease = pool_.acquire();
  lease->prepare(kRecordFailure);
  pqxx::nontransaction tx(lease->connection());
  const auto row = tx.exec_prepared1(kRecordFailure.name, static_cast<double>(attempt.windowStart), attempt.ip,
                                     attempt.accountSubject, attempt.deviceSubject, binary(attempt.deviceTokenHash),
                                     maxDeviceFailures);
  tx.commit();
  return row[0].as<bool>();
}

void LoginAttemptRepository::forgive(const CountedAttempt& attempt) {
  if (attempt.windowStart < 0) return;
  auto lease = pool_.acquire();
  lease->prepare(kForgive);
  pqxx::nontransaction tx(lease->connection());
  tx.exec_prepared(kForgive.name, static_cast<double>(attempt.windowStart), attempt.ip, attempt.accountSubject,
                   attempt.deviceSubject);
  tx.commit();
}

double LoginAttemptRepository::lockIp(const std::string& ip, std::chrono::seconds duration, const std::string& reason) {
  auto lease = pool_.acquire();
  lease->prepare(kLockIp);
  pqxx::work tx(lease->connection());
  const auto row = tx.exec_prepared1(kLockIp.name, ip, static_cast<double>(duration.count()), reason);
  tx.commit();
  return row[0].as<double>();
}

std::int64_t LoginAttemptRepository::purgePastWindows(std::chrono::seconds window) {
  auto lease = pool_.acquire();
  lease->prepare(kPurgeWindows);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kPurgeWindows.name, static_cast<double>(window.count()));
  tx.commit();
  return static_cast<std::int64_t>(result.affected_rows());
}

std::int64_t LoginAttemptRepository::purgeExpiredDeviceTokens() {
  auto lease = pool_.acquire();
  lease->prepare(kPurgeDevices);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kPurgeDevices.name);
  tx.commit();
  return static_cast<std::int64_t>(result.affected_rows());
}

}  // namespace panalo::repositories

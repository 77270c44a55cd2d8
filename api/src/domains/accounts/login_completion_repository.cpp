#include "domains/accounts/login_completion_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

// $1 window start (epoch s, -1 none), $2 ip, $3 account subject, $4 device
// subject, $5 member id, $6 session token hash, $7 session lifetime (s),
// $8 remember me, $9 device token hash ('' none), $10 device lifetime (s),
// $11 change-only session.
// A device token already stored for this member is refreshed (last use, expiry);
// one stored for another member is left alone.
const db::Statement kComplete{
    "login_complete",
    // The counter rows locked in scope order, as every writer of them does
    // (login_attempt_repository.cpp): concurrent logins of one account from one
    // address wait for each other instead of deadlocking.
    "WITH forgiven AS (UPDATE login_failures SET count = greatest(count - 1, 0) "
    "  WHERE (scope, subject, window_start) IN (SELECT scope, subject, window_start FROM login_failures "
    "  WHERE window_start = to_timestamp($1) AND ((scope = 'ip' AND subject = $2) "
    "  OR (scope = 'account' AND subject = $3) OR (scope = 'device' AND subject = $4)) "
    "  ORDER BY scope FOR UPDATE)), "
    "first AS (UPDATE members SET first_login_at = now() WHERE id = $5 AND first_login_at IS NULL RETURNING id), "
    "ended AS (DELETE FROM sessions WHERE member_id = $5 AND expires_at <= now()), "
    "opened AS (INSERT INTO sessions (token_hash, member_id, expires_at, remember_me, ip, password_change_only) "
    "  VALUES ($6, $5, now() + make_interval(secs => $7), $8, $2, $11)), "
    "stale_devices AS (DELETE FROM device_tokens WHERE member_id = $5 AND expires_at <= now() AND token_hash <> $9), "
    "device AS (INSERT INTO device_tokens AS d (token_hash, member_id, expires_at) "
    "  SELECT $9, $5, now() + make_interval(secs => $10) WHERE length($9) > 0 "
    "  ON CONFLICT (token_hash) DO UPDATE SET last_used_at = now(), expires_at = EXCLUDED.expires_at "
    "  WHERE d.member_id = EXCLUDED.member_id) "
    "SELECT EXISTS (SELECT 1 FROM first)"};

pqxx::binarystring binary(const std::vector<std::uint8_t>& bytes) {
  return pqxx::binarystring(std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

}  // namespace

bool LoginCompletionRepository::complete(const LoginCompletion& c) {
  auto lease = pool_.acquire();
  lease->prepare(kComplete);
  // One statement: atomic without BEGIN/COMMIT round trips.
  pqxx::nontransaction tx(lease->connection());
  const auto row =
      tx.exec_prepared1(kComplete.name, static_cast<double>(c.forgiven.windowStart), c.ip, c.forgiven.accountSubject,
                        c.forgiven.deviceSubject, c.memberId, binary(c.sessionTokenHash),
                        static_cast<double>(c.sessionLifetime.count()), c.rememberMe, binary(c.deviceTokenHash),
                        static_cast<double>(c.deviceTokenLifetime.count()), c.passwordChangeOnly);
  tx.commit();
  return row[0].as<bool>();
}

}  // namespace panalo::repositories

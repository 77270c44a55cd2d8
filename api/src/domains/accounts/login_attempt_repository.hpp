#pragma once
// The login guard's storage: login_failures (counts per fixed window, by IP,
// account or device token), ip_locks, device_tokens and the captcha a login
// sends. A login needs all of them before it may spend argon2 time, so one
// statement reads them all, uses up the captcha and counts the attempt: one
// round trip instead of six (benchmarks/run-login-storm.sh).

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct AttemptQuery {
  std::string ip;
  std::string account;  // as typed; matched and counted lower-cased
  std::chrono::seconds window{3600};
  std::vector<std::uint8_t> deviceTokenHash;  // empty: none sent
  std::string captchaId;                      // empty: none sent
  std::vector<std::uint8_t> captchaDigest;    // CaptchaService::answerDigest of the typed answer
  bool captchaApplies = true;                 // false for proofs made inside a session (password change)
};

// The subjects an attempt was counted under, to take it back or mark it failed.
struct CountedAttempt {
  std::int64_t windowStart = -1;  // epoch seconds; -1: nothing was counted
  std::string ip;
  std::string accountSubject;  // empty when counted under the device instead
  std::string deviceSubject;   // hex SHA-256 of the device token, or empty
  std::vector<std::uint8_t> deviceTokenHash;
};

struct AttemptSnapshot {
  std::optional<double> ipLockedForSeconds;  // an ip_locks row is in force
  bool captchaRequired = false;              // a failure in this window for the IP or (tokenless) account
  bool captchaSolved = false;
  bool counted = false;      // not locked and past the captcha: the counts below include it
  bool deviceValid = false;  // the device token is live and belongs to this account
  std::int64_t ipCount = 0;  // attempts not forgiven in this window, this one included
  std::int64_t accountCount = 0;
  std::int64_t deviceCount = 0;
  double windowEndsInSeconds = 0;
  CountedAttempt attempt;
  std::optional<Member> member;
  bool passwordExpiryEnforced = false;  // flag PWDEXPFORCECHANGE3
  double passwordAgeSeconds = 0;
  std::string passwordMaxAgeDaysJson;  // setting account.password_max_age_days, raw JSON (empty: unset)
};

class LoginAttemptRepository {
 public:
  explicit LoginAttemptRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // The one statement described above.
  AttemptSnapshot check(const AttemptQuery& query);
  // The counted attempt was a wrong password: failures go up (a captcha is
  // required from now on); a device token whose failures reach
  // `maxDeviceFailures` is deleted. True when it was.
  bool recordFailure(const CountedAttempt& attempt, std::int64_t maxDeviceFailures);
  // The counted attempt proved the password: it no longer counts.
  void forgive(const CountedAttempt& attempt);
  // Locks `ip` (ip_locks) for `duration`, or longer if it already is; returns
  // the seconds left on the lock.
  double lockIp(const std::string& ip, std::chrono::seconds duration, const std::string& reason);
  // Past windows and expired device tokens (panaloctl).
  std::int64_t purgePastWindows(std::chrono::seconds window);
  std::int64_t purgeExpiredDeviceTokens();

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

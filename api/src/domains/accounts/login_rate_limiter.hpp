#pragma once
// Login abuse control, kept in PostgreSQL so every instance applies the same
// numbers (spec sections 4, 5, 8):
// - a locked IP (ip_locks) gets info_ip_block before any password work;
// - after a wrong password for an account (from a client without a valid device
//   token for it), or three from an IP, a captcha is required for that account /
//   IP for the rest of the window; a missing or wrong one is refused before argon2;
// - an attempt is counted before the password is checked (so racing requests
//   cannot slip past a cap) and taken back when it succeeds;
// - the account cap counts only clients without a valid device token for the
//   account, so a guesser cannot lock the owner out; a device token has its own
//   small cap and is revoked when it is spent;
// - an IP over its cap is locked for a while (info_ip_block).
// The one statement that does this also reads the member, so a login makes one
// round trip before argon2 (login_attempt_repository.hpp).

#include <optional>
#include <string>

#include "domains/accounts/account_policy.hpp"
#include "domains/accounts/login_attempt_repository.hpp"

namespace panalo::services {

struct AttemptRequest {
  std::string account;
  std::string ip;
  std::string deviceToken;  // empty: none
  std::string captchaId;    // empty: none
  std::string captchaAnswer;
  bool captchaApplies = true;  // false inside a session (password change)
};

// An attempt that may go on to the password check.
struct Admission {
  repositories::CountedAttempt attempt;
  std::optional<repositories::Member> member;
  bool deviceValid = false;
  bool passwordExpired = false;   // PWDEXPFORCECHANGE3 on and the password older than the maximum age
  double passwordAgeSeconds = 0;  // since the password was last set (0: no such member)
};

class LoginRateLimiter {
 public:
  LoginRateLimiter(repositories::LoginAttemptRepository& attempts, LoginLimits limits)
      : attempts_(attempts), limits_(limits) {}

  // Throws DomainError: info_ip_block (Forbidden, {retryAfterSeconds}),
  // invalid_captcha (InvalidInput, {captcha: true}) or too_many_requests
  // (RateLimited, {retryAfterSeconds, captcha: true}).
  Admission admit(const AttemptRequest& request);
  // The password was wrong: later attempts need a captcha. Revokes a device
  // token whose cap this spends.
  void failed(const Admission& admission);
  // The password was right.
  void forgive(const Admission& admission);

  const LoginLimits& limits() const { return limits_; }

 private:
  repositories::LoginAttemptRepository& attempts_;
  LoginLimits limits_;
};

}  // namespace panalo::services

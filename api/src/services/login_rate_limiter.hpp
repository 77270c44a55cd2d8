#pragma once
// Caps login attempts per account and per IP in fixed windows kept in
// PostgreSQL, so every instance counts against the same numbers. An attempt is
// counted before the password is checked (no race lets extra guesses through)
// and forgiven when it succeeds, so only failures use up the allowance.

#include <string>

#include "repositories/login_attempt_repository.hpp"
#include "services/account_policy.hpp"

namespace panalo::services {

class LoginRateLimiter {
 public:
  LoginRateLimiter(repositories::LoginAttemptRepository& attempts, LoginLimits limits)
      : attempts_(attempts), limits_(limits) {}

  // Throws DomainError(RateLimited, "too_many_requests") when either cap is spent.
  void admit(const std::string& account, const std::string& ip);
  void forgive(const std::string& account, const std::string& ip);

 private:
  repositories::LoginAttemptRepository& attempts_;
  LoginLimits limits_;
};

}  // namespace panalo::services

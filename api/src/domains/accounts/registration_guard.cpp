#include "domains/accounts/registration_guard.hpp"

#include <algorithm>
#include <cmath>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/net/ip_limit_key.hpp"

namespace panalo::services {

void RegistrationGuard::admit(const RegistrationAttempt& attempt) {
  const auto counted = attempts_.count(net::ipLimitKey(attempt.ip), limits_.window);
  if (counted.count > limits_.maxPerNetwork) {
    const int retryAfter = std::max(1, static_cast<int>(std::ceil(counted.windowEndsInSeconds)));
    throw DomainError(ErrorKind::RateLimited, error_keys::kTooManyRequests,
                      "Too many registrations from this network, try again later", {{"retryAfterSeconds", retryAfter}});
  }
  const bool captchaRequired = attempt.captchaShown || counted.count > limits_.captchaAfter;
  if (!captchaRequired) return;
  // check() refuses a malformed id or answer before the database, uses the
  // captcha up whatever the answer, and wants the IP that fetched it.
  if (attempt.captchaId.empty() || !captchas_.check(attempt.captchaId, attempt.captchaAnswer, attempt.ip)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidCaptcha, "Invalid captcha", {{"captcha", true}});
  }
}

}  // namespace panalo::services

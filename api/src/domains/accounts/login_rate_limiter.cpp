#include "domains/accounts/login_rate_limiter.hpp"

#include <cmath>

#include "domains/accounts/device_token.hpp"
#include "domains/captcha/captcha_service.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/net/ip_limit_key.hpp"

namespace panalo::services {
namespace {

constexpr int kDefaultPasswordMaxAgeDays = 90;

int wholeSeconds(double seconds) { return std::max(1, static_cast<int>(std::ceil(seconds))); }

// The operator's setting (panaloctl settings set account.password_max_age_days 90);
// anything but a positive whole number falls back to the default.
int passwordMaxAgeDays(const std::string& json) {
  const auto value = nlohmann::json::parse(json, nullptr, false);
  if (value.is_number_integer() && value.get<std::int64_t>() > 0 && value.get<std::int64_t>() <= 36500) {
    return static_cast<int>(value.get<std::int64_t>());
  }
  return kDefaultPasswordMaxAgeDays;
}

[[noreturn]] void ipBlocked(double seconds) {
  throw DomainError(ErrorKind::Forbidden, error_keys::kInfoIpBlock, "IP temporarily locked, contact online service",
                    {{"retryAfterSeconds", wholeSeconds(seconds)}});
}

}  // namespace

Admission LoginRateLimiter::admit(const AttemptRequest& request) {
  repositories::AttemptQuery query;
  // Counts, locks and the captcha binding all use the visitor's limit key (an
  // IPv6 visitor is its /64), so rotating addresses buys nothing.
  query.ip = net::ipLimitKey(request.ip);
  query.account = request.account;
  query.window = limits_.window;
  if (!request.deviceToken.empty()) query.deviceTokenHash = deviceTokenHash(request.deviceToken);
  if (!request.captchaId.empty()) {
    query.captchaId = request.captchaId;
    query.captchaDigest = CaptchaService::answerDigest(request.captchaId, request.captchaAnswer);
  }
  query.captchaApplies = request.captchaApplies;
  const auto snapshot = attempts_.check(query);

  if (snapshot.ipLockedForSeconds) ipBlocked(*snapshot.ipLockedForSeconds);
  if (snapshot.captchaRequired && !snapshot.captchaSolved) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidCaptcha, "Invalid captcha", {{"captcha", true}});
  }
  Admission admission{snapshot.attempt, snapshot.member, snapshot.deviceValid, false};
  if (snapshot.ipCount > limits_.maxFailuresPerIp) {
    ipBlocked(attempts_.lockIp(query.ip, limits_.ipLockDuration, "login failures"));
  }
  const bool overCap = snapshot.deviceValid ? snapshot.deviceCount > limits_.maxFailuresPerDevice
                                            : snapshot.accountCount > limits_.maxFailuresPerAccount;
  if (overCap) {
    throw DomainError(ErrorKind::RateLimited, error_keys::kTooManyRequests, "Too many login attempts, try again later",
                      {{"retryAfterSeconds", wholeSeconds(snapshot.windowEndsInSeconds)}, {"captcha", true}});
  }
  admission.passwordAgeSeconds = snapshot.passwordAgeSeconds;
  admission.passwordExpired =
      snapshot.passwordExpiryEnforced &&
      snapshot.passwordAgeSeconds > 86400.0 * passwordMaxAgeDays(snapshot.passwordMaxAgeDaysJson);
  return admission;
}

void LoginRateLimiter::failed(const Admission& admission) {
  attempts_.recordFailure(admission.attempt, limits_.maxFailuresPerDevice);
}

void LoginRateLimiter::forgive(const Admission& admission) { attempts_.forgive(admission.attempt); }

}  // namespace panalo::services

#include "domains/verification/verification_code_service.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <algorithm>
#include <array>
#include <stdexcept>

#include "domains/verification/message_texts.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/log/request_log.hpp"
#include "platform/net/ip_limit_key.hpp"

namespace panalo::services {
namespace {

constexpr std::uint32_t kCodeSpace = 1000000;
// The largest multiple of 10^6 that fits in 32 bits: values at or above it are
// drawn again, so every code is exactly equally likely.
constexpr std::uint32_t kAcceptBelow = (0xFFFFFFFFu / kCodeSpace) * kCodeSpace;

bool isSixDigits(const std::string& code) {
  return code.size() == 6 && std::all_of(code.begin(), code.end(), [](char c) { return c >= '0' && c <= '9'; });
}

[[noreturn]] void invalidCode(bool missing) {
  throw DomainError(missing ? ErrorKind::InvalidInput : ErrorKind::Unauthenticated,
                    error_keys::kVerificationCodeInvalid, "The verification code is not valid or missing");
}

[[noreturn]] void locked(std::int64_t retryAfterSeconds) {
  throw DomainError(ErrorKind::RateLimited, error_keys::kVerificationLocked,
                    "Too many wrong codes for this number; SMS login and password setting by phone are locked for now",
                    {{"retryAfterSeconds", retryAfterSeconds}});
}

[[noreturn]] void refuseSend(const repositories::SendVerdict& verdict) {
  const nlohmann::json retry{{"retryAfterSeconds", verdict.retryAfterSeconds}};
  switch (verdict.outcome) {
    case repositories::SendOutcome::Locked:
      locked(verdict.retryAfterSeconds);
    case repositories::SendOutcome::TooFast:
      throw DomainError(ErrorKind::RateLimited, error_keys::kTooManyRequests, "Too many requests, try again shortly",
                        retry);
    case repositories::SendOutcome::Countdown:
      throw DomainError(ErrorKind::RateLimited, error_keys::kSmsCodeCountdown,
                        "A code was sent moments ago; wait before asking for another", retry);
    case repositories::SendOutcome::TooMany:
      throw DomainError(ErrorKind::RateLimited, error_keys::kSmsTooManyRequests,
                        "Too many requests, try again after 5 minutes", retry);
    case repositories::SendOutcome::CaptchaRequired:
      throw DomainError(ErrorKind::InvalidInput, error_keys::kCaptchaRequired,
                        "Another code for this number needs the captcha solved", {{"captcha", true}});
    case repositories::SendOutcome::Recorded:
      break;
  }
  throw std::logic_error("a recorded send is not a refusal");
}

}  // namespace

const char* purposeName(CodePurpose purpose) {
  switch (purpose) {
    case CodePurpose::SmsLogin:
      return "sms_login";
    case CodePurpose::PasswordSet:
      return "password_set";
    case CodePurpose::Register:
      return "register";
    case CodePurpose::IpVerification:
      return "ip_verification";
  }
  return "sms_login";
}

bool isGuarded(CodePurpose purpose) { return purpose != CodePurpose::IpVerification; }

std::string VerificationCodeService::generateCode() {
  std::uint32_t value = 0;
  do {
    std::array<unsigned char, 4> bytes{};
    if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1) throw std::runtime_error("RAND_bytes failed");
    value = (std::uint32_t{bytes[0]} << 24) | (std::uint32_t{bytes[1]} << 16) | (std::uint32_t{bytes[2]} << 8) |
            std::uint32_t{bytes[3]};
  } while (value >= kAcceptBelow);
  std::string code = std::to_string(value % kCodeSpace);
  return std::string(6 - code.size(), '0') + code;
}

std::vector<std::uint8_t> VerificationCodeService::hash(CodePurpose purpose, const std::string& address,
                                                        const std::string& code) const {
  if (hashKey_.empty()) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable,
                      "PANALO_MASTER_KEY is not configured; verification codes are unavailable");
  }
  // NUL separators: none of the parts can hold one, so the input splits one way only.
  std::string input = purposeName(purpose);
  input.push_back('\0');
  input += address;
  input.push_back('\0');
  input += code;
  std::vector<std::uint8_t> digest(32);
  unsigned int length = 0;
  if (HMAC(EVP_sha256(), hashKey_.data(), static_cast<int>(hashKey_.size()),
           reinterpret_cast<const unsigned char*>(input.data()), input.size(), digest.data(), &length) == nullptr ||
      length != digest.size()) {
    throw std::runtime_error("HMAC-SHA256 failed");
  }
  return digest;
}

repositories::GuessGuard VerificationCodeService::guardFor(const std::optional<std::int64_t>& memberId) {
  repositories::GuessGuard guard;
  guard.memberId = memberId;
  guard.maxFailures = settings_.maxFailedCodes();
  guard.window = settings_.failureWindow();
  guard.freeSends = kFreeSendsPerWindow;
  return guard;
}

int VerificationCodeService::send(const CodeDelivery& delivery) {
  const int minutes = settings_.expiredMinutes();
  const std::chrono::seconds lifetime(60LL * minutes);
  // Sends are throttled per visitor: an IPv6 visitor is its /64 (ip_limit_key.hpp).
  repositories::SendRequest request{purposeName(delivery.purpose), delivery.address, net::ipLimitKey(delivery.ip),
                                    std::nullopt, std::nullopt};
  // A decoy (deliver false) is stored like a real code, for nobody.
  const std::string code = generateCode();
  request.code = repositories::NewCode{delivery.channel == CodeChannel::Sms ? "sms" : "email",
                                       delivery.deliver ? delivery.memberId : std::nullopt,
                                       hash(delivery.purpose, delivery.address, code), lifetime};
  if (isGuarded(delivery.purpose)) request.guard = guardFor(delivery.deliver ? delivery.memberId : std::nullopt);
  // The countdown the client shows (60 s per expiredMinutes) is enforced here too.
  const repositories::SendThrottle throttle{std::chrono::seconds(1), lifetime, std::chrono::seconds(300),
                                            kMaxSendsPerDestination, kMaxSendsPerIp};

  // A captcha is spent only when this send needs one and nothing else refuses it.
  if (request.guard && !delivery.captcha.id.empty()) {
    const auto preview = codes_.previewSend(request, throttle);
    if (preview.outcome == repositories::SendOutcome::CaptchaRequired) {
      if (!captchas_.check(delivery.captcha.id, delivery.captcha.answer, delivery.ip)) {
        throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidCaptcha, "Invalid captcha", {{"captcha", true}});
      }
      request.guard->captchaSolved = true;
    } else if (preview.outcome != repositories::SendOutcome::Recorded) {
      refuseSend(preview);
    }
  }
  const auto verdict = codes_.recordSend(request, throttle);
  if (verdict.outcome != repositories::SendOutcome::Recorded) refuseSend(verdict);

  if (!delivery.deliver) return minutes;
  const std::string purpose = purposeName(delivery.purpose);
  if (delivery.channel == CodeChannel::Sms) {
    sms_.send({delivery.address, messaging::verificationCodeSms(purpose, code, minutes), purpose});
  } else {
    const auto text = messaging::verificationCodeEmail(purpose, code, minutes);
    email_.send({delivery.address, text.subject, text.body, purpose});
  }
  return minutes;
}

std::optional<std::int64_t> VerificationCodeService::check(const CodeAttempt& attempt, bool consumeOnMatch) {
  if (attempt.code.empty()) invalidCode(true);
  // Anything but six digits can never match; it is refused without a lookup
  // (and without spending one of the code's tries or counting a failure).
  if (!isSixDigits(attempt.code)) invalidCode(false);
  repositories::CodeCheck request;
  request.purpose = purposeName(attempt.purpose);
  request.destination = attempt.address;
  request.candidateHash = hash(attempt.purpose, attempt.address, attempt.code);
  request.maxAttempts = kMaxAttempts;
  request.ip = attempt.ip;
  if (isGuarded(attempt.purpose)) request.guard = guardFor(attempt.memberId);
  request.consumeOnMatch = consumeOnMatch;
  const auto verdict = codes_.check(request);
  switch (verdict.outcome) {
    case repositories::CodeOutcome::Accepted:
      return verdict.memberId;
    case repositories::CodeOutcome::Expired:
      throw DomainError(ErrorKind::Unauthenticated, error_keys::kVerificationCodeExpired,
                        "The code has expired, send a new one");
    case repositories::CodeOutcome::Locked:
      locked(verdict.retryAfterSeconds);
    case repositories::CodeOutcome::Wrong:
    case repositories::CodeOutcome::None:
      break;
  }
  if (!verdict.lockedNow) invalidCode(false);
  if (verdict.lockedMemberId) {
    // The lock stands whatever happens to the e-mail; a provider failure must
    // not turn the answer into a 500.
    try {
      lockNotice_.tell(*verdict.lockedMemberId, attempt.address, std::chrono::seconds(verdict.retryAfterSeconds));
    } catch (const std::exception& failure) {
      log::writeEventLog("warn", "code_lock_notice_failed", failure.what());
    }
  }
  locked(verdict.retryAfterSeconds);
}

std::optional<std::int64_t> VerificationCodeService::consume(const CodeAttempt& attempt) {
  return check(attempt, true);
}

void VerificationCodeService::verify(const CodeAttempt& attempt) { check(attempt, false); }

}  // namespace panalo::services

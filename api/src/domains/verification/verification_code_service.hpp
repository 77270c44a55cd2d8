#pragma once
// One-time verification codes: 6 digits from the CSPRNG,
// stored only as an HMAC, single use, alive for expiredMinutes, burned after 5
// wrong tries, and sent under throttles that hold across every API instance
// because PostgreSQL decides them (verification_code_repository.hpp).
//
// Codes anyone can ask for by number (SMS login, password by phone,
// registration) are also guarded across codes: wrong codes are counted per
// number and per account over a window (settings verification.code.*), after
// which the number is locked (verification_locked) until the window ends and
// the member is told by e-mail; every send after the first in the window needs
// a captcha. Codes a login gate sends after a password (ip_verification) are not.
//
// Why an HMAC and not a plain hash: a code has only a million values, so
// SHA-256(destination, code) read from a database copy would fall to a
// million guesses. The HMAC key is derived from the master key, which never
// sits beside the data; binding purpose and destination into the input means
// a row moved to another number or flow proves nothing.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/captcha/captcha_service.hpp"
#include "domains/verification/code_lock_notice.hpp"
#include "domains/verification/verification_code_repository.hpp"
#include "domains/verification/verification_settings.hpp"
#include "panalo/crypto/secret_bytes.hpp"
#include "platform/messaging/message_senders.hpp"

namespace panalo::services {

// SmsLogin and PasswordSet are separate so that a code asked for one can never
// be used for the other.
enum class CodePurpose { SmsLogin, PasswordSet, Register, IpVerification };
enum class CodeChannel { Sms, Email };

const char* purposeName(CodePurpose purpose);
// The purposes counted and locked across codes, whose sends need a captcha after the first.
bool isGuarded(CodePurpose purpose);

// What a send request carries to prove a human asked (both empty: nothing).
struct SendCaptcha {
  std::string id;
  std::string answer;
};

struct CodeDelivery {
  CodePurpose purpose;
  CodeChannel channel;
  std::string address;  // "+<dialing code><mobile>" or an e-mail address
  // The member the code is for: the proven owner of the number. Also the
  // account the guard counts against.
  std::optional<std::int64_t> memberId;
  std::string ip;
  // False (a number no member has proven): a decoy code nobody is told is
  // stored and nothing is sent, so every later answer (wrong, expired, burned,
  // locked) is the same as for a member's number.
  bool deliver = true;
  SendCaptcha captcha;
};

struct CodeAttempt {
  CodePurpose purpose;
  std::string address;
  std::string code;
  std::string ip;
  // The proven owner of the number, if any: the account the guard counts against.
  std::optional<std::int64_t> memberId;
};

class VerificationCodeService {
 public:
  static constexpr int kMaxAttempts = 5;
  static constexpr std::int64_t kMaxSendsPerDestination = 5;  // per 5 minutes
  static constexpr std::int64_t kMaxSendsPerIp = 20;          // per 5 minutes
  static constexpr std::int64_t kFreeSendsPerWindow = 1;      // then a captcha

  // `hashKey` empty: the server has no master key, and every call throws.
  VerificationCodeService(repositories::VerificationCodeRepository& codes, VerificationSettings& settings,
                          messaging::SmsSender& sms, messaging::EmailSender& email, CaptchaService& captchas,
                          CodeLockNotice& lockNotice, crypto::SecretBytes hashKey)
      : codes_(codes),
        settings_(settings),
        sms_(sms),
        email_(email),
        captchas_(captchas),
        lockNotice_(lockNotice),
        hashKey_(std::move(hashKey)) {}

  // Returns expiredMinutes. Throws DomainError(RateLimited) verification_locked,
  // too_many_requests, sms_code_countdown or sms_too_many_requests, with data
  // {retryAfterSeconds}; DomainError(InvalidInput) captcha_required or
  // invalid_captcha, with data {captcha: true}.
  int send(const CodeDelivery& delivery);

  // Consumes the code and returns the member it was sent for (if any). Throws
  // DomainError verification_code_invalid (400 when empty, else 401),
  // verification_code_expired (401) or verification_locked (429, {retryAfterSeconds}).
  std::optional<std::int64_t> consume(const CodeAttempt& attempt);
  // As consume, but a right code stays live (consume it once the rest of the
  // request is judged); a wrong one is spent and counted all the same.
  void verify(const CodeAttempt& attempt);

  int expiredMinutes() { return settings_.expiredMinutes(); }

  // 6 decimal digits, uniform: RAND_bytes with rejection sampling (no modulo bias).
  static std::string generateCode();

 private:
  std::vector<std::uint8_t> hash(CodePurpose purpose, const std::string& address, const std::string& code) const;
  repositories::GuessGuard guardFor(const std::optional<std::int64_t>& memberId);
  std::optional<std::int64_t> check(const CodeAttempt& attempt, bool consumeOnMatch);

  repositories::VerificationCodeRepository& codes_;
  VerificationSettings& settings_;
  messaging::SmsSender& sms_;
  messaging::EmailSender& email_;
  CaptchaService& captchas_;
  CodeLockNotice& lockNotice_;
  crypto::SecretBytes hashKey_;
};

}  // namespace panalo::services

#pragma once
// One-time verification codes: 6 digits from the CSPRNG,
// stored only as an HMAC, single use, alive for expiredMinutes, burned after 5
// wrong tries, and sent under throttles that hold across every API instance
// because PostgreSQL decides them (verification_code_repository.hpp).
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

#include "domains/verification/verification_code_repository.hpp"
#include "domains/verification/verification_settings.hpp"
#include "panalo/crypto/secret_bytes.hpp"
#include "platform/messaging/message_senders.hpp"

namespace panalo::services {

enum class CodePurpose { NoLogin, Register, IpVerification };
enum class CodeChannel { Sms, Email };

const char* purposeName(CodePurpose purpose);

struct CodeDelivery {
  CodePurpose purpose;
  CodeChannel channel;
  std::string address;  // "+<dialing code><mobile>" or an e-mail address
  std::optional<std::int64_t> memberId;
  std::string ip;
  // False: the request counts against the throttles but nothing is stored or
  // sent (a no-login request for a number no member has).
  bool deliver = true;
};

class VerificationCodeService {
 public:
  static constexpr int kMaxAttempts = 5;
  static constexpr std::int64_t kMaxSendsPerDestination = 5;  // per 5 minutes
  static constexpr std::int64_t kMaxSendsPerIp = 20;          // per 5 minutes

  // `hashKey` empty: the server has no master key, and every call throws.
  VerificationCodeService(repositories::VerificationCodeRepository& codes, VerificationSettings& settings,
                          messaging::SmsSender& sms, messaging::EmailSender& email, crypto::SecretBytes hashKey)
      : codes_(codes), settings_(settings), sms_(sms), email_(email), hashKey_(std::move(hashKey)) {}

  // Returns expiredMinutes. Throws DomainError(RateLimited) too_many_requests,
  // sms_code_countdown or sms_too_many_requests, with data {retryAfterSeconds}.
  int send(const CodeDelivery& delivery);

  // Consumes the code and returns the member it was sent for (if any). Throws
  // DomainError verification_code_invalid (400 when empty, else 401) or
  // verification_code_expired (401).
  std::optional<std::int64_t> consume(CodePurpose purpose, const std::string& address, const std::string& code);

  int expiredMinutes() { return settings_.expiredMinutes(); }

  // 6 decimal digits, uniform: RAND_bytes with rejection sampling (no modulo bias).
  static std::string generateCode();

 private:
  std::vector<std::uint8_t> hash(CodePurpose purpose, const std::string& address, const std::string& code) const;

  repositories::VerificationCodeRepository& codes_;
  VerificationSettings& settings_;
  messaging::SmsSender& sms_;
  messaging::EmailSender& email_;
  crypto::SecretBytes hashKey_;
};

}  // namespace panalo::services

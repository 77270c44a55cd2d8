#include "domains/captcha/captcha_service.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/sha.h>

#include <stdexcept>

#include "domains/captcha/captcha_image.hpp"
#include "panalo/crypto/text_encoding.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/net/ip_limit_key.hpp"
#include "platform/security/random_text.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kIdBytes = 16;  // 22 base64url characters

std::string newCaptchaId() { return security::randomBase64Url(kIdBytes); }

std::string base64(const std::vector<std::uint8_t>& bytes) {
  std::string text(4 * ((bytes.size() + 2) / 3), '\0');
  const int written =
      EVP_EncodeBlock(reinterpret_cast<unsigned char*>(text.data()), bytes.data(), static_cast<int>(bytes.size()));
  text.resize(static_cast<std::size_t>(written));
  return text;
}

}  // namespace

CaptchaService::CaptchaService(repositories::CaptchaRepository& captchas, CaptchaPolicy policy)
    : captchas_(captchas), policy_(policy), answers_(security::randomCaptchaAnswer) {}

IssuedCaptcha CaptchaService::issue(const std::string& ip) {
  const auto id = newCaptchaId();
  const auto answer = answers_();
  // Throttled per visitor and bound to it, an IPv6 visitor being its /64: the
  // login guard compares the same key (login_attempt_repository.cpp).
  if (!captchas_.insertThrottled(id, answerDigest(id, answer), net::ipLimitKey(ip), policy_.lifetime,
                                 policy_.minInterval)) {
    throw DomainError(ErrorKind::RateLimited, error_keys::kTooManyRequests,
                      "Wait a second before asking for a new captcha", {{"retryAfterSeconds", 1}});
  }
  return {id, base64(security::renderCaptchaPng(answer)), static_cast<int>(policy_.lifetime.count())};
}

bool CaptchaService::check(const std::string& captchaId, const std::string& answer, const std::string& ip) {
  if (!wellFormedId(captchaId) || !plausibleAnswer(answer)) return false;
  const auto stored = captchas_.consume(captchaId);
  if (!stored || stored->expired || stored->ip != net::ipLimitKey(ip)) return false;
  const auto digest = answerDigest(captchaId, answer);
  return stored->answerHash.size() == digest.size() &&
         CRYPTO_memcmp(stored->answerHash.data(), digest.data(), digest.size()) == 0;
}

std::vector<std::uint8_t> CaptchaService::answerDigest(const std::string& captchaId, const std::string& answer) {
  std::string material = captchaId + ":";
  for (const char c : answer) material += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
  std::vector<std::uint8_t> digest(SHA256_DIGEST_LENGTH);
  SHA256(reinterpret_cast<const unsigned char*>(material.data()), material.size(), digest.data());
  return digest;
}

bool CaptchaService::plausibleAnswer(const std::string& answer) {
  if (answer.empty() || answer.size() > kMaxAnswerLength) return false;
  for (const char c : answer) {
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
  }
  return true;
}

bool CaptchaService::wellFormedId(const std::string& captchaId) {
  if (captchaId.size() != 22) return false;
  for (const char c : captchaId) {
    const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    if (!ok) return false;
  }
  return true;
}

}  // namespace panalo::services

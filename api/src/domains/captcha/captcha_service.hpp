#pragma once
// Captchas (spec sections 4, 5 and 7): GET /wps/captcha issues one, a login
// that needs one sends back its id and the typed answer. An answer is five
// unambiguous characters, compared without regard to case; a captcha lives
// 120 s, is good for one try (a wrong answer burns it too) and one IP gets at
// most one per second.

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "domains/captcha/captcha_repository.hpp"

namespace panalo::services {

struct CaptchaPolicy {
  std::chrono::seconds lifetime{120};
  std::chrono::milliseconds minInterval{1000};  // per IP (spec section 5: refresh at most once per second)
};

struct IssuedCaptcha {
  std::string captchaId;
  std::string imageBase64;  // standard base64 of the PNG, no data: prefix
  int expiresInSeconds = 0;
};

class CaptchaService {
 public:
  using AnswerSource = std::function<std::string()>;

  static constexpr std::size_t kMaxAnswerLength = 32;

  explicit CaptchaService(repositories::CaptchaRepository& captchas, CaptchaPolicy policy = {});

  // Throws DomainError(RateLimited, "too_many_requests", {retryAfterSeconds: 1})
  // when `ip` had one less than a second ago. The answer is drawn and stored
  // first and the image drawn only once the throttle lets it through.
  IssuedCaptcha issue(const std::string& ip);
  // Uses the captcha up and tells whether `answer` solves it for `ip`.
  bool check(const std::string& captchaId, const std::string& answer, const std::string& ip);

  // What is stored for an answer: SHA-256 of "<id>:<ANSWER IN UPPER CASE>".
  // The login guard compares it inside its one statement.
  static std::vector<std::uint8_t> answerDigest(const std::string& captchaId, const std::string& answer);
  // Ids are what issue() makes: 22 base64url characters. Anything else is a
  // client error, refused before the database.
  static bool wellFormedId(const std::string& captchaId);
  // At most kMaxAnswerLength ASCII letters and digits: anything else cannot
  // solve a captcha and is refused before the database.
  static bool plausibleAnswer(const std::string& answer);

  // Tests only (they cannot read answers back: only digests are stored). The
  // fixture wraps randomCaptchaAnswer to watch what it draws; nothing in the
  // server calls this, and it must be called before the server starts.
  void replaceAnswerSource(AnswerSource source) { answers_ = std::move(source); }

  const CaptchaPolicy& policy() const { return policy_; }

 private:
  repositories::CaptchaRepository& captchas_;
  CaptchaPolicy policy_;
  AnswerSource answers_;
};

}  // namespace panalo::services

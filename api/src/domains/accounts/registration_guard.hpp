#pragma once
// Registration anti-automation (issue 12 item 3). Every registration makes an
// argon2id hash on the shared hashing threads, so a script that registers in a
// loop both mints accounts and starves real logins. The guard runs after the
// form's cheap checks (the shared validators, the invitation codes) and before
// everything else: the SMS code, the "account exists" answer and above all the
// hash.
// - Each attempt is counted per network (IPv4 address, IPv6 /64) per window
//   before it is judged, so racing requests cannot slip past a number.
// - Over maxPerNetwork in the window: too_many_requests (429) until it ends.
// - Over captchaAfter, or whenever the operator shows the captcha field
//   (registration settings fields.captcha.enabled): a solved image captcha
//   (GET /wps/captcha: same IP, one use, 120 s) or invalid_captcha (400,
//   {captcha: true}), which tells the form to show the image.

#include <string>

#include "domains/accounts/account_policy.hpp"
#include "domains/accounts/registration_attempt_repository.hpp"
#include "domains/captcha/captcha_service.hpp"

namespace panalo::services {

struct RegistrationAttempt {
  std::string ip;
  std::string captchaId;  // empty: none sent
  std::string captchaAnswer;
  bool captchaShown = false;  // the operator enabled the captcha field
};

class RegistrationGuard {
 public:
  RegistrationGuard(repositories::RegistrationAttemptRepository& attempts, CaptchaService& captchas,
                    RegistrationLimits limits)
      : attempts_(attempts), captchas_(captchas), limits_(limits) {}

  // Returns when the registration may go on; throws DomainError otherwise (see above).
  void admit(const RegistrationAttempt& attempt);

  const RegistrationLimits& limits() const { return limits_; }

 private:
  repositories::RegistrationAttemptRepository& attempts_;
  CaptchaService& captchas_;
  RegistrationLimits limits_;
};

}  // namespace panalo::services

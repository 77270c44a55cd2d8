#include "domains/accounts/password_change_service.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/payload_fields.hpp"  // requireValid

namespace panalo::services {

void PasswordChangeService::change(const repositories::Member& member, const PasswordChangeRequest& request,
                                   const std::string& ip) {
  // An account made by mobile sign-up without a password has no old password
  // to give: it sets one by phone (POST /wps/member/password/verification).
  if (!security::PasswordHasher::isUsable(member.passwordHash)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kPasswordNotSet, "This account has no password yet");
  }
  validation::ChangePasswordForm form;
  form.oldPassword = request.oldPassword;
  form.newPassword = request.newPassword;
  form.confirmNewPassword = request.confirmNewPassword;
  form.username = member.account;
  requireValid(validation::validateChangePassword(form, settings_.settings()),
               {"oldPassword", "newPassword", "confirmNewPassword"});

  // A stolen token must not become a way around the login guessing limit: the
  // old password counts against the same caps (no captcha: the caller is
  // already inside a session).
  AttemptRequest attempt;
  attempt.account = member.account;
  attempt.ip = ip;
  attempt.captchaApplies = false;
  const auto admission = limiter_.admit(attempt);
  if (!hasher_.verify(member.passwordHash, form.oldPassword).matches) {
    limiter_.failed(admission);
    throw DomainError(ErrorKind::InvalidInput, error_keys::kOldPasswordIncorrect, "The old password is not correct");
  }
  limiter_.forgive(admission);
  if (breached_ != nullptr) security::refuseBreachedPassword(*breached_, form.newPassword);
  // The hash, the cleared default-password flag and the end of every session
  // commit together: no window where the new password works beside an old
  // session, or the sessions end and the password stays.
  members_.changePasswordEndingSessions(member.id, hasher_.hash(form.newPassword));
}

}  // namespace panalo::services

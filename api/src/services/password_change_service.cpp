#include "services/password_change_service.hpp"

#include "core/domain_error.hpp"
#include "services/payload_fields.hpp"

namespace panalo::services {

void PasswordChangeService::change(const repositories::Member& member, const nlohmann::json& payload,
                                   const std::string& ip) {
  validation::ChangePasswordForm form;
  form.oldPassword = stringField(payload, "oldPassword");
  form.newPassword = stringField(payload, "newPassword");
  form.confirmNewPassword = stringField(payload, "confirmNewPassword");
  form.username = member.account;
  requireValid(validation::validateChangePassword(form, settings_.settings()),
               {"oldPassword", "newPassword", "confirmNewPassword"});

  // A stolen token must not become a way around the login guessing limit.
  limiter_.admit(member.account, ip);
  if (!hasher_.verify(member.passwordHash, form.oldPassword).matches) {
    throw DomainError(ErrorKind::InvalidInput, "old_password_incorrect", "The old password is not correct");
  }
  limiter_.forgive(member.account, ip);
  members_.updatePasswordHash(member.id, hasher_.hash(form.newPassword), true);
  sessions_.closeAllOf(member.id);
}

}  // namespace panalo::services

#include "field_checks.hpp"
#include "form_result_builder.hpp"
#include "panalo/validation/forms.hpp"
#include "panalo/validation/password_policy.hpp"

namespace panalo::validation {

using detail::report;
namespace keys = message_keys;

FormResult validateForgotPasswordByEmail(const ForgotPasswordByEmailForm& form,
                                         const RegistrationSettings& /*settings*/) {
  FormResult result;
  report(result, "username", detail::checkRequired(form.username, true));
  if (form.email.empty()) {
    report(result, "email", {Message{keys::kInputCannotBeEmpty, {}}});
  } else if (!isValidEmailAddress(form.email)) {
    report(result, "email", {Message{keys::kEmailFormatIncorrect, {}}});
  }
  return result;
}

FormResult validateForgotPasswordByPhone(const ForgotPasswordByPhoneForm& form, const RegistrationSettings& settings) {
  FormResult result;
  report(result, "mobileNum", detail::checkMobileNumber(form.mobileNum, settings.rule("mobileNum"), true));
  report(result, "verificationCode",
         detail::checkVerificationCode(form.verificationCode, settings.rule("verificationCode"), true));
  report(result, "newPassword",
         checkNewPassword(form.newPassword, std::string_view(), settings.rule("password"), settings.siteWords));
  return result;
}

FormResult validateChangePassword(const ChangePasswordForm& form, const RegistrationSettings& settings) {
  FormResult result;
  if (!form.oldPasswordKnown) report(result, "oldPassword", detail::checkRequired(form.oldPassword, true));
  report(result, "newPassword",
         checkNewPassword(form.newPassword, form.username, settings.rule("password"), settings.siteWords));
  report(result, "confirmNewPassword",
         detail::checkConfirmation(form.confirmNewPassword, form.newPassword, keys::kConfirmPasswordIncorrect));
  return result;
}

}  // namespace panalo::validation

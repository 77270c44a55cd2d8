#include "field_checks.hpp"
#include "form_result_builder.hpp"
#include "panalo/validation/forms.hpp"

namespace panalo::validation {

using detail::report;

FormResult validateLoginByUsername(const LoginByUsernameForm& form, const RegistrationSettings& /*settings*/) {
  FormResult result;
  report(result, "username", detail::checkRequired(form.username, true));
  report(result, "password", detail::checkRequired(form.password, true));
  if (form.captchaShown) report(result, "captcha", detail::checkRequired(form.captcha, true));
  if (form.botCheckRequired && !form.botCheckCompleted) {
    report(result, "botCheck", {Message{message_keys::kCompleteVerificationFirst, {}}});
  }
  return result;
}

FormResult validateLoginBySms(const LoginBySmsForm& form, const RegistrationSettings& settings) {
  FormResult result;
  report(result, "mobileNum", detail::checkMobileNumber(form.mobileNum, settings.rule("mobileNum"), true));
  report(result, "verificationCode",
         detail::checkVerificationCode(form.verificationCode, settings.rule("verificationCode"), true));
  return result;
}

}  // namespace panalo::validation

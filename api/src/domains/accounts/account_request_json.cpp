#include "domains/accounts/account_request_json.hpp"

#include <string>

#include "panalo/validation/forms.hpp"
#include "platform/http/payload_fields.hpp"

namespace panalo::routes {

using services::boolField;
using services::stringField;

services::LoginRequest loginRequestOf(const nlohmann::json& body) {
  services::LoginRequest request;
  request.type = stringField(body, "type");
  request.username = stringField(body, "username");
  request.password = stringField(body, "password");
  request.rememberMe = boolField(body, "rememberMe", false);
  request.captchaId = stringField(body, "captchaId");
  request.captcha = stringField(body, "captcha");
  request.deviceToken = stringField(body, "deviceToken");
  request.portal = stringField(body, "portal");
  request.mobileNum = stringField(body, "mobileNum");
  request.countryDialingCode = stringField(body, "countryDialingCode");
  request.verificationCode = stringField(body, "verificationCode");
  return request;
}

services::RegistrationRequest registrationRequestOf(const nlohmann::json& body) {
  services::RegistrationRequest request;
  auto& form = request.form;
  form.username = stringField(body, "username");
  form.password = stringField(body, "password");
  form.confirmPassword = stringField(body, "confirmPassword");
  form.mobileNum = stringField(body, "mobileNum");
  form.verificationCode = stringField(body, "verificationCode");
  for (const auto name : validation::kOptionalRegistrationFields) {
    form.optionalFields.emplace(std::string(name), stringField(body, std::string(name)));
  }
  // Consent is never assumed: a body without them is refused like one that says
  // false, so only a client that showed both boxes and had them ticked gets through.
  form.termsAccepted = boolField(body, "termsAccepted", false);
  form.ageConfirmed = boolField(body, "ageConfirmed", false);
  request.countryDialingCode = stringField(body, "countryDialingCode");
  request.captchaId = stringField(body, "captchaId");
  request.affiliateCode = stringField(body, "affiliateCode");
  request.referralCode = stringField(body, "referralCode");
  request.domain = stringField(body, "domain");
  return request;
}

services::PasswordChangeRequest passwordChangeRequestOf(const nlohmann::json& body) {
  services::PasswordChangeRequest request;
  request.oldPassword = stringField(body, "oldPassword");
  request.newPassword = stringField(body, "newPassword");
  request.confirmNewPassword = stringField(body, "confirmNewPassword");
  return request;
}

}  // namespace panalo::routes

#include "domains/verification/verification_json.hpp"

#include "platform/http/payload_fields.hpp"

namespace panalo::routes {

services::PasswordResetLinkRequest passwordResetLinkRequestOf(const nlohmann::json& body) {
  services::PasswordResetLinkRequest request;
  request.username = services::stringField(body, "username");
  request.email = services::stringField(body, "email");
  return request;
}

services::PasswordResetRequest passwordResetRequestOf(const nlohmann::json& body) {
  services::PasswordResetRequest request;
  request.resetToken = services::stringField(body, "resetToken");
  request.newPassword = services::stringField(body, "newPassword");
  request.confirmNewPassword = services::stringField(body, "confirmNewPassword");
  return request;
}

services::SmsCodeRequest noLoginCodeRequestOf(const nlohmann::json& body) {
  services::SmsCodeRequest request;
  request.mobileNum = services::stringField(body, "mobileNum");
  request.countryDialingCode = services::stringField(body, "countryDialingCode");
  request.purpose = services::stringField(body, "purpose");
  request.captchaId = services::stringField(body, "captchaId");
  request.captcha = services::stringField(body, "captcha");
  return request;
}

services::SmsCodeRequest registerCodeRequestOf(const nlohmann::json& body) {
  services::SmsCodeRequest request;
  request.mobileNum = services::stringField(body, "mobileNo");
  request.countryDialingCode = services::stringField(body, "countryDialingCode");
  request.captchaId = services::stringField(body, "captchaId");
  request.captcha = services::stringField(body, "captcha");
  return request;
}

services::PhonePasswordRequest phonePasswordRequestOf(const nlohmann::json& body) {
  services::PhonePasswordRequest request;
  request.mobileNum = services::stringField(body, "mobileNum");
  request.countryDialingCode = services::stringField(body, "countryDialingCode");
  request.verificationCode = services::stringField(body, "verificationCode");
  request.newPassword = services::stringField(body, "newPassword");
  request.rememberMe = services::boolField(body, "rememberMe", false);
  return request;
}

nlohmann::json codeSentJson(int expiredMinutes) { return {{"expiredMinutes", expiredMinutes}}; }

}  // namespace panalo::routes

#include "domains/verification/verification_json.hpp"

#include <string>

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

namespace {

// The two send calls differ only in the number's field name (and the purpose).
services::SmsCodeRequest smsCodeRequestOf(const nlohmann::json& body, const std::string& mobileField) {
  services::SmsCodeRequest request;
  request.mobileNum = services::stringField(body, mobileField);
  request.countryDialingCode = services::stringField(body, "countryDialingCode");
  request.captchaId = services::stringField(body, "captchaId");
  request.captcha = services::stringField(body, "captcha");
  return request;
}

}  // namespace

services::SmsCodeRequest noLoginCodeRequestOf(const nlohmann::json& body) {
  auto request = smsCodeRequestOf(body, "mobileNum");
  request.purpose = services::stringField(body, "purpose");
  return request;
}

services::SmsCodeRequest registerCodeRequestOf(const nlohmann::json& body) {
  return smsCodeRequestOf(body, "mobileNo");
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

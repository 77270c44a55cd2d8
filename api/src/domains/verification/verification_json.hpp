#pragma once
// JSON of the verification calls: request bodies in as typed requests (field
// types checked with platform/http/payload_fields, which throws
// invalid_parameter), answers out as api/openapi.yaml describes them.

#include <nlohmann/json.hpp>

#include "domains/verification/password_email_service.hpp"
#include "domains/verification/phone_password_service.hpp"
#include "domains/verification/sms_code_request_service.hpp"

namespace panalo::routes {

// {username, email}
services::PasswordResetLinkRequest passwordResetLinkRequestOf(const nlohmann::json& body);
// {resetToken, newPassword, confirmNewPassword}
services::PasswordResetRequest passwordResetRequestOf(const nlohmann::json& body);
// {mobileNum, countryDialingCode, purpose?, captchaId?, captcha?}
services::SmsCodeRequest noLoginCodeRequestOf(const nlohmann::json& body);
// {mobileNo, countryDialingCode, captchaId?, captcha?}
services::SmsCodeRequest registerCodeRequestOf(const nlohmann::json& body);
// {newPassword, mobileNum, countryDialingCode, verificationCode, rememberMe?}
services::PhonePasswordRequest phonePasswordRequestOf(const nlohmann::json& body);
// {expiredMinutes}: how long a code just sent stays valid.
nlohmann::json codeSentJson(int expiredMinutes);

}  // namespace panalo::routes

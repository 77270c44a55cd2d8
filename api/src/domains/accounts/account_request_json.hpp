#pragma once
// The accounts calls' request bodies in as typed requests. Only the JSON shape
// is checked here (a field of the wrong type is invalid_parameter, an absent
// one reads as empty, platform/http/payload_fields.hpp); the rules are the
// services'.

#include <nlohmann/json.hpp>

#include "domains/accounts/login_service.hpp"
#include "domains/accounts/password_change_service.hpp"
#include "domains/accounts/registration_service.hpp"

namespace panalo::routes {

// {type?, username, password, rememberMe?, captchaId?, captcha?, deviceToken?,
//  portal?, mobileNum?, countryDialingCode?, verificationCode?}
services::LoginRequest loginRequestOf(const nlohmann::json& body);
// The registration form's fields, the operator's optional ones, consents,
// countryDialingCode, captchaId and the invitation codes.
services::RegistrationRequest registrationRequestOf(const nlohmann::json& body);
// {oldPassword, newPassword, confirmNewPassword}
services::PasswordChangeRequest passwordChangeRequestOf(const nlohmann::json& body);

}  // namespace panalo::routes

#pragma once
// JSON-in/JSON-out entry point over forms.hpp, for the browser (through the
// wasm export panalo_validate_form) and for any caller that holds JSON. It never
// throws, whatever the input.
//
// Request:
//   {"form": "<form name>", "values": {...}, "settings": {...registration_settings.hpp...}}
// Form names and their values (absent strings are "", absent booleans false):
//   login.username        username, password, captcha, captchaShown, botCheckRequired, botCheckCompleted
//   login.sms             mobileNum, verificationCode
//   registration.username username, password, confirmPassword, mobileNum, verificationCode,
//                         the optional fields by name, termsAccepted, ageConfirmed
//   registration.mobile   mobileNum, verificationCode, password, confirmPassword,
//                         the optional fields by name, termsAccepted, ageConfirmed
//   agent.downline        username, password, confirmPassword, nickname
//   forgotPassword.email  username, email
//   forgotPassword.phone  mobileNum, verificationCode, newPassword
//   changePassword        oldPassword, newPassword, confirmNewPassword, username, oldPasswordKnown
//   smsCode               mobileNum, countryDialingCode
//   activityApplication   remark, images: [{"headerHex": "89504e47...", "size": <bytes>}, ...]
//   feedback              content, minWords, maxWords
// A string value may also be given as {"hex": "<bytes in hex>"}, so callers and
// test vectors can pass bytes that JSON strings cannot carry (invalid UTF-8).
//
// Response (always an object):
//   {"ok": true,  "fields": {}}
//   {"ok": false, "fields": {"username": [{"key": "account_format_incorrect", "params": []}]}}
//   {"ok": false, "error": "invalid_request",  "detail": "values.username: must be a string"}
//   {"ok": false, "error": "invalid_settings", "detail": "fields.username.acceptedPattern: ..."}
//   {"ok": false, "error": "unknown_form",     "detail": "no form named 'x'"}
//   {"ok": false, "error": "internal_error"}  (out of memory and the like)

#include <string>
#include <string_view>

namespace panalo::validation {

std::string validateFormJson(std::string_view requestJson) noexcept;

}  // namespace panalo::validation

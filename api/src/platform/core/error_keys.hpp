#pragma once
// Error keys the API answers with. Spec section 8 keys keep their spelling; the
// generic ones below cover transport-level failures. The UI translates by key.

namespace panalo::error_keys {

inline constexpr const char* kNotFound = "not_found";
inline constexpr const char* kMethodNotAllowed = "method_not_allowed";
inline constexpr const char* kInvalidParameter = "invalid_parameter";
inline constexpr const char* kRequestTooLarge = "request_too_large";
inline constexpr const char* kRequestTimeout = "request_timeout";
inline constexpr const char* kInternalError = "internal_error";
inline constexpr const char* kServiceUnavailable = "service_unavailable";
inline constexpr const char* kInvalidRequest = "invalid_request";

// Sealed (HPKE) request bodies: what a client can act on, nothing finer.
inline constexpr const char* kSealedBodyRequired = "sealed_body_required";  // send it sealed
inline constexpr const char* kEnvelopeMalformed = "envelope_malformed";      // client bug
inline constexpr const char* kEnvelopeUnknownKey = "envelope_unknown_key";   // fetch the key, seal again
inline constexpr const char* kEnvelopeExpired = "envelope_expired";          // device clock is off
inline constexpr const char* kEnvelopeRejected = "envelope_rejected";        // failed to open
inline constexpr const char* kEnvelopeReplayed = "envelope_replayed";        // request id seen before

// Verification by SMS and e-mail, password recovery, unregistered-IP gate
// (spec section 8, "Phone auth").
inline constexpr const char* kTooManyRequests = "too_many_requests";          // data {retryAfterSeconds}
inline constexpr const char* kFunctionNotEnabled = "function_not_enabled";    // its feature flag is off
inline constexpr const char* kInvalidPhoneNumber = "invalid_phone_number";
inline constexpr const char* kMissingPhoneNumber = "missing_phone_number";
inline constexpr const char* kSmsCodeCountdown = "sms_code_countdown";        // data {retryAfterSeconds}
inline constexpr const char* kSmsTooManyRequests = "sms_too_many_requests";   // data {retryAfterSeconds: 300}
inline constexpr const char* kVerificationCodeInvalid = "verification_code_invalid";
inline constexpr const char* kVerificationCodeExpired = "verification_code_expired";
inline constexpr const char* kMobileExists = "mobile_exists";
inline constexpr const char* kUsernameEmailNotFound = "username_email_not_found";
inline constexpr const char* kResetTokenInvalid = "reset_token_invalid";
inline constexpr const char* kPasswordNotSet = "password_not_set";  // SMS-only account: set one by phone
inline constexpr const char* kIpVerificationRequired = "ip_verification_required";  // data {method, destination, expiredMinutes}

}  // namespace panalo::error_keys

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

}  // namespace panalo::error_keys

#pragma once
// The operator's validation settings: what GET /wps/system/setting/register
// returns, what the browser passes to the wasm validators, and what the server
// loads once and passes to the C++ validators. Parsing compiles every
// acceptedPattern, so a bad server pattern is refused here, at load time.
//
// JSON format (every member optional; unknown members are ignored so the server
// can add more without breaking older clients; a member of the wrong type, an
// unknown kind, a bad pattern or an age other than 18/21 is an error):
//
// {
//   "fields": {                       // rules per field name, see below
//     "username":  {"acceptedPattern": "^[a-zA-Z][a-zA-Z0-9]{5,15}$", "minLength": 6, "maxLength": 16},
//     "password":  {"acceptedPattern": "*", "minLength": 8, "maxLength": 64},
//     "mobileNum": {"enabled": true, "required": false, "kind": "phone_starting_with_9", "digits": 10},
//     "payeeName": {"enabled": true, "required": true, "kind": "full_name"},
//     "email":     {"enabled": true, "required": false}
//   },
//   "smsVerification": true,          // REGMOBVERF3: registration needs an SMS code (default false)
//   "mobilePassword": true,           // MOBILENUMPASSREG3: mobile registration chooses a password
//                                     // (default false: the account signs in by SMS code only)
//   "minimumAge": 18,                 // age confirmation at registration: 18 or 21 (default 18)
//   "siteWords": ["panalo.ph"]        // site-specific words new passwords may not be built on
//                                     // (the server sends its domains); at most 16 strings of
//                                     // 1-253 bytes of clean text. The product name "panalo" and
//                                     // the username are always such words (password_policy.hpp)
// }
//
// Field rule members:
//   enabled          bool    show and validate the field (default: true for username, password,
//                            verificationCode; false for mobileNum and every optional field)
//   required         bool    an empty value is an error (default: true for username, password;
//                            false otherwise)
//   acceptedPattern  string  full-match pattern (syntax in pattern.hpp); "*" means ".*";
//                            "" or absent means no pattern
//   minLength        int     minimum code points (default 0)
//   maxLength        int     maximum code points; absent or 0 means the field's default
//                            (255; mobileNum 20; verificationCode 255)
//   kind             string  a named kind of pattern_kinds.hpp, checked besides the pattern
//   digits           int     digit count for kind "phone_starting_with_9"
//
// Field names: username, password, mobileNum, verificationCode, and the optional
// fields payeeName, qqNum, line, whatsapp, facebook, wechat, idNumber, email,
// recommenderId, affiliateCode, paymentPassword, captcha. Other names are ignored.
// An enabled captcha is always required: it is the image captcha the server
// checks, and an optional one would stop nobody.
//
// Password (OWASP ASVS 5.0): the password rule's minLength is raised to 8 and its
// maxLength to 64 when configured lower, and capped at 1024; no composition rule
// applies unless the operator sets "kind" (e.g. upper_lower_digit_symbol) or a
// pattern; common passwords and the username are always refused.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "panalo/validation/pattern.hpp"
#include "panalo/validation/pattern_kinds.hpp"

namespace panalo::validation {

inline constexpr std::uint32_t kDefaultFieldMaxLength = 255;
inline constexpr std::uint32_t kMobileNumberMaxLength = 20;
inline constexpr std::uint32_t kVerificationCodeMaxLength = 255;
inline constexpr std::uint32_t kPasswordMinLengthFloor = 8;
inline constexpr std::uint32_t kPasswordMaxLengthFloor = 64;
inline constexpr std::uint32_t kPasswordMaxLengthCeiling = 1024;
inline constexpr std::size_t kMaxSiteWords = 16;
inline constexpr std::size_t kMaxSiteWordBytes = 253;  // a full domain name

// The optional registration fields of spec section 5, in display order.
inline constexpr std::string_view kOptionalRegistrationFields[] = {
    "payeeName", "qqNum", "line",          "whatsapp",      "facebook",        "wechat",
    "idNumber",  "email", "recommenderId", "affiliateCode", "paymentPassword", "captcha",
};

struct FieldRule {
  bool enabled = false;
  bool required = false;
  std::string acceptedPattern;             // as configured
  std::optional<Pattern> compiledPattern;  // empty when there is no pattern
  std::uint32_t minLength = 0;
  std::uint32_t maxLength = kDefaultFieldMaxLength;  // effective (defaults applied)
  std::optional<PatternKind> kind;
  std::uint32_t digits = 0;
};

struct RegistrationSettings {
  std::map<std::string, FieldRule, std::less<>> fields;  // every known field, defaults filled in
  bool smsVerification = false;
  bool mobilePassword = false;
  std::uint32_t minimumAge = 18;
  std::vector<std::string> siteWords;

  // The rule for `name`; a known name always has one after parsing.
  const FieldRule& rule(std::string_view name) const;
};

// Defaults only, as if the JSON were {}.
RegistrationSettings defaultRegistrationSettings();

struct SettingsParseResult {
  std::optional<RegistrationSettings> settings;
  std::string error;  // e.g. "fields.username.acceptedPattern: pattern error 'lookaround' at byte 1"
  bool ok() const { return settings.has_value(); }
};

// Never throws. A null or absent JSON value gives the defaults.
SettingsParseResult parseRegistrationSettings(const nlohmann::json& json);
SettingsParseResult parseRegistrationSettingsText(std::string_view jsonText);

}  // namespace panalo::validation

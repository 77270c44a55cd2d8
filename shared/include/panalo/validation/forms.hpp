#pragma once
// One validator per form of the player site (spec sections 2-5). The browser
// reaches them through validateFormJson (form_json.hpp) in wasm; the server calls
// these functions directly with the settings it loaded once. Each returns, per
// field name (the JSON value names), the messages to show; no entry means the
// field is fine. Values are UTF-8 byte strings and are never trimmed, truncated
// or case-folded: what the user typed is what is checked.

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "panalo/validation/messages.hpp"
#include "panalo/validation/registration_settings.hpp"

namespace panalo::validation {

struct FormResult {
  std::map<std::string, std::vector<Message>> fields;
  bool ok() const { return fields.empty(); }
};

inline constexpr std::uint32_t kActivityRemarkMaxLength = 140;  // code points
inline constexpr std::size_t kActivityMaxImages = 3;
inline constexpr std::uint64_t kActivityImageMaxBytes = 5ULL * 1024 * 1024;
inline constexpr std::int64_t kActivityImageMaxMegabytes = 5;

// Login by username: username and password required (no format rules: old
// accounts predate today's rules, and the server answers wrong credentials);
// captcha required when shown; complete_verification_first on "botCheck" when
// the bot check is required and not completed.
struct LoginByUsernameForm {
  std::string username;
  std::string password;
  std::string captcha;
  bool captchaShown = false;
  bool botCheckRequired = false;
  bool botCheckCompleted = false;
};
FormResult validateLoginByUsername(const LoginByUsernameForm& form, const RegistrationSettings& settings);

// Login by SMS: mobileNum required and valid, verificationCode required (max 255).
struct LoginBySmsForm {
  std::string mobileNum;
  std::string verificationCode;
};
FormResult validateLoginBySms(const LoginBySmsForm& form, const RegistrationSettings& settings);

// Registration. Username form: username by its rule, password by the policy,
// confirmPassword equal (incorrect_confirmation), mobileNum when its rule is
// enabled (required when configured), verificationCode when smsVerification is on,
// the mobile field is shown and a number is given or required, each enabled optional field by its rule
// (paymentPassword also differs from the password: payment_password_equals_password),
// termsAccepted (terms_not_accepted), ageConfirmed (confirm_age [minimumAge]).
// Mobile form: mobileNum always required; password and confirmPassword only when
// mobilePassword is on (otherwise any sent are ignored); verificationCode when
// smsVerification is on, and always without a password, because then the code
// is the only proof that the number, the future login, belongs to the player;
// optional fields, terms and age.
struct RegistrationForm {
  std::string username;  // username form only
  std::string password;
  std::string confirmPassword;
  std::string mobileNum;
  std::string verificationCode;
  std::map<std::string, std::string, std::less<>> optionalFields;  // by name, see kOptionalRegistrationFields
  bool termsAccepted = false;
  bool ageConfirmed = false;
};
FormResult validateRegistrationByUsername(const RegistrationForm& form, const RegistrationSettings& settings);
FormResult validateRegistrationByMobile(const RegistrationForm& form, const RegistrationSettings& settings);
// Whether the mobile form asks for an SMS code (see above); the server uses it to
// decide whether to check one.
bool mobileRegistrationNeedsCode(const RegistrationSettings& settings);

// Forgot password by e-mail: username required, email required and valid.
struct ForgotPasswordByEmailForm {
  std::string username;
  std::string email;
};
FormResult validateForgotPasswordByEmail(const ForgotPasswordByEmailForm& form, const RegistrationSettings& settings);

// Forgot password by phone: mobileNum, verificationCode, newPassword by the policy.
struct ForgotPasswordByPhoneForm {
  std::string mobileNum;
  std::string verificationCode;
  std::string newPassword;
};
FormResult validateForgotPasswordByPhone(const ForgotPasswordByPhoneForm& form, const RegistrationSettings& settings);

// Change password: oldPassword required unless already known (first login with
// the default password), newPassword by the policy (compared with `username`
// when given), confirmNewPassword equal (confirm_password_incorrect).
struct ChangePasswordForm {
  std::string oldPassword;
  std::string newPassword;
  std::string confirmNewPassword;
  std::string username;
  bool oldPasswordKnown = false;
};
FormResult validateChangePassword(const ChangePasswordForm& form, const RegistrationSettings& settings);

// An agent opens a downline account (agent center registerCenter): username
// by its rule, password by the policy (compared with the username),
// confirmPassword equal (incorrect_confirmation), nickname optional, clean
// text of at most kDownlineNicknameMax code points (field_length_range
// [1, kDownlineNicknameMax]). No mobile, code, consent or optional fields: the
// agent opens the account, the player accepts the terms at first login.
inline constexpr std::uint32_t kDownlineNicknameMax = 32;
struct DownlineAccountForm {
  std::string username;
  std::string password;
  std::string confirmPassword;
  std::string nickname;
};
FormResult validateDownlineAccount(const DownlineAccountForm& form, const RegistrationSettings& settings);

// SMS code request: mobileNum required and valid; countryDialingCode, when
// given, is 1-4 ASCII digits with an optional leading '+'.
struct SmsCodeRequestForm {
  std::string mobileNum;
  std::string countryDialingCode;
};
FormResult validateSmsCodeRequest(const SmsCodeRequestForm& form, const RegistrationSettings& settings);

// Activity application: remark at most 140 code points (optional); at most 3
// images, each PNG or JPEG by its first bytes (not its name) and at most 5 MiB.
// Messages go to "remark", "images" (count) and "images.<index>".
struct ImageUpload {
  std::string header;  // the file's first bytes (at least 8 for a PNG)
  std::uint64_t sizeBytes = 0;
};
struct ActivityApplicationForm {
  std::string remark;
  std::vector<ImageUpload> images;
};
FormResult validateActivityApplication(const ActivityApplicationForm& form);

// Feedback: content required, between minWords and maxWords words, a word
// being a run of code points that are not white space.
struct FeedbackForm {
  std::string content;
  std::uint32_t minWords = 0;
  std::uint32_t maxWords = 0;
};
FormResult validateFeedback(const FeedbackForm& form);

enum class ImageType { kUnknown, kPng, kJpeg };
// By magic bytes: PNG 89 50 4E 47 0D 0A 1A 0A, JPEG FF D8 FF.
ImageType detectImageType(std::string_view header);

}  // namespace panalo::validation

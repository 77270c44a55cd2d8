#pragma once
// Every message a validator can produce, as a stable key plus integer
// parameters. The UI translates the key (EN and TY) and fills {0}, {1}, ... from
// the parameters; the server returns the same key/params pairs. Keys are part
// of the wire contract: add new ones, never rename.
//
// key                          params            spec section 5 wording / when
// input_cannot_be_empty        []                input cannot be empty (any required field left empty)
// account_format_incorrect     []                account format incorrect (username fails its rule)
// password_format_incorrect    []                password format incorrect (pattern, composition kind, bad UTF-8/NUL)
// password_length_range        [min, max]        password length range (code points)
// password_too_common          []                new password is on the common-password list (ASVS)
// password_equals_username     []                new password equals the username (ASVS)
// password_contains_name       []                new password built on the product name, the site's domain or the
//                                                username (ASVS V6.2, password_policy.hpp isBasedOnSiteWord)
// payment_password_equals_password []            the payment (funds) password is the login password
// incorrect_confirmation       []                incorrect confirmation input (registration confirmPassword)
// confirm_password_incorrect   []                confirmation password not correct (change/reset confirmation)
// real_name_format_incorrect   []                real name format incorrect (payeeName)
// phone_format_incorrect       []                phone format incorrect (mobileNum fails the server rule/length)
// valid_mobile_number          []                valid mobile number (mobileNum is not 1+ ASCII digits, bad dialing code)
// phone_number_digits          [digits]          phone number must be {0} digits (mobile kind "digits starting with 9")
// enter_mobile_number          []                enter mobile number (mobileNum empty)
// email_format_incorrect       []                e-mail format incorrect
// valid_verification_code      []                valid verification code (code over 255 or not matching its rule)
// complete_verification_first  []                complete verification first (bot check not done)
// invalid_invitation_code      []                invalid invitation code (recommenderId, affiliateCode)
// confirm_age                  [age]             confirm you are {0} years old (18 or 21)
// terms_not_accepted           []                terms must be accepted
// feedback_word_range          [min, max]        feedback content between {0} and {1} words
// field_format_incorrect       []                any other field fails its rule (qqNum, line, captcha, ...)
// field_length_range           [min, max]        any other field outside its length range (code points)
// remark_too_long              [max]             activity remark over {0} characters (140)
// too_many_images              [max]             more than {0} images (3)
// image_type_not_allowed       []                image is not PNG or JPEG by its content
// image_too_large              [maxMegabytes]    image over {0} MB (5)
//
// Form-level answers of the JSON entry point (not per field): see form_json.hpp.

#include <cstdint>
#include <string_view>
#include <vector>

namespace panalo::validation {

namespace message_keys {
inline constexpr std::string_view kInputCannotBeEmpty = "input_cannot_be_empty";
inline constexpr std::string_view kAccountFormatIncorrect = "account_format_incorrect";
inline constexpr std::string_view kPasswordFormatIncorrect = "password_format_incorrect";
inline constexpr std::string_view kPasswordLengthRange = "password_length_range";
inline constexpr std::string_view kPasswordTooCommon = "password_too_common";
inline constexpr std::string_view kPasswordEqualsUsername = "password_equals_username";
inline constexpr std::string_view kPasswordContainsName = "password_contains_name";
inline constexpr std::string_view kPaymentPasswordEqualsPassword = "payment_password_equals_password";
inline constexpr std::string_view kIncorrectConfirmation = "incorrect_confirmation";
inline constexpr std::string_view kConfirmPasswordIncorrect = "confirm_password_incorrect";
inline constexpr std::string_view kRealNameFormatIncorrect = "real_name_format_incorrect";
inline constexpr std::string_view kPhoneFormatIncorrect = "phone_format_incorrect";
inline constexpr std::string_view kValidMobileNumber = "valid_mobile_number";
inline constexpr std::string_view kPhoneNumberDigits = "phone_number_digits";
inline constexpr std::string_view kEnterMobileNumber = "enter_mobile_number";
inline constexpr std::string_view kEmailFormatIncorrect = "email_format_incorrect";
inline constexpr std::string_view kValidVerificationCode = "valid_verification_code";
inline constexpr std::string_view kCompleteVerificationFirst = "complete_verification_first";
inline constexpr std::string_view kInvalidInvitationCode = "invalid_invitation_code";
inline constexpr std::string_view kConfirmAge = "confirm_age";
inline constexpr std::string_view kTermsNotAccepted = "terms_not_accepted";
inline constexpr std::string_view kFeedbackWordRange = "feedback_word_range";
inline constexpr std::string_view kFieldFormatIncorrect = "field_format_incorrect";
inline constexpr std::string_view kFieldLengthRange = "field_length_range";
inline constexpr std::string_view kRemarkTooLong = "remark_too_long";
inline constexpr std::string_view kTooManyImages = "too_many_images";
inline constexpr std::string_view kImageTypeNotAllowed = "image_type_not_allowed";
inline constexpr std::string_view kImageTooLarge = "image_too_large";
}  // namespace message_keys

// All keys above, for tests and for the UI's translation-completeness check.
inline constexpr std::string_view kAllMessageKeys[] = {
    message_keys::kInputCannotBeEmpty,      message_keys::kAccountFormatIncorrect,
    message_keys::kPasswordFormatIncorrect, message_keys::kPasswordLengthRange,
    message_keys::kPasswordTooCommon,       message_keys::kPasswordEqualsUsername,
    message_keys::kIncorrectConfirmation,   message_keys::kConfirmPasswordIncorrect,
    message_keys::kRealNameFormatIncorrect, message_keys::kPhoneFormatIncorrect,
    message_keys::kValidMobileNumber,       message_keys::kPhoneNumberDigits,
    message_keys::kEnterMobileNumber,       message_keys::kEmailFormatIncorrect,
    message_keys::kValidVerificationCode,   message_keys::kCompleteVerificationFirst,
    message_keys::kInvalidInvitationCode,   message_keys::kConfirmAge,
    message_keys::kTermsNotAccepted,        message_keys::kFeedbackWordRange,
    message_keys::kFieldFormatIncorrect,    message_keys::kFieldLengthRange,
    message_keys::kRemarkTooLong,           message_keys::kTooManyImages,
    message_keys::kImageTypeNotAllowed,     message_keys::kImageTooLarge,
    message_keys::kPasswordContainsName,    message_keys::kPaymentPasswordEqualsPassword,
};

struct Message {
  std::string_view key;  // one of message_keys (static storage)
  std::vector<std::int64_t> params;

  bool operator==(const Message& other) const { return key == other.key && params == other.params; }
};

}  // namespace panalo::validation

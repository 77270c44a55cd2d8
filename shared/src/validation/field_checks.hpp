#pragma once
// The building blocks every form validator uses: one text field against its
// rule, the mobile number and the verification code, each answering with the
// message keys of messages.hpp for that field.

#include <string_view>
#include <vector>

#include "panalo/validation/messages.hpp"
#include "panalo/validation/registration_settings.hpp"

namespace panalo::validation::detail {

// Which messages a field reports.
struct FieldKeys {
  std::string_view format;     // fails its kind or pattern, or is not clean text
  std::string_view length;     // outside minLength..maxLength
  bool lengthHasRange = true;  // the length message carries [min, max]
};

// Valid UTF-8 with no U+0000: PostgreSQL text cannot hold NUL, and a value that
// is not text must not reach a pattern or a database.
bool isCleanText(std::string_view value);

void addUnique(std::vector<Message>& messages, Message message);

// Empty: input_cannot_be_empty when required, nothing otherwise. Then, stopping
// at the first: unclean text (format). Then all of: length, kind, pattern.
std::vector<Message> checkTextField(std::string_view value, const FieldRule& rule, bool required,
                                    const FieldKeys& keys);

// Empty: enter_mobile_number. Not 1+ ASCII digits: valid_mobile_number. Then
// the mobileNum rule: length and pattern give phone_format_incorrect, the kind
// phone_starting_with_9 gives phone_number_digits [digits].
std::vector<Message> checkMobileNumber(std::string_view value, const FieldRule& rule, bool required);

// Empty: input_cannot_be_empty when required. Unclean, over the rule's maximum
// (never above 255) or failing its kind/pattern: valid_verification_code.
std::vector<Message> checkVerificationCode(std::string_view value, const FieldRule& rule, bool required);

// Empty: input_cannot_be_empty; different from `password`: `mismatchKey`.
std::vector<Message> checkConfirmation(std::string_view confirmation, std::string_view password,
                                       std::string_view mismatchKey);

// Empty and required: input_cannot_be_empty.
std::vector<Message> checkRequired(std::string_view value, bool required);

}  // namespace panalo::validation::detail

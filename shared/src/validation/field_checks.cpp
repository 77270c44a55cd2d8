#include "field_checks.hpp"

#include <algorithm>
#include <string>

#include "panalo/validation/utf8.hpp"

namespace panalo::validation::detail {
namespace {

namespace keys = message_keys;

Message lengthMessage(const FieldKeys& fieldKeys, const FieldRule& rule) {
  if (!fieldKeys.lengthHasRange) return Message{fieldKeys.length, {}};
  return Message{fieldKeys.length, {rule.minLength, rule.maxLength}};
}

bool isAsciiDigits(std::string_view value) {
  return !value.empty() && std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Length, kind and pattern of a clean, non-empty value.
void checkAgainstRule(std::string_view value, const FieldRule& rule, const FieldKeys& fieldKeys,
                      std::vector<Message>& messages) {
  const std::size_t length = countCodePoints(value).value_or(0);
  if (length < rule.minLength || length > rule.maxLength) addUnique(messages, lengthMessage(fieldKeys, rule));
  if (rule.kind) {
    const KindLimits limits{rule.minLength, rule.maxLength, rule.digits};
    if (!matchesKind(*rule.kind, value, limits)) {
      if (*rule.kind == PatternKind::kPhoneStartingWith9) {
        addUnique(messages, Message{keys::kPhoneNumberDigits, {rule.digits}});
      } else if (*rule.kind == PatternKind::kLengthRange) {
        addUnique(messages, lengthMessage(fieldKeys, rule));
      } else {
        addUnique(messages, Message{fieldKeys.format, {}});
      }
    }
  }
  if (rule.compiledPattern && !rule.compiledPattern->fullMatch(value)) {
    addUnique(messages, Message{fieldKeys.format, {}});
  }
}

}  // namespace

bool isCleanText(std::string_view value) { return value.find('\0') == std::string_view::npos && isValidUtf8(value); }

void addUnique(std::vector<Message>& messages, Message message) {
  if (std::find(messages.begin(), messages.end(), message) == messages.end()) messages.push_back(std::move(message));
}

std::vector<Message> checkRequired(std::string_view value, bool required) {
  if (value.empty() && required) return {Message{keys::kInputCannotBeEmpty, {}}};
  return {};
}

std::vector<Message> checkTextField(std::string_view value, const FieldRule& rule, bool required,
                                    const FieldKeys& fieldKeys) {
  if (value.empty()) return checkRequired(value, required);
  if (!isCleanText(value)) return {Message{fieldKeys.format, {}}};
  std::vector<Message> messages;
  checkAgainstRule(value, rule, fieldKeys, messages);
  return messages;
}

std::vector<Message> checkMobileNumber(std::string_view value, const FieldRule& rule, bool required) {
  if (value.empty())
    return required ? std::vector<Message>{Message{keys::kEnterMobileNumber, {}}} : std::vector<Message>{};
  if (!isAsciiDigits(value)) return {Message{keys::kValidMobileNumber, {}}};
  std::vector<Message> messages;
  checkAgainstRule(value, rule, FieldKeys{keys::kPhoneFormatIncorrect, keys::kPhoneFormatIncorrect, false}, messages);
  return messages;
}

std::vector<Message> checkVerificationCode(std::string_view value, const FieldRule& rule, bool required) {
  if (value.empty()) return checkRequired(value, required);
  if (!isCleanText(value)) return {Message{keys::kValidVerificationCode, {}}};
  FieldRule capped = rule;
  capped.maxLength = std::min(rule.maxLength, kVerificationCodeMaxLength);
  std::vector<Message> messages;
  checkAgainstRule(value, capped, FieldKeys{keys::kValidVerificationCode, keys::kValidVerificationCode, false},
                   messages);
  return messages;
}

std::vector<Message> checkConfirmation(std::string_view confirmation, std::string_view password,
                                       std::string_view mismatchKey) {
  if (confirmation.empty()) return {Message{keys::kInputCannotBeEmpty, {}}};
  if (confirmation != password) return {Message{mismatchKey, {}}};
  return {};
}

}  // namespace panalo::validation::detail

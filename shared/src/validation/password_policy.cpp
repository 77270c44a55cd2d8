#include "panalo/validation/password_policy.hpp"

#include "field_checks.hpp"

namespace panalo::validation {
namespace {

namespace keys = message_keys;

char asciiLower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

}  // namespace

std::vector<Message> checkNewPassword(std::string_view password, std::string_view username, const FieldRule& rule,
                                      const std::vector<std::string>& siteWords) {
  if (password.empty()) return {Message{keys::kInputCannotBeEmpty, {}}};
  if (!detail::isCleanText(password)) return {Message{keys::kPasswordFormatIncorrect, {}}};
  std::vector<Message> messages =
      detail::checkTextField(password, rule, true, {keys::kPasswordFormatIncorrect, keys::kPasswordLengthRange, true});
  if (isCommonPassword(password)) detail::addUnique(messages, Message{keys::kPasswordTooCommon, {}});
  if (passwordEqualsUsername(password, username)) {
    detail::addUnique(messages, Message{keys::kPasswordEqualsUsername, {}});
  } else if (isBasedOnSiteWord(password, username, siteWords, rule.minLength)) {
    // Equal to the username says it more precisely; this covers the rest.
    detail::addUnique(messages, Message{keys::kPasswordContainsName, {}});
  }
  return messages;
}

bool passwordEqualsUsername(std::string_view password, std::string_view username) {
  if (username.empty() || password.size() != username.size()) return false;
  for (std::size_t i = 0; i < password.size(); ++i) {
    if (asciiLower(password[i]) != asciiLower(username[i])) return false;
  }
  return true;
}

bool isDefaultPassword(std::string_view password, std::string_view defaultPassword) {
  if (defaultPassword.empty() || password.size() != defaultPassword.size()) return false;
  // Accumulate differences instead of returning early, so timing does not tell
  // an attacker how much of the secret default a guess got right.
  unsigned char difference = 0;
  for (std::size_t i = 0; i < password.size(); ++i) {
    difference |= static_cast<unsigned char>(password[i] ^ defaultPassword[i]);
  }
  return difference == 0;
}

bool isPasswordExpired(std::int64_t lastChangedUnixSeconds, std::int64_t nowUnixSeconds, std::int32_t maxAgeDays,
                       bool enforcementEnabled) {
  if (!enforcementEnabled || maxAgeDays <= 0 || nowUnixSeconds < lastChangedUnixSeconds) return false;
  constexpr std::uint64_t kSecondsPerDay = 86400;
  // Unsigned subtraction is exact here (now >= lastChanged) even for extreme
  // timestamps, where a signed difference could overflow.
  const std::uint64_t elapsed =
      static_cast<std::uint64_t>(nowUnixSeconds) - static_cast<std::uint64_t>(lastChangedUnixSeconds);
  return elapsed >= static_cast<std::uint64_t>(maxAgeDays) * kSecondsPerDay;
}

bool mustChangePasswordAfterLogin(LoginMethod method, bool usedDefaultPassword, bool passwordExpired) {
  if (method != LoginMethod::kPassword) return false;
  return usedDefaultPassword || passwordExpired;
}

}  // namespace panalo::validation

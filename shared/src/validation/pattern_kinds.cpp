#include "panalo/validation/pattern_kinds.hpp"

#include <array>
#include <utility>

#include "calendar_date.hpp"
#include "code_point_set.hpp"
#include "panalo/validation/utf8.hpp"

namespace panalo::validation {
namespace {

constexpr std::array<std::pair<PatternKind, std::string_view>, 14> kKindNames{{
    {PatternKind::kLengthRange, "length_range"},
    {PatternKind::kLetterFirstLettersDigits, "letter_first_letters_digits"},
    {PatternKind::kDigitsOnly, "digits_only"},
    {PatternKind::kEmail, "email"},
    {PatternKind::kLettersOrDigits, "letters_or_digits"},
    {PatternKind::kLettersAndDigits, "letters_and_digits"},
    {PatternKind::kHasUppercase, "has_uppercase"},
    {PatternKind::kUpperLowerDigitSymbol, "upper_lower_digit_symbol"},
    {PatternKind::kNoSpaces, "no_spaces"},
    {PatternKind::kUppercaseOnly, "uppercase_only"},
    {PatternKind::kDateYearMonthDay, "date_yyyy_mm_dd"},
    {PatternKind::kDateMonthDayYear, "date_mm_dd_yyyy"},
    {PatternKind::kFullName, "full_name"},
    {PatternKind::kPhoneStartingWith9, "phone_starting_with_9"},
}};

bool isUpper(char32_t c) { return c >= U'A' && c <= U'Z'; }
bool isLower(char32_t c) { return c >= U'a' && c <= U'z'; }
bool isDigit(char32_t c) { return c >= U'0' && c <= U'9'; }
bool isLetter(char32_t c) { return isUpper(c) || isLower(c); }
bool isControl(char32_t c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F); }

bool isNameLetter(char32_t c) {
  return isLetter(c) || (c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7) || (c >= 0x4E00 && c <= 0x9FFF);
}
bool isNameJoiner(char32_t c) { return c == U'\'' || c == U'-' || c == U'.'; }

// Calls `visit` for each code point; false if the text is not valid UTF-8 or a
// visit returned false.
template <typename Visit>
bool forEachCodePoint(std::string_view text, Visit visit) {
  std::size_t offset = 0;
  while (offset < text.size()) {
    const auto codePoint = decodeNextCodePoint(text, offset);
    if (!codePoint || !visit(*codePoint)) return false;
  }
  return true;
}

template <typename Predicate>
bool allOf(std::string_view text, Predicate predicate) {
  return !text.empty() && forEachCodePoint(text, predicate);
}

struct CharacterCensus {
  bool upper = false;
  bool lower = false;
  bool digit = false;
  bool symbol = false;
  bool other = false;  // anything that is not an ASCII letter or digit
};

std::optional<CharacterCensus> takeCensus(std::string_view text) {
  CharacterCensus census;
  const bool valid = forEachCodePoint(text, [&](char32_t c) {
    census.upper |= isUpper(c);
    census.lower |= isLower(c);
    census.digit |= isDigit(c);
    const bool letterOrDigit = isLetter(c) || isDigit(c);
    census.other |= !letterOrDigit;
    census.symbol |= !letterOrDigit && !isWhiteSpace(c) && !isControl(c);
    return true;
  });
  if (!valid) return std::nullopt;
  return census;
}

bool isNamePart(std::string_view part) {
  bool first = true;
  return allOf(part, [&](char32_t c) {
    const bool ok = isNameLetter(c) || (!first && isNameJoiner(c));
    first = false;
    return ok;
  });
}

bool isFullName(std::string_view text) {
  const std::size_t space = text.find(' ');
  if (space == std::string_view::npos) return false;
  return isNamePart(text.substr(0, space)) && isNamePart(text.substr(space + 1));
}

bool isPhoneStartingWith9(std::string_view text, std::uint32_t digits) {
  return text.size() == digits && !text.empty() && text.front() == '9' && allOf(text, isDigit);
}

bool isWithinLength(std::string_view text, const KindLimits& limits) {
  const auto length = countCodePoints(text);
  return length && *length >= limits.minLength && (limits.maxLength == 0 || *length <= limits.maxLength);
}

}  // namespace

std::optional<PatternKind> patternKindFromName(std::string_view name) {
  for (const auto& [kind, kindName] : kKindNames) {
    if (kindName == name) return kind;
  }
  return std::nullopt;
}

std::string_view patternKindName(PatternKind kind) {
  for (const auto& [candidate, name] : kKindNames) {
    if (candidate == kind) return name;
  }
  return "unknown";
}

bool matchesKind(PatternKind kind, std::string_view value, const KindLimits& limits) {
  switch (kind) {
    case PatternKind::kLengthRange:
      return isWithinLength(value, limits);
    case PatternKind::kLetterFirstLettersDigits:
      return !value.empty() && isLetter(static_cast<unsigned char>(value.front())) &&
             allOf(value, [](char32_t c) { return isLetter(c) || isDigit(c); });
    case PatternKind::kDigitsOnly:
      return allOf(value, isDigit);
    case PatternKind::kEmail:
      return isValidEmailAddress(value);
    case PatternKind::kLettersOrDigits:
      return allOf(value, [](char32_t c) { return isLetter(c) || isDigit(c); });
    case PatternKind::kLettersAndDigits: {
      const auto census = takeCensus(value);
      return census && !census->other && (census->upper || census->lower) && census->digit;
    }
    case PatternKind::kHasUppercase: {
      const auto census = takeCensus(value);
      return census && census->upper;
    }
    case PatternKind::kUpperLowerDigitSymbol: {
      const auto census = takeCensus(value);
      return census && census->upper && census->lower && census->digit && census->symbol;
    }
    case PatternKind::kNoSpaces:
      return isValidUtf8(value) && forEachCodePoint(value, [](char32_t c) { return !isWhiteSpace(c); });
    case PatternKind::kUppercaseOnly:
      return allOf(value, isUpper);
    case PatternKind::kDateYearMonthDay:
      return isDateYearMonthDay(value);
    case PatternKind::kDateMonthDayYear:
      return isDateMonthDayYear(value);
    case PatternKind::kFullName:
      return isFullName(value);
    case PatternKind::kPhoneStartingWith9:
      return isPhoneStartingWith9(value, limits.digits);
  }
  return false;
}

}  // namespace panalo::validation

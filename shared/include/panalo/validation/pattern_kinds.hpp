#pragma once
// The named pattern kinds of spec section 5, which an operator can pick for a
// field instead of (or besides) writing an acceptedPattern. They are code, not
// regexes: dates need a calendar and e-mail needs length rules per part.
//
// "Letter" and "digit" mean ASCII A-Z a-z and 0-9 (what the operator's existing
// patterns mean); a value with other code points fails the letter/digit kinds.
// Lengths count code points. Invalid UTF-8 fails every kind.
//
// kind name (settings JSON)          passes when the value ...
// length_range                       has minLength..maxLength code points (the field's limits)
// letter_first_letters_digits        is an ASCII letter followed by ASCII letters/digits
// digits_only                        is one or more ASCII digits
// email                              is local@domain: local 1-64 of A-Za-z0-9 and !#$%&'*+/=?^_`{|}~-
//                                    with single inner dots; domain of 2+ dot-separated labels of
//                                    1-63 A-Za-z0-9- (no leading/trailing -), last label 2+ letters;
//                                    at most 254 in all
// letters_or_digits                  is one or more ASCII letters/digits
// letters_and_digits                 is ASCII letters/digits only and has at least one of each
// has_uppercase                      has at least one A-Z (anything else allowed)
// upper_lower_digit_symbol           has an A-Z, an a-z, a 0-9 and a symbol; a symbol is any code
//                                    point that is not an ASCII letter/digit, white space or control
// no_spaces                          has no white space (the \s set of pattern.hpp) at all
// uppercase_only                     is one or more A-Z
// date_yyyy_mm_dd                    is yyyy-MM-dd and a real Gregorian date, year 0001-9999
// date_mm_dd_yyyy                    is MM-dd-yyyy and a real Gregorian date, year 0001-9999
// full_name                          is two name parts separated by exactly one space; a part is
//                                    1+ name letters: A-Z a-z, U+00C0-U+024F except U+00D7 U+00F7,
//                                    CJK U+4E00-U+9FFF, plus ' - . inside (not first)
// phone_starting_with_9              is exactly `digits` ASCII digits and starts with 9

#include <cstdint>
#include <optional>
#include <string_view>

namespace panalo::validation {

enum class PatternKind {
  kLengthRange,
  kLetterFirstLettersDigits,
  kDigitsOnly,
  kEmail,
  kLettersOrDigits,
  kLettersAndDigits,
  kHasUppercase,
  kUpperLowerDigitSymbol,
  kNoSpaces,
  kUppercaseOnly,
  kDateYearMonthDay,
  kDateMonthDayYear,
  kFullName,
  kPhoneStartingWith9,
};

std::optional<PatternKind> patternKindFromName(std::string_view name);
std::string_view patternKindName(PatternKind kind);

struct KindLimits {
  std::uint32_t minLength = 0;  // length_range
  std::uint32_t maxLength = 0;  // length_range; 0 = no upper limit
  std::uint32_t digits = 0;     // phone_starting_with_9
};

bool matchesKind(PatternKind kind, std::string_view value, const KindLimits& limits = {});

// The calendar and address checks on their own, for callers that need them.
bool isValidCalendarDate(std::int32_t year, std::int32_t month, std::int32_t day);
bool isValidEmailAddress(std::string_view value);

}  // namespace panalo::validation

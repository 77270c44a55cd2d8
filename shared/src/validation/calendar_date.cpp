#include "calendar_date.hpp"

#include "panalo/validation/pattern_kinds.hpp"

namespace panalo::validation {
namespace {

bool isLeapYear(std::int32_t year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

// Reads exactly `count` ASCII digits at `text[start]`; nullopt if any is not one.
std::optional<std::int32_t> readDigits(std::string_view text, std::size_t start, std::size_t count) {
  std::int32_t value = 0;
  for (std::size_t i = start; i < start + count; ++i) {
    const char c = text[i];
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

}  // namespace

bool isValidCalendarDate(std::int32_t year, std::int32_t month, std::int32_t day) {
  static constexpr std::int32_t kDaysInMonth[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const std::int32_t days = kDaysInMonth[month - 1] + ((month == 2 && isLeapYear(year)) ? 1 : 0);
  return day <= days;
}

bool isDateYearMonthDay(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  const auto year = readDigits(text, 0, 4);
  const auto month = readDigits(text, 5, 2);
  const auto day = readDigits(text, 8, 2);
  return year && month && day && isValidCalendarDate(*year, *month, *day);
}

bool isDateMonthDayYear(std::string_view text) {
  if (text.size() != 10 || text[2] != '-' || text[5] != '-') return false;
  const auto month = readDigits(text, 0, 2);
  const auto day = readDigits(text, 3, 2);
  const auto year = readDigits(text, 6, 4);
  return year && month && day && isValidCalendarDate(*year, *month, *day);
}

}  // namespace panalo::validation

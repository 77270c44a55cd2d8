#include "panalo/money/amount.hpp"

#include <array>
#include <cstring>
#include <limits>

namespace panalo::money {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isBlank(char c) { return c == ' ' || c == '\t'; }

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && isBlank(text.front())) text.remove_prefix(1);
  while (!text.empty() && isBlank(text.back())) text.remove_suffix(1);
  return text;
}

ParsedAmount failed(AmountError error) { return {0, error}; }

}  // namespace

ParsedAmount parseAmount(std::string_view text) {
  text = trimmed(text);
  bool negative = false;
  if (!text.empty() && text.front() == '-') {
    negative = true;
    text.remove_prefix(1);
  }
  const auto point = text.find('.');
  const auto whole = text.substr(0, point);
  const auto fraction = point == std::string_view::npos ? std::string_view() : text.substr(point + 1);
  // Shape first: digits, then optionally '.' and at least one digit.
  if (whole.empty()) return failed(AmountError::FormatIncorrect);
  for (const char c : whole) {
    if (!isDigit(c)) return failed(AmountError::FormatIncorrect);
  }
  if (point != std::string_view::npos) {
    if (fraction.empty()) return failed(AmountError::FormatIncorrect);
    for (const char c : fraction) {
      if (!isDigit(c)) return failed(AmountError::FormatIncorrect);
    }
  }
  bool zero = true;
  for (const char c : whole) zero = zero && c == '0';
  for (const char c : fraction) zero = zero && c == '0';
  if (negative || zero) return failed(AmountError::MustBePositive);
  if (fraction.size() > 2) return failed(AmountError::TooManyDecimals);

  // Leading zeros carry no value; past that, more digits than the maximum has
  // means too large without computing anything that could overflow.
  auto digits = whole;
  while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
  constexpr std::size_t kMaxWholeDigits = 10;  // kMaxAmountMinor / 100 = 1,000,000,000
  if (digits.size() > kMaxWholeDigits) return failed(AmountError::TooLarge);
  std::int64_t minor = 0;
  for (const char c : digits) minor = minor * 10 + (c - '0');
  minor *= kMinorPerUnit;
  if (!fraction.empty()) minor += (fraction[0] - '0') * 10;
  if (fraction.size() == 2) minor += fraction[1] - '0';
  if (minor > kMaxAmountMinor) return failed(AmountError::TooLarge);
  return {minor, AmountError::None};
}

std::string_view amountErrorKey(AmountError error) {
  switch (error) {
    case AmountError::None:
      return "";
    case AmountError::FormatIncorrect:
      return message_keys::kAmountFormatIncorrect;
    case AmountError::MustBePositive:
      return message_keys::kAmountMustBePositive;
    case AmountError::TooManyDecimals:
      return message_keys::kAmountTooManyDecimals;
    case AmountError::TooLarge:
      return message_keys::kAmountTooLarge;
  }
  return message_keys::kAmountFormatIncorrect;
}

std::size_t writeFormattedMinor(std::int64_t minor, bool grouped, char* out, std::size_t capacity) {
  // Work on the magnitude as unsigned: -INT64_MIN does not fit a signed value.
  const bool negative = minor < 0;
  const std::uint64_t magnitude =
      negative ? static_cast<std::uint64_t>(-(minor + 1)) + 1 : static_cast<std::uint64_t>(minor);
  const std::uint64_t whole = magnitude / kMinorPerUnit;
  const auto cents = static_cast<unsigned>(magnitude % kMinorPerUnit);

  std::array<char, 48> buffer{};  // 20 digits, 6 separators, sign, point, 2 decimals
  std::size_t at = buffer.size();
  buffer[--at] = static_cast<char>('0' + cents % 10);
  buffer[--at] = static_cast<char>('0' + cents / 10);
  buffer[--at] = '.';
  std::uint64_t rest = whole;
  int digits = 0;
  do {
    if (grouped && digits > 0 && digits % 3 == 0) buffer[--at] = ',';
    buffer[--at] = static_cast<char>('0' + rest % 10);
    rest /= 10;
    ++digits;
  } while (rest > 0);
  if (negative) buffer[--at] = '-';
  const std::size_t length = buffer.size() - at;
  if (length <= capacity && out != nullptr) std::memcpy(out, buffer.data() + at, length);
  return length;
}

std::string formatMinor(std::int64_t minor, bool grouped) {
  std::array<char, 48> buffer{};
  const auto length = writeFormattedMinor(minor, grouped, buffer.data(), buffer.size());
  return std::string(buffer.data(), length);
}

std::optional<std::int64_t> checkedAdd(std::int64_t a, std::int64_t b) {
  std::int64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum)) return std::nullopt;
  return sum;
}

}  // namespace panalo::money

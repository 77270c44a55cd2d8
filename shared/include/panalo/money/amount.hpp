#pragma once
// The one money rule (ARCHITECTURE.md, Money; spec section 9: balance with 2
// decimals). Amounts travel as decimal text ("10.50") and are kept as integer
// minor units (centavos, 1/100) in a signed 64-bit integer. The server parses
// every amount a member sends with parseAmount and the browser checks what is
// typed with the same code through wasm, so both refuse exactly the same input.
//
// An amount a member may move is text of the form  D+ [ "." D{1,2} ]  (ASCII
// digits; leading and trailing spaces and tabs are ignored; leading zeros are
// fine) whose value is above zero and at most kMaxAmountMinor. The error keys:
//   amount_format_incorrect   empty, a sign other than a leading '-', letters,
//                             "1.", ".5", "1,000", "1e3", non-ASCII digits
//   amount_must_be_positive   zero ("0", "0.00") or negative ("-5", "-0")
//   amount_too_many_decimals  more than 2 decimals ("1.005", even "1.000")
//   amount_too_large          above kMaxAmountMinor, however many digits
// The checks run in that order, so "-1.005" is amount_must_be_positive.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace panalo::money {

inline constexpr std::int64_t kMinorPerUnit = 100;
// The largest single movement: 1,000,000,000.00. Far below INT64_MAX, so
// balances of many such movements still sum without overflow for a long time;
// the ledger checks every sum anyway.
inline constexpr std::int64_t kMaxAmountMinor = 100'000'000'000;

// The error keys (wire contract: add, never rename); the API's error_keys.hpp
// refers to these, so the server and the browser share one spelling.
namespace message_keys {
inline constexpr std::string_view kAmountFormatIncorrect = "amount_format_incorrect";
inline constexpr std::string_view kAmountMustBePositive = "amount_must_be_positive";
inline constexpr std::string_view kAmountTooManyDecimals = "amount_too_many_decimals";
inline constexpr std::string_view kAmountTooLarge = "amount_too_large";
}  // namespace message_keys

enum class AmountError { None, FormatIncorrect, MustBePositive, TooManyDecimals, TooLarge };

struct ParsedAmount {
  std::int64_t minor = 0;  // valid only when error == None
  AmountError error = AmountError::None;
  bool ok() const { return error == AmountError::None; }
};

ParsedAmount parseAmount(std::string_view text);

// The wire key of an error ("amount_format_incorrect", ...); "" for None.
std::string_view amountErrorKey(AmountError error);

// Minor units as text with exactly 2 decimals: 1050 -> "10.50", -5 -> "-0.05",
// INT64_MIN included. `grouped` puts ',' between groups of three integer
// digits ("1,234,567.89"), as the header shows a balance.
std::string formatMinor(std::int64_t minor, bool grouped = false);

// Writes formatMinor's text into `out` (no terminator); returns its length, or
// the length needed when `capacity` is too small (the wasm export uses this).
std::size_t writeFormattedMinor(std::int64_t minor, bool grouped, char* out, std::size_t capacity);

// a + b, or nothing when the sum does not fit in 64 bits.
std::optional<std::int64_t> checkedAdd(std::int64_t a, std::int64_t b);

}  // namespace panalo::money

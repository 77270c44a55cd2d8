#pragma once
// The points mall's conversion rule (issue 15 item 4): how many points a member
// may convert and what money they become. The server decides a conversion with
// it and the reward center shows the live money figure with the same code
// through wasm, so the figure a member sees is the figure that is credited.
//
// The points a member types are text of ASCII digits (spaces around ignored;
// no sign, no decimals, no grouping) at most kMaxPoints. The money is
//   floor(points * minorPerStep / pointsStep)   minor units (centavos),
// computed without overflow. The checks, in this order, give the error key:
//   points_format_incorrect  empty, not digits, above kMaxPoints (or terms out
//                            of range, or a value beyond 64 bits)
//   convert_below_minimum    fewer than minimum points (0 included)
//   convert_daily_limit      more than dailyLimit - convertedToday
//   points_not_enough        more than the balance
//   convert_below_minimum    worth less than 0.01 (too few points for one centavo)

#include <cstdint>
#include <string_view>

namespace panalo::points {

inline constexpr std::int64_t kMaxPoints = 1'000'000'000'000;
// The largest pointsStep and minorPerStep the rule accepts (the mall config's CHECK too).
inline constexpr std::int64_t kMaxStep = 1'000'000'000;

namespace message_keys {
inline constexpr std::string_view kPointsFormatIncorrect = "points_format_incorrect";
inline constexpr std::string_view kConvertBelowMinimum = "convert_below_minimum";
inline constexpr std::string_view kConvertDailyLimit = "convert_daily_limit";
inline constexpr std::string_view kPointsNotEnough = "points_not_enough";
}  // namespace message_keys

enum class ConversionError { None, FormatIncorrect, BelowMinimum, DailyLimit, NotEnough };

// The mall's configuration and the member's figures at the moment of asking.
struct ConversionTerms {
  std::int64_t pointsStep = 100;    // this many points ...
  std::int64_t minorPerStep = 100;  // ... are worth this much money
  std::int64_t minimum = 100;       // points at least, per conversion
  std::int64_t dailyLimit = 0;      // points at most, per day
  std::int64_t convertedToday = 0;  // points already converted today
  std::int64_t balance = 0;         // the member's points
};

struct ConversionQuote {
  std::int64_t points = 0;  // 0 when FormatIncorrect
  std::int64_t minor = 0;   // what they are worth, also when refused for the minimum, limit or balance
  ConversionError error = ConversionError::None;
  bool ok() const { return error == ConversionError::None; }
};

// Terms with a step or money outside 1..kMaxStep are refused as FormatIncorrect.
ConversionQuote quoteConversion(std::string_view pointsText, const ConversionTerms& terms);

// The money `points` are worth: floor(points * minorPerStep / pointsStep), or
// -1 when a step is outside 1..kMaxStep or points is negative.
std::int64_t pointsValueMinor(std::int64_t points, std::int64_t pointsStep, std::int64_t minorPerStep);

// The wire key of an error; "" for None.
std::string_view conversionErrorKey(ConversionError error);

}  // namespace panalo::points

// The points conversion rule (panalo/points/conversion.hpp) for the browser, on
// the small core module: the reward center's live money figure. 64-bit values
// cross the boundary through linear memory, as the money rule's do.
//
//   int32_t panalo_points_quote(const char* text, int32_t len, const int64_t* terms, int64_t* out)
//       terms: pointsStep, minorPerStep, minimum, dailyLimit, convertedToday, balance
//       out:   points, minor
//       0 when the conversion is allowed; otherwise the error: 1 points_format_incorrect,
//       2 convert_below_minimum, 3 convert_daily_limit, 4 points_not_enough; -1 bad argument.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string_view>

#include "panalo/points/conversion.hpp"

namespace {

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kInternalError = -3;

std::int32_t errorCode(panalo::points::ConversionError error) {
  using panalo::points::ConversionError;
  switch (error) {
    case ConversionError::None:
      return 0;
    case ConversionError::FormatIncorrect:
      return 1;
    case ConversionError::BelowMinimum:
      return 2;
    case ConversionError::DailyLimit:
      return 3;
    case ConversionError::NotEnough:
      return 4;
  }
  return kInternalError;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_points_quote(const char* text, std::int32_t len, const std::int64_t* terms,
                                                      std::int64_t* out) {
  if (len < 0 || (text == nullptr && len != 0) || terms == nullptr || out == nullptr) return kInvalidArgument;
  try {
    panalo::points::ConversionTerms t;
    t.pointsStep = terms[0];
    t.minorPerStep = terms[1];
    t.minimum = terms[2];
    t.dailyLimit = terms[3];
    t.convertedToday = terms[4];
    t.balance = terms[5];
    const auto quote = panalo::points::quoteConversion(
        len == 0 ? std::string_view() : std::string_view(text, static_cast<std::size_t>(len)), t);
    out[0] = quote.points;
    out[1] = quote.minor;
    return errorCode(quote.error);
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"

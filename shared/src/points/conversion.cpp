#include "panalo/points/conversion.hpp"

#include <limits>

namespace panalo::points {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t'; }

// Digits only, at most kMaxPoints; -1 otherwise.
std::int64_t parsePoints(std::string_view text) {
  while (!text.empty() && isBlank(text.front())) text.remove_prefix(1);
  while (!text.empty() && isBlank(text.back())) text.remove_suffix(1);
  if (text.empty()) return -1;
  std::int64_t value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
    if (value > kMaxPoints) return -1;
  }
  return value;
}

}  // namespace

std::int64_t pointsValueMinor(std::int64_t points, std::int64_t pointsStep, std::int64_t minorPerStep) {
  if (points < 0 || pointsStep <= 0 || minorPerStep <= 0 || pointsStep > kMaxStep || minorPerStep > kMaxStep) {
    return -1;
  }
  // Whole steps, then the remainder: rest < pointsStep <= 1e9 and minorPerStep
  // <= 1e9, so rest * minorPerStep < 1e18 fits; whole * minorPerStep is checked.
  const std::int64_t whole = points / pointsStep;
  const std::int64_t rest = points % pointsStep;
  if (whole != 0 && minorPerStep > std::numeric_limits<std::int64_t>::max() / whole) return -1;
  return whole * minorPerStep + rest * minorPerStep / pointsStep;
}

ConversionQuote quoteConversion(std::string_view pointsText, const ConversionTerms& terms) {
  ConversionQuote quote;
  const auto points = parsePoints(pointsText);
  const auto minor = points < 0 ? -1 : pointsValueMinor(points, terms.pointsStep, terms.minorPerStep);
  if (minor < 0) {
    quote.error = ConversionError::FormatIncorrect;
    return quote;
  }
  quote.points = points;
  quote.minor = minor;
  const bool belowMinimum = points < terms.minimum || points == 0;
  const bool overDailyLimit = points > terms.dailyLimit - terms.convertedToday;
  const bool overBalance = points > terms.balance;
  // Checked in this order: the minimum, the daily limit, the balance; points that
  // pass them all but are worth nothing yet (under one money step) are below the minimum too.
  if (belowMinimum || (minor == 0 && !overDailyLimit && !overBalance)) {
    quote.error = ConversionError::BelowMinimum;
  } else if (overDailyLimit) {
    quote.error = ConversionError::DailyLimit;
  } else if (overBalance) {
    quote.error = ConversionError::NotEnough;
  }
  return quote;
}

std::string_view conversionErrorKey(ConversionError error) {
  switch (error) {
    case ConversionError::None:
      return "";
    case ConversionError::FormatIncorrect:
      return message_keys::kPointsFormatIncorrect;
    case ConversionError::BelowMinimum:
      return message_keys::kConvertBelowMinimum;
    case ConversionError::DailyLimit:
      return message_keys::kConvertDailyLimit;
    case ConversionError::NotEnough:
      return message_keys::kPointsNotEnough;
  }
  return "";
}

}  // namespace panalo::points

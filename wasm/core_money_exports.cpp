// The money rule (panalo/money/amount.hpp) for the browser, on the small core
// module: the header balance and every amount field use it. 64-bit values cross
// the boundary through linear memory, so JS needs no BigInt-typed parameters.
//
//   int32_t panalo_amount_parse(const char* text, int32_t len, int64_t* outMinor)
//       0 and *outMinor set when the amount is accepted; otherwise the error:
//       1 amount_format_incorrect, 2 amount_must_be_positive,
//       3 amount_too_many_decimals, 4 amount_too_large; -1 bad argument.
//   int32_t panalo_amount_format(const int64_t* minor, int32_t grouped, char* out, int32_t capacity)
//       formatMinor's text in out (no terminator); its length, or -2 when
//       capacity is too small (32 always suffices); -1 bad argument.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string_view>

#include "panalo/money/amount.hpp"

namespace {

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kBufferTooSmall = -2;
constexpr std::int32_t kInternalError = -3;

std::int32_t errorCode(panalo::money::AmountError error) {
  using panalo::money::AmountError;
  switch (error) {
    case AmountError::None:
      return 0;
    case AmountError::FormatIncorrect:
      return 1;
    case AmountError::MustBePositive:
      return 2;
    case AmountError::TooManyDecimals:
      return 3;
    case AmountError::TooLarge:
      return 4;
  }
  return kInternalError;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_amount_parse(const char* text, std::int32_t len, std::int64_t* outMinor) {
  if (len < 0 || (text == nullptr && len != 0) || outMinor == nullptr) return kInvalidArgument;
  try {
    const auto parsed = panalo::money::parseAmount(len == 0 ? std::string_view()
                                                            : std::string_view(text, static_cast<std::size_t>(len)));
    if (parsed.ok()) *outMinor = parsed.minor;
    return errorCode(parsed.error);
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_amount_format(const std::int64_t* minor, std::int32_t grouped, char* out,
                                                       std::int32_t capacity) {
  if (minor == nullptr || out == nullptr || capacity < 0) return kInvalidArgument;
  try {
    const auto length =
        panalo::money::writeFormattedMinor(*minor, grouped != 0, out, static_cast<std::size_t>(capacity));
    return length > static_cast<std::size_t>(capacity) ? kBufferTooSmall : static_cast<std::int32_t>(length);
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"

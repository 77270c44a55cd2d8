#pragma once
// Checks of catalogue query parameters shared by the games services: whole
// numbers in a range, a known category or vendor, a bounded name. Each failure
// is DomainError(InvalidInput, invalid_parameter) naming the parameter.

#include <cstdint>
#include <optional>
#include <string>

#include "domains/games/games_types.hpp"

namespace panalo::services {

// A plain decimal whole number in [low, high] (no sign, spaces or exponent);
// absent or empty gives `fallback`.
std::int64_t wholeNumberParam(const std::optional<std::string>& text, std::int64_t fallback, std::int64_t low,
                              std::int64_t high, const char* name);
// One of the ten categories, or "" when absent or empty.
std::string categoryParam(const std::optional<std::string>& text, const char* name);
// A vendor of `catalogue`, or "" when absent or empty.
std::string vendorParam(const Catalogue& catalogue, const std::optional<std::string>& text, const char* name);
// Trimmed text of at most `maxBytes` bytes of valid UTF-8 without control characters.
std::string textParam(const std::optional<std::string>& text, std::size_t maxBytes, const char* name);

}  // namespace panalo::services

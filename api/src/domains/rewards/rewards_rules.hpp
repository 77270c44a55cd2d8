#pragma once
// Small checks every rewards call shares: paging, languages, keys and text sizes.

#include <cstdint>
#include <optional>
#include <string>

namespace panalo::services::rewards_rules {

inline constexpr std::int64_t kMaxPageSize = 100;

// A whole number in [low, high] written plainly; `fallback` when absent.
// Throws DomainError(invalid_parameter) naming `name`.
std::int64_t boundedNumber(const std::optional<std::string>& text, std::int64_t fallback, std::int64_t low,
                           std::int64_t high, const char* name);

// A language code the mall keeps names in (two or three capitals), else EN.
std::string languageOf(const std::optional<std::string>& text);

// Throws DomainError(idempotency_key_invalid) unless 8-128 of A-Z a-z 0-9 _ . : -
void requireKey(const std::string& key);

// Whether `text` is valid UTF-8 of at most `maxCodePoints` code points.
bool textFits(const std::string& text, std::size_t maxCodePoints);

}  // namespace panalo::services::rewards_rules

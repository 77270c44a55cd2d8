#include "domains/rewards/rewards_rules.hpp"

#include <algorithm>

#include "domains/wallet/wallet_service.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services::rewards_rules {

std::int64_t boundedNumber(const std::optional<std::string>& text, std::int64_t fallback, std::int64_t low,
                           std::int64_t high, const char* name) {
  if (!text) return fallback;
  const bool digits = !text->empty() && text->size() <= 9 &&
                      std::all_of(text->begin(), text->end(), [](char c) { return c >= '0' && c <= '9'; });
  const auto value = digits ? std::stoll(*text) : -1;
  if (value < low || value > high) {
    throw DomainError(
        ErrorKind::InvalidInput, error_keys::kInvalidParameter,
        std::string(name) + " must be a whole number from " + std::to_string(low) + " to " + std::to_string(high));
  }
  return value;
}

std::string languageOf(const std::optional<std::string>& text) {
  if (!text || text->size() < 2 || text->size() > 3) return "EN";
  std::string code;
  for (const char c : *text) {
    if (c >= 'a' && c <= 'z') {
      code += static_cast<char>(c - 'a' + 'A');
    } else if (c >= 'A' && c <= 'Z') {
      code += c;
    } else {
      return "EN";
    }
  }
  return code;
}

void requireKey(const std::string& key) {
  if (!WalletService::validIdempotencyKey(key)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
}

bool textFits(const std::string& text, std::size_t maxCodePoints) {
  const auto count = validation::countCodePoints(text);
  return count && *count <= maxCodePoints;
}

}  // namespace panalo::services::rewards_rules

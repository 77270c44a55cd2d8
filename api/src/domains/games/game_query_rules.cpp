#include "domains/games/game_query_rules.hpp"

#include <algorithm>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

bool validUtf8(const std::string& text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t length = 0;
    if (c < 0x80) {
      length = 1;
    } else if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
    } else {
      return false;
    }
    if (i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k) {
      if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return false;
    }
    if (length == 3) {
      const auto next = static_cast<unsigned char>(text[i + 1]);
      if ((c == 0xE0 && next < 0xA0) || (c == 0xED && next > 0x9F)) return false;  // overlong, surrogates
    }
    if (length == 4) {
      const auto next = static_cast<unsigned char>(text[i + 1]);
      if ((c == 0xF0 && next < 0x90) || (c == 0xF4 && next > 0x8F)) return false;
    }
    i += length;
  }
  return true;
}

}  // namespace

std::int64_t wholeNumberParam(const std::optional<std::string>& text, std::int64_t fallback, std::int64_t low,
                              std::int64_t high, const char* name) {
  if (!text || text->empty()) return fallback;
  if (text->size() > 9 || !std::all_of(text->begin(), text->end(), [](char c) { return c >= '0' && c <= '9'; })) {
    invalid(std::string(name) + " must be a whole number from " + std::to_string(low) + " to " + std::to_string(high));
  }
  const auto value = std::stoll(*text);
  if (value < low || value > high) {
    invalid(std::string(name) + " must be from " + std::to_string(low) + " to " + std::to_string(high));
  }
  return value;
}

std::string categoryParam(const std::optional<std::string>& text, const char* name) {
  if (!text || text->empty()) return "";
  if (!isGameCategory(*text)) invalid(std::string(name) + " must be a game category");
  return *text;
}

std::string vendorParam(const Catalogue& catalogue, const std::optional<std::string>& text, const char* name) {
  if (!text || text->empty()) return "";
  if (catalogue.vendor(*text) == nullptr) invalid(std::string(name) + " names no game vendor");
  return *text;
}

std::string textParam(const std::optional<std::string>& text, std::size_t maxBytes, const char* name) {
  if (!text) return "";
  if (!validUtf8(*text)) invalid(std::string(name) + " must be UTF-8 text");
  if (std::any_of(text->begin(), text->end(),
                  [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; })) {
    invalid(std::string(name) + " must not hold control characters");
  }
  const auto first = text->find_first_not_of(' ');
  if (first == std::string::npos) return "";
  const auto last = text->find_last_not_of(' ');
  auto trimmed = text->substr(first, last - first + 1);
  if (trimmed.size() > maxBytes) invalid(std::string(name) + " must be at most " + std::to_string(maxBytes) + " bytes");
  return trimmed;
}

}  // namespace panalo::services

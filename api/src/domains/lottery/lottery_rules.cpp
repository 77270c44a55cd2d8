#include "domains/lottery/lottery_rules.hpp"

#include <algorithm>

namespace panalo::lottery {
namespace {

// Well-formed UTF-8 without C0 controls or DEL.
bool cleanUtf8(const std::string& text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto byte = static_cast<unsigned char>(text[i]);
    std::size_t length = 0;
    if (byte < 0x80) {
      if (byte < 0x20 || byte == 0x7f) return false;
      length = 1;
    } else if ((byte & 0xe0) == 0xc0 && byte >= 0xc2) {
      length = 2;
    } else if ((byte & 0xf0) == 0xe0) {
      length = 3;
    } else if ((byte & 0xf8) == 0xf0 && byte <= 0xf4) {
      length = 4;
    } else {
      return false;
    }
    if (i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k) {
      if ((static_cast<unsigned char>(text[i + k]) & 0xc0) != 0x80) return false;
    }
    i += length;
  }
  return true;
}

}  // namespace

bool validLotteryCode(const std::string& code) {
  return code.size() >= 2 && code.size() <= 32 && std::all_of(code.begin(), code.end(), [](char c) {
           return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
         });
}

bool validOperatorText(const std::string& text, std::size_t maxBytes) {
  return !text.empty() && text.size() <= maxBytes && cleanUtf8(text);
}

}  // namespace panalo::lottery

#include "platform/core/text_checks.hpp"

#include <cctype>

namespace panalo::services {

bool isValidUtf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t extra = 0;
    unsigned code = 0;
    if (c < 0x80) {
      ++i;
      continue;
    } else if (c >= 0xC2 && c <= 0xDF) {
      extra = 1;
      code = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
      extra = 2;
      code = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      extra = 3;
      code = c & 0x07;
    } else {
      return false;
    }
    if (i + extra >= text.size()) return false;  // truncated sequence
    for (std::size_t k = 1; k <= extra; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return false;
      code = (code << 6) | (next & 0x3F);
    }
    if ((extra == 2 && code < 0x800) || (extra == 3 && (code < 0x10000 || code > 0x10FFFF)) ||
        (code >= 0xD800 && code <= 0xDFFF)) {
      return false;
    }
    i += extra + 1;
  }
  return true;
}

bool isSafeLink(std::string_view link) {
  auto startsWith = [&](std::string_view prefix) {
    if (link.size() < prefix.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
      if (std::tolower(static_cast<unsigned char>(link[i])) != prefix[i]) return false;
    }
    return true;
  };
  if (link.empty() || !isValidUtf8(link)) return false;
  for (const char c : link) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return false;  // no control characters
  }
  if (link[0] == '/') return link.size() == 1 || link[1] != '/';  // a path here, not //other.host
  return startsWith("https://") || startsWith("http://") || startsWith("mailto:") || startsWith("tel:");
}

}  // namespace panalo::services

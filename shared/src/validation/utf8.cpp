#include "panalo/validation/utf8.hpp"

namespace panalo::validation {
namespace {

bool isContinuation(unsigned char byte) { return (byte & 0xC0U) == 0x80U; }

}  // namespace

std::optional<char32_t> decodeNextCodePoint(std::string_view text, std::size_t& offset) {
  const std::size_t remaining = text.size() - offset;
  const auto lead = static_cast<unsigned char>(text[offset]);
  if (lead < 0x80U) {
    ++offset;
    return static_cast<char32_t>(lead);
  }
  // Lead bytes C0, C1 and F5..FF can only start overlong or out-of-range forms.
  std::size_t length = 0;
  char32_t codePoint = 0;
  char32_t minimum = 0;
  if (lead >= 0xC2U && lead <= 0xDFU) {
    length = 2;
    codePoint = lead & 0x1FU;
    minimum = 0x80;
  } else if (lead >= 0xE0U && lead <= 0xEFU) {
    length = 3;
    codePoint = lead & 0x0FU;
    minimum = 0x800;
  } else if (lead >= 0xF0U && lead <= 0xF4U) {
    length = 4;
    codePoint = lead & 0x07U;
    minimum = 0x10000;
  } else {
    return std::nullopt;
  }
  if (remaining < length) return std::nullopt;
  for (std::size_t i = 1; i < length; ++i) {
    const auto byte = static_cast<unsigned char>(text[offset + i]);
    if (!isContinuation(byte)) return std::nullopt;
    codePoint = (codePoint << 6) | (byte & 0x3FU);
  }
  if (codePoint < minimum || codePoint > kMaxCodePoint) return std::nullopt;
  if (codePoint >= 0xD800 && codePoint <= 0xDFFF) return std::nullopt;  // UTF-16 surrogates
  offset += length;
  return codePoint;
}

bool isValidUtf8(std::string_view text) { return countCodePoints(text).has_value(); }

std::optional<std::size_t> countCodePoints(std::string_view text) {
  std::size_t count = 0;
  std::size_t offset = 0;
  while (offset < text.size()) {
    // ASCII fast path: most form values are plain ASCII.
    if (static_cast<unsigned char>(text[offset]) < 0x80U) {
      ++offset;
    } else if (!decodeNextCodePoint(text, offset)) {
      return std::nullopt;
    }
    ++count;
  }
  return count;
}

}  // namespace panalo::validation

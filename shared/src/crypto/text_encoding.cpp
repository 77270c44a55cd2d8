#include "panalo/crypto/text_encoding.hpp"

#include <cstdint>

namespace panalo::crypto {
namespace {

constexpr char kHexDigits[] = "0123456789abcdef";
constexpr char kBase64UrlAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int hexValue(char c) noexcept {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

int base64UrlValue(char c) noexcept {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

}  // namespace

std::string toHex(ByteView bytes) {
  std::string text;
  text.reserve(bytes.size() * 2);
  for (const std::uint8_t byte : bytes) {
    text.push_back(kHexDigits[byte >> 4]);
    text.push_back(kHexDigits[byte & 0x0f]);
  }
  return text;
}

std::optional<Bytes> fromHex(std::string_view text) {
  if (text.size() % 2 != 0) return std::nullopt;
  Bytes bytes(text.size() / 2);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const int high = hexValue(text[2 * i]);
    const int low = hexValue(text[2 * i + 1]);
    if (high < 0 || low < 0) return std::nullopt;
    bytes[i] = static_cast<std::uint8_t>((high << 4) | low);
  }
  return bytes;
}

std::string toBase64Url(ByteView bytes) {
  std::string text;
  text.reserve((bytes.size() * 4 + 2) / 3);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const std::uint32_t group = (std::uint32_t{bytes[i]} << 16) | (std::uint32_t{bytes[i + 1]} << 8) | bytes[i + 2];
    for (int shift = 18; shift >= 0; shift -= 6) text.push_back(kBase64UrlAlphabet[(group >> shift) & 0x3f]);
  }
  const std::size_t rest = bytes.size() - i;
  if (rest == 1) {
    const std::uint32_t group = std::uint32_t{bytes[i]} << 16;
    text.push_back(kBase64UrlAlphabet[(group >> 18) & 0x3f]);
    text.push_back(kBase64UrlAlphabet[(group >> 12) & 0x3f]);
  } else if (rest == 2) {
    const std::uint32_t group = (std::uint32_t{bytes[i]} << 16) | (std::uint32_t{bytes[i + 1]} << 8);
    text.push_back(kBase64UrlAlphabet[(group >> 18) & 0x3f]);
    text.push_back(kBase64UrlAlphabet[(group >> 12) & 0x3f]);
    text.push_back(kBase64UrlAlphabet[(group >> 6) & 0x3f]);
  }
  return text;
}

std::optional<Bytes> fromBase64Url(std::string_view text) {
  if (text.size() % 4 == 1) return std::nullopt;
  Bytes bytes;
  bytes.reserve(text.size() * 3 / 4);
  std::uint32_t buffer = 0;
  int bufferedBits = 0;
  for (const char c : text) {
    const int value = base64UrlValue(c);
    if (value < 0) return std::nullopt;
    buffer = (buffer << 6) | static_cast<std::uint32_t>(value);
    bufferedBits += 6;
    if (bufferedBits >= 8) {
      bufferedBits -= 8;
      bytes.push_back(static_cast<std::uint8_t>((buffer >> bufferedBits) & 0xff));
    }
  }
  // Left-over bits must be zero, or "AB" and "AC" would both decode to one byte.
  if ((buffer & ((1u << bufferedBits) - 1u)) != 0) return std::nullopt;
  return bytes;
}

}  // namespace panalo::crypto

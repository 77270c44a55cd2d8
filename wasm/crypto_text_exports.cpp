// The strict hex and base64url codecs of panalo/crypto/text_encoding.hpp for the
// browser, which must not fall back on atob (it accepts padding, whitespace and
// stray bits that the server refuses). Plain C exports; nothing throws across.
//
//   int32_t panalo_hex_decode(const char* text, uint32_t len, uint8_t* out, uint32_t outCap)
//   int32_t panalo_base64url_decode(const char* text, uint32_t len, uint8_t* out, uint32_t outCap)
//       The decoded length (len / 2, or at most len * 3 / 4, is always enough),
//       -6 when the text is refused, -2 when `out` is too small, -1 bad argument.
//   int32_t panalo_hex_encode(const uint8_t* data, uint32_t len, char* out, uint32_t outCap)
//       Lower-case hex, 2 * len bytes; -2 when `out` is too small.
// (panalo_base64url_encode lives in crypto_exports.cpp with the envelope.)
#include <emscripten/emscripten.h>

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "panalo/crypto/text_encoding.hpp"

namespace {

namespace crypto = panalo::crypto;

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kBufferTooSmall = -2;
constexpr std::int32_t kInternalError = -3;
constexpr std::int32_t kRefused = -6;
// Key ids and public keys are tens of bytes; a cap keeps a stray length from
// asking for an int32 overflow.
constexpr std::uint32_t kMaxTextLength = 1u << 20;

bool validInput(const void* data, std::uint32_t length) {
  return (data != nullptr || length == 0) && length <= kMaxTextLength;
}

std::int32_t decodeWith(std::optional<crypto::Bytes> (*decode)(std::string_view), const char* text,
                        std::uint32_t length, std::uint8_t* out, std::uint32_t outCapacity) {
  if (!validInput(text, length)) return kInvalidArgument;
  try {
    const auto bytes = decode(length == 0 ? std::string_view() : std::string_view(text, length));
    if (!bytes) return kRefused;
    if (bytes->size() > outCapacity || (out == nullptr && !bytes->empty())) return kBufferTooSmall;
    if (!bytes->empty()) std::memcpy(out, bytes->data(), bytes->size());
    return static_cast<std::int32_t>(bytes->size());
  } catch (...) {
    return kInternalError;
  }
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_hex_decode(const char* text, std::uint32_t length, std::uint8_t* out,
                                                    std::uint32_t outCapacity) {
  return decodeWith(crypto::fromHex, text, length, out, outCapacity);
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_base64url_decode(const char* text, std::uint32_t length, std::uint8_t* out,
                                                          std::uint32_t outCapacity) {
  return decodeWith(crypto::fromBase64Url, text, length, out, outCapacity);
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_hex_encode(const std::uint8_t* data, std::uint32_t length, char* out,
                                                    std::uint32_t outCapacity) {
  if (!validInput(data, length)) return kInvalidArgument;
  try {
    const std::string text = crypto::toHex(crypto::ByteView(data, length));
    if (text.size() > outCapacity || (out == nullptr && !text.empty())) return kBufferTooSmall;
    if (!text.empty()) std::memcpy(out, text.data(), text.size());
    return static_cast<std::int32_t>(text.size());
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"

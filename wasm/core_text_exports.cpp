// Text rules the first-paint pages need (the status pages draw operator links
// before any form opens), on the small core module. Plain C exports over
// linear-memory buffers; nothing throws across the boundary.
//
//   int32_t panalo_is_safe_link(const char* link, int32_t len)
//       isSafeLink (panalo/text/link_rule.hpp) on the UTF-8 bytes: 1 or 0; -1 bad argument.
//   int32_t panalo_utf8_code_points(const char* text, int32_t len)
//       countCodePoints (panalo/validation/utf8.hpp): the count, or -5 when the
//       bytes are not valid UTF-8; -1 bad argument.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string_view>

#include "panalo/text/link_rule.hpp"
#include "panalo/validation/utf8.hpp"

namespace {

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kInternalError = -3;
constexpr std::int32_t kInvalidUtf8 = -5;

bool validBuffer(const char* data, std::int32_t length) { return length >= 0 && (data != nullptr || length == 0); }

std::string_view view(const char* data, std::int32_t length) {
  return length == 0 ? std::string_view() : std::string_view(data, static_cast<std::size_t>(length));
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_is_safe_link(const char* link, std::int32_t len) {
  if (!validBuffer(link, len)) return kInvalidArgument;
  try {
    return panalo::text::isSafeLink(view(link, len)) ? 1 : 0;
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_utf8_code_points(const char* text, std::int32_t len) {
  if (!validBuffer(text, len)) return kInvalidArgument;
  try {
    const auto count = panalo::validation::countCodePoints(view(text, len));
    // At most len code points, and len fits an int32.
    return count ? static_cast<std::int32_t>(*count) : kInvalidUtf8;
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"

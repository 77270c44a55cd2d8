// The word rule of the feedback form (panalo/text/word_count.hpp) on the core
// module, so the form shows the server's verdict while the member types.
// Plain C exports over linear-memory buffers; nothing throws across the boundary.
//
//   int32_t panalo_word_count(const char* text, int32_t len)
//       countWords on the UTF-8 bytes: the count, -5 when they are not valid
//       UTF-8, -1 bad argument.
//   int32_t panalo_feedback_verdict(const char* text, int32_t len)
//       checkFeedbackContent: the FeedbackVerdict's value (0 ok, 1 empty, 2 too
//       few words, 3 too many, 4 too long, 5 invalid text); -1 bad argument.
//   int32_t panalo_feedback_min_words(void), panalo_feedback_max_words(void),
//   panalo_feedback_max_characters(void)
//       The limits, for the message's {0} and {1} and the counter.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string_view>

#include "panalo/text/word_count.hpp"

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

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_word_count(const char* text, std::int32_t len) {
  if (!validBuffer(text, len)) return kInvalidArgument;
  try {
    const auto count = panalo::text::countWords(view(text, len));
    // At most len words, and len fits an int32.
    return count ? static_cast<std::int32_t>(*count) : kInvalidUtf8;
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_feedback_verdict(const char* text, std::int32_t len) {
  if (!validBuffer(text, len)) return kInvalidArgument;
  try {
    return static_cast<std::int32_t>(panalo::text::checkFeedbackContent(view(text, len)));
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_feedback_min_words() {
  return static_cast<std::int32_t>(panalo::text::kFeedbackMinWords);
}
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_feedback_max_words() {
  return static_cast<std::int32_t>(panalo::text::kFeedbackMaxWords);
}
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_feedback_max_characters() {
  return static_cast<std::int32_t>(panalo::text::kFeedbackMaxCodePoints);
}

}  // extern "C"

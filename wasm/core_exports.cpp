// The thin boundary between JavaScript and shared/: plain C functions over
// integers and linear-memory buffers. Nothing may throw across it, so each export
// catches everything and answers with an error code.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdint>
#include <exception>

#include "panalo/lobby/pagination.hpp"

namespace {

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kBufferTooSmall = -2;
constexpr std::int32_t kInternalError = -3;

}  // namespace

extern "C" {

// Writes the lobby page window (see panalo::lobby::pageWindow) into `out` as
// int32 values, 0 for an ellipsis. Returns the count, or a negative error code.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_page_window(std::int32_t totalPages, std::int32_t currentPage,
                                                     std::int32_t marginPages, std::int32_t pageRange,
                                                     std::int32_t* out, std::int32_t outCapacity) {
  if (out == nullptr || outCapacity < 0) return kInvalidArgument;
  // Refuse before building the window: a huge margin or range must not make the
  // module allocate gigabytes only to find the buffer is too small.
  const std::int64_t pagesShown = std::min<std::int64_t>(
      std::max(totalPages, 0),
      2 * static_cast<std::int64_t>(std::max(marginPages, 0)) + std::max(pageRange, 1));
  if (pagesShown + 2 > outCapacity) return kBufferTooSmall;
  try {
    const auto window = panalo::lobby::pageWindow(totalPages, currentPage, marginPages, pageRange);
    if (window.size() > static_cast<std::size_t>(outCapacity)) return kBufferTooSmall;
    for (std::size_t i = 0; i < window.size(); ++i) out[i] = window[i];
    return static_cast<std::int32_t>(window.size());
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"

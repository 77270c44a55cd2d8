// The thin boundary between JavaScript and shared/: plain C functions over
// integers and linear-memory buffers. Nothing may throw across it, so each export
// catches everything and answers with an error code.
#include <emscripten/emscripten.h>

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
  try {
    // Writes straight into the caller's buffer: no allocation on this hot path.
    const std::size_t needed = panalo::lobby::writePageWindow(totalPages, currentPage, marginPages, pageRange, out,
                                                              static_cast<std::size_t>(outCapacity));
    if (needed > static_cast<std::size_t>(outCapacity)) return kBufferTooSmall;
    return static_cast<std::int32_t>(needed);
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"

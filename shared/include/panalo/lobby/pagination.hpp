#pragma once
// Paging rules shared by the lobby UI (which page buttons to draw) and the server
// (which slice of a list to return). Spec section 2 "Game lobby": margin pages 2,
// range 5; section 9: lobby page size 18, default list page 1 of size 42.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace panalo::lobby {

inline constexpr std::int32_t kDefaultMarginPages = 2;
inline constexpr std::int32_t kDefaultPageRange = 5;
inline constexpr std::int32_t kLobbyPageSize = 18;
inline constexpr std::int32_t kDefaultListPageSize = 42;

// Marks a gap of two or more hidden pages in a page window.
inline constexpr std::int32_t kEllipsis = 0;

// The page buttons to show for `currentPage` (1-based) out of `totalPages`:
// the first and last `marginPages`, a window of `pageRange` pages around the
// current one (shifted to stay inside the list), and kEllipsis for each larger
// gap. A gap of exactly one page shows that page, since an ellipsis would take
// the same room. `currentPage` outside [1, totalPages] is clamped; a negative
// margin counts as 0 and a range below 1 as 1. No pages gives an empty window.
std::vector<std::int32_t> pageWindow(std::int32_t totalPages, std::int32_t currentPage,
                                     std::int32_t marginPages = kDefaultMarginPages,
                                     std::int32_t pageRange = kDefaultPageRange);

// The same window written into a caller's buffer without allocating (the wasm
// export uses this: no malloc per call). Writes at most `capacity` entries and
// returns how many the whole window has; a larger answer than `capacity` means
// the buffer was too small and `out` holds only the start.
std::size_t writePageWindow(std::int32_t totalPages, std::int32_t currentPage, std::int32_t marginPages,
                            std::int32_t pageRange, std::int32_t* out, std::size_t capacity);

// Number of pages needed for `totalItems` at `pageSize` (at least 0).
std::int64_t totalPages(std::int64_t totalItems, std::int64_t pageSize);

struct PageRequest {
  std::int64_t pageNo;    // 1-based
  std::int64_t pageSize;  // in [1, maxPageSize]
  std::int64_t offset() const { return (pageNo - 1) * pageSize; }
};

// Turns what a client asked for into a page the server can serve: a missing or
// non-positive pageNo is page 1, a missing or non-positive size is the default,
// and a size above the maximum is cut to it. A pageNo past the end stays as
// asked; that page is simply empty.
PageRequest normalizePageRequest(std::int64_t pageNo, std::int64_t pageSize, std::int64_t defaultPageSize,
                                 std::int64_t maxPageSize);

}  // namespace panalo::lobby

#include "panalo/lobby/pagination.hpp"

#include <algorithm>
#include <array>
#include <climits>

namespace panalo::lobby {
namespace {

struct Span {
  std::int32_t first;
  std::int32_t last;  // inclusive; first > last means empty
};

// Appends to a caller's buffer, counting what does not fit.
class WindowWriter {
 public:
  WindowWriter(std::int32_t* out, std::size_t capacity) : out_(out), capacity_(capacity) {}
  void push(std::int32_t entry) {
    if (count_ < capacity_) out_[count_] = entry;
    ++count_;
  }
  std::size_t count() const { return count_; }

 private:
  std::int32_t* out_;
  std::size_t capacity_;
  std::size_t count_ = 0;
};

}  // namespace

std::size_t writePageWindow(std::int32_t totalPages, std::int32_t currentPage, std::int32_t marginPages,
                            std::int32_t pageRange, std::int32_t* out, std::size_t capacity) {
  WindowWriter window(out, capacity);
  if (totalPages <= 0) return 0;

  const std::int32_t current = std::clamp(currentPage, 1, totalPages);
  const std::int32_t margin = std::clamp(marginPages, 0, totalPages);
  const std::int32_t range = std::clamp(pageRange, 1, totalPages);

  // Centre the range on the current page, then slide it back inside [1, total].
  const std::int32_t rangeFirst = std::clamp(current - (range - 1) / 2, 1, totalPages - range + 1);

  // Work on the three spans rather than on every page: totalPages may be huge.
  std::array<Span, 3> spans{{{1, margin}, {rangeFirst, rangeFirst + range - 1}, {totalPages - margin + 1, totalPages}}};
  std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.first < b.first; });

  std::int32_t previous = 0;  // last page emitted; 0 before the first
  for (const Span& span : spans) {
    if (span.first > span.last || span.last <= previous) continue;
    const std::int32_t start = std::max(span.first, previous + 1);
    const std::int32_t gap = start - previous - 1;
    if (gap == 1) {
      window.push(start - 1);  // one hidden page: show it instead of "..."
    } else if (gap > 1) {
      window.push(kEllipsis);
    }
    // 64-bit counter: `page <= INT32_MAX` would never turn false in 32 bits.
    for (std::int64_t page = start; page <= span.last; ++page) window.push(static_cast<std::int32_t>(page));
    previous = span.last;
  }
  // With no margin the last pages may be hidden: mark them like any other gap.
  const std::int32_t trailing = totalPages - previous;
  if (trailing == 1) {
    window.push(totalPages);
  } else if (trailing > 1) {
    window.push(kEllipsis);
  }
  return window.count();
}

std::vector<std::int32_t> pageWindow(std::int32_t totalPages, std::int32_t currentPage, std::int32_t marginPages,
                                     std::int32_t pageRange) {
  // The usual window (margin 2, range 5) has at most 11 entries: one pass fits.
  std::vector<std::int32_t> window(16);
  std::size_t size = writePageWindow(totalPages, currentPage, marginPages, pageRange, window.data(), window.size());
  if (size > window.size()) {
    window.resize(size);
    size = writePageWindow(totalPages, currentPage, marginPages, pageRange, window.data(), window.size());
  }
  window.resize(size);
  return window;
}

std::int64_t totalPages(std::int64_t totalItems, std::int64_t pageSize) {
  if (totalItems <= 0 || pageSize <= 0) return 0;
  return totalItems / pageSize + (totalItems % pageSize != 0 ? 1 : 0);
}

PageRequest normalizePageRequest(std::int64_t pageNo, std::int64_t pageSize, std::int64_t defaultPageSize,
                                 std::int64_t maxPageSize) {
  PageRequest request{};
  request.pageSize = pageSize < 1 ? defaultPageSize : std::min(pageSize, maxPageSize);
  request.pageSize = std::max<std::int64_t>(request.pageSize, 1);
  // A huge pageNo must not overflow offset(); nothing real lives that far out.
  const std::int64_t maxPageNo = INT64_MAX / request.pageSize;
  request.pageNo = std::clamp<std::int64_t>(pageNo, 1, maxPageNo);
  return request;
}

}  // namespace panalo::lobby

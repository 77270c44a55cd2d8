#pragma once
// The generated folding table behind panalo::text::foldForSearch.

#include <cstddef>

namespace panalo::text::detail {

// One code point and what it folds to: up to two code points, 0 for none (so
// {from, 0, 0} drops `from`, e.g. a combining accent).
// Every code point the table names is in the Basic Multilingual Plane, so 16
// bits each keep the table at 6 bytes an entry in the wasm download.
struct SearchFoldEntry {
  char16_t from;
  char16_t first;
  char16_t second;
};

extern const std::size_t kSearchFoldCount;
extern const SearchFoldEntry kSearchFold[];  // sorted by `from`

}  // namespace panalo::text::detail

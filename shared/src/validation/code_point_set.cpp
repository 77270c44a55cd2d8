#include "code_point_set.hpp"

#include <algorithm>

#include "panalo/validation/utf8.hpp"

namespace panalo::validation {

void CodePointSet::add(char32_t first, char32_t last) { ranges_.push_back({first, last}); }

void CodePointSet::addSet(const CodePointSet& other) {
  ranges_.insert(ranges_.end(), other.ranges_.begin(), other.ranges_.end());
}

void CodePointSet::normalize() {
  std::sort(ranges_.begin(), ranges_.end(),
            [](const CodePointRange& a, const CodePointRange& b) { return a.first < b.first; });
  std::vector<CodePointRange> merged;
  for (const CodePointRange& range : ranges_) {
    // Merge overlapping and touching ranges so complement() and contains() stay simple.
    if (!merged.empty() && range.first <= merged.back().last + 1) {
      merged.back().last = std::max(merged.back().last, range.last);
    } else {
      merged.push_back(range);
    }
  }
  ranges_ = std::move(merged);
}

CodePointSet CodePointSet::complement() const {
  CodePointSet result;
  char32_t next = 0;
  for (const CodePointRange& range : ranges_) {
    if (range.first > next) result.add(next, range.first - 1);
    next = range.last + 1;
  }
  if (next <= kMaxCodePoint) result.add(next, kMaxCodePoint);
  return result;
}

bool CodePointSet::contains(char32_t codePoint) const {
  auto it = std::upper_bound(ranges_.begin(), ranges_.end(), codePoint,
                             [](char32_t value, const CodePointRange& range) { return value < range.first; });
  if (it == ranges_.begin()) return false;
  --it;
  return codePoint <= it->last;
}

CodePointSet CodePointSet::asciiDigits() {
  CodePointSet set;
  set.add(U'0', U'9');
  return set;
}

CodePointSet CodePointSet::asciiWord() {
  CodePointSet set;
  set.add(U'0', U'9');
  set.add(U'A', U'Z');
  set.add(U'_', U'_');
  set.add(U'a', U'z');
  return set;
}

CodePointSet CodePointSet::whiteSpace() {
  CodePointSet set;
  set.add(0x09, 0x0D);  // \t \n \v \f \r
  set.add(0x20, 0x20);
  set.add(0xA0, 0xA0);
  set.add(0x1680, 0x1680);
  set.add(0x2000, 0x200A);
  set.add(0x2028, 0x2029);
  set.add(0x202F, 0x202F);
  set.add(0x205F, 0x205F);
  set.add(0x3000, 0x3000);
  set.add(0xFEFF, 0xFEFF);
  return set;
}

CodePointSet CodePointSet::lineTerminators() {
  CodePointSet set;
  set.add(0x0A, 0x0A);
  set.add(0x0D, 0x0D);
  set.add(0x2028, 0x2029);
  return set;
}

bool isWhiteSpace(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
         c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF;
}

}  // namespace panalo::validation

#pragma once
// A set of code points as sorted, disjoint, non-adjacent inclusive ranges: the
// representation behind pattern classes ([a-z], \d, [^\s]) and the named
// character groups of the pattern kinds.

#include <vector>

namespace panalo::validation {

struct CodePointRange {
  char32_t first;
  char32_t last;  // inclusive
};

class CodePointSet {
 public:
  CodePointSet() = default;

  void add(char32_t first, char32_t last);
  void addSet(const CodePointSet& other);
  // Puts the ranges in canonical order; call after the last add.
  void normalize();
  // The complement within [0, U+10FFFF]; requires a normalized set.
  CodePointSet complement() const;
  // Binary search; requires a normalized set.
  bool contains(char32_t codePoint) const;
  bool empty() const { return ranges_.empty(); }

  static CodePointSet asciiDigits();
  static CodePointSet asciiWord();
  static CodePointSet whiteSpace();
  static CodePointSet lineTerminators();

 private:
  std::vector<CodePointRange> ranges_;
};

// True for the code points that \s matches (JS white space and line terminators).
bool isWhiteSpace(char32_t codePoint);

}  // namespace panalo::validation

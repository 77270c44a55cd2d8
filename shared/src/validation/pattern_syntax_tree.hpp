#pragma once
// The parsed form of a pattern, between the parser and the NFA compiler. Nodes
// live in one arena and refer to each other by index, so a deep pattern never
// needs deep destructor recursion.

#include <cstdint>
#include <string_view>
#include <vector>

#include "code_point_set.hpp"
#include "panalo/validation/pattern.hpp"

namespace panalo::validation::detail {

enum class NodeKind : std::uint8_t {
  kEmpty,        // matches the empty string
  kLiteral,      // one code point
  kClass,        // one code point from classes[classIndex]
  kBegin,        // ^
  kEnd,          // $
  kConcat,       // children in order
  kAlternation,  // any one child
  kRepeat,       // child repeated min..max times (max == kUnbounded: no upper limit)
};

inline constexpr std::uint32_t kUnbounded = UINT32_MAX;

struct SyntaxNode {
  NodeKind kind = NodeKind::kEmpty;
  char32_t literal = 0;
  std::uint32_t classIndex = 0;
  std::uint32_t min = 0;
  std::uint32_t max = 0;
  std::vector<std::uint32_t> children;
};

struct SyntaxTree {
  std::vector<SyntaxNode> nodes;
  std::vector<CodePointSet> classes;  // normalized
  std::uint32_t root = 0;
};

struct ParseResult {
  bool ok = false;
  SyntaxTree tree;
  PatternError error;
};

ParseResult parsePattern(std::string_view source);

}  // namespace panalo::validation::detail

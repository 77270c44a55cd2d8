#pragma once
// The compiled NFA that Pattern runs: Thompson's construction, executed by the
// Pike-style simulation in pattern_matcher.cpp.

#include <cstdint>
#include <vector>

#include "code_point_set.hpp"
#include "pattern_syntax_tree.hpp"

namespace panalo::validation {

enum class OpCode : std::uint8_t {
  kLiteral,  // consume `literal`
  kClass,    // consume a code point in classes[arg]
  kSplit,    // continue at `arg` and at `arg2`
  kJump,     // continue at `arg`
  kBegin,    // zero-width: only at the start of the subject
  kEnd,      // zero-width: only at the end of the subject
  kMatch,
};

struct Instruction {
  OpCode op = OpCode::kMatch;
  char32_t literal = 0;
  std::uint32_t arg = 0;
  std::uint32_t arg2 = 0;
};

struct PatternProgram {
  std::vector<Instruction> code;  // starts at 0
  std::vector<CodePointSet> classes;
};

namespace detail {

struct CompileResult {
  bool ok = false;
  PatternProgram program;
};

// Fails (ok == false) only when the expanded program would exceed
// kMaxProgramInstructions; the size is checked before anything is emitted.
CompileResult compileSyntaxTree(SyntaxTree tree);

}  // namespace detail
}  // namespace panalo::validation

// Pike-style simulation of the compiled NFA: all live states advance together,
// one code point at a time, and a state reached twice at the same position is
// kept once. That bounds the work per code point by the program size, whatever
// the pattern (no backtracking, no recursion on the input).
#include <algorithm>
#include <array>
#include <string>

#include "panalo/validation/pattern.hpp"
#include "panalo/validation/utf8.hpp"
#include "pattern_program.hpp"

namespace panalo::validation {
namespace {

// Sparse set of program counters over caller-provided storage: O(1) insert,
// membership and clear.
class StateSet {
 public:
  StateSet(std::uint32_t* dense, std::uint32_t* sparse) : dense_(dense), sparse_(sparse) {}
  bool contains(std::uint32_t pc) const { return sparse_[pc] < size_ && dense_[sparse_[pc]] == pc; }
  void insert(std::uint32_t pc) {
    sparse_[pc] = size_;
    dense_[size_++] = pc;
  }
  void clear() { size_ = 0; }
  bool empty() const { return size_ == 0; }
  std::uint32_t size() const { return size_; }
  std::uint32_t operator[](std::uint32_t i) const { return dense_[i]; }

 private:
  std::uint32_t* dense_;
  std::uint32_t* sparse_;
  std::uint32_t size_ = 0;
};

// Working memory of one match: two state sets (dense + sparse each) and the
// pending stack of addState, which never holds more than 2 entries per
// instruction. Typical form patterns fit on the stack, so a match on the hot
// path allocates nothing.
class Scratch {
 public:
  static constexpr std::size_t kInlineInstructions = 128;
  static constexpr std::size_t kWordsPerInstruction = 6;

  explicit Scratch(std::size_t instructions) : size_(instructions * kWordsPerInstruction + 2) {
    if (size_ > inline_.size()) heap_.resize(size_);
    std::fill(data(), data() + size_, 0U);  // sparse sets read slots before writing them
  }
  std::uint32_t* data() { return heap_.empty() ? inline_.data() : heap_.data(); }

 private:
  std::size_t size_;
  std::array<std::uint32_t, kInlineInstructions * kWordsPerInstruction + 2> inline_;
  std::vector<std::uint32_t> heap_;
};

class Simulation {
 public:
  explicit Simulation(const PatternProgram& program)
      : program_(program),
        scratch_(program.code.size()),
        current_(scratch_.data(), scratch_.data() + program.code.size()),
        next_(scratch_.data() + 2 * program.code.size(), scratch_.data() + 3 * program.code.size()),
        pending_(scratch_.data() + 4 * program.code.size()) {}

  bool run(std::string_view subject) {
    addState(current_, 0, true, subject.empty());
    std::size_t offset = 0;
    while (offset < subject.size()) {
      const auto codePoint = decodeNextCodePoint(subject, offset);
      if (!codePoint) return false;
      const bool atEnd = offset == subject.size();
      next_.clear();
      for (std::uint32_t i = 0; i < current_.size(); ++i) {
        const std::uint32_t pc = current_[i];
        const Instruction& instruction = program_.code[pc];
        const bool consumes =
            (instruction.op == OpCode::kLiteral && instruction.literal == *codePoint) ||
            (instruction.op == OpCode::kClass && program_.classes[instruction.arg].contains(*codePoint));
        if (consumes) addState(next_, pc + 1, false, atEnd);
      }
      std::swap(current_, next_);
      if (current_.empty()) return false;
    }
    for (std::uint32_t i = 0; i < current_.size(); ++i) {
      if (program_.code[current_[i]].op == OpCode::kMatch) return true;
    }
    return false;
  }

 private:
  // Follows the zero-width instructions from `start` with an explicit stack, so
  // long chains (a?a?a?... from {0,1000}) cannot overflow the call stack.
  void addState(StateSet& set, std::uint32_t start, bool atBegin, bool atEnd) {
    std::size_t pendingCount = 0;
    auto push = [&](std::uint32_t pc) { pending_[pendingCount++] = pc; };
    push(start);
    while (pendingCount > 0) {
      const std::uint32_t pc = pending_[--pendingCount];
      if (set.contains(pc)) continue;
      set.insert(pc);
      const Instruction& instruction = program_.code[pc];
      switch (instruction.op) {
        case OpCode::kJump:
          push(instruction.arg);
          break;
        case OpCode::kSplit:
          push(instruction.arg2);
          push(instruction.arg);
          break;
        case OpCode::kBegin:
          if (atBegin) push(pc + 1);
          break;
        case OpCode::kEnd:
          if (atEnd) push(pc + 1);
          break;
        case OpCode::kLiteral:
        case OpCode::kClass:
        case OpCode::kMatch:
          break;
      }
    }
  }

  const PatternProgram& program_;
  Scratch scratch_;
  StateSet current_;
  StateSet next_;
  std::uint32_t* pending_;
};

}  // namespace

bool Pattern::fullMatch(std::string_view subject) const { return Simulation(*program_).run(subject); }

std::size_t Pattern::instructionCount() const { return program_->code.size(); }

PatternCompileResult compilePattern(std::string_view source) {
  PatternCompileResult result;
  detail::ParseResult parsed = detail::parsePattern(source);
  if (!parsed.ok) {
    result.error = parsed.error;
    return result;
  }
  detail::CompileResult compiled = detail::compileSyntaxTree(std::move(parsed.tree));
  if (!compiled.ok) {
    result.error = PatternError{PatternErrorCode::kProgramTooLarge, 0};
    return result;
  }
  result.pattern = Pattern(std::make_shared<const PatternProgram>(std::move(compiled.program)));
  return result;
}

PatternCompileResult compileAcceptedPattern(std::string_view source) {
  return compilePattern(source == "*" ? std::string_view(".*") : source);
}

std::string_view PatternError::name() const {
  switch (code) {
    case PatternErrorCode::kPatternTooLong:
      return "pattern_too_long";
    case PatternErrorCode::kInvalidUtf8:
      return "invalid_utf8";
    case PatternErrorCode::kTooDeeplyNested:
      return "too_deeply_nested";
    case PatternErrorCode::kProgramTooLarge:
      return "program_too_large";
    case PatternErrorCode::kUnbalancedParenthesis:
      return "unbalanced_parenthesis";
    case PatternErrorCode::kUnterminatedClass:
      return "unterminated_class";
    case PatternErrorCode::kEmptyClass:
      return "empty_class";
    case PatternErrorCode::kInvalidClassRange:
      return "invalid_class_range";
    case PatternErrorCode::kUnsupportedClassSyntax:
      return "unsupported_class_syntax";
    case PatternErrorCode::kNothingToRepeat:
      return "nothing_to_repeat";
    case PatternErrorCode::kInvalidQuantifier:
      return "invalid_quantifier";
    case PatternErrorCode::kNestedQuantifier:
      return "nested_quantifier";
    case PatternErrorCode::kPossessiveQuantifier:
      return "possessive_quantifier";
    case PatternErrorCode::kRepetitionTooLarge:
      return "repetition_too_large";
    case PatternErrorCode::kBackreference:
      return "backreference";
    case PatternErrorCode::kLookaround:
      return "lookaround";
    case PatternErrorCode::kInlineFlags:
      return "inline_flags";
    case PatternErrorCode::kUnsupportedEscape:
      return "unsupported_escape";
    case PatternErrorCode::kInvalidEscape:
      return "invalid_escape";
    case PatternErrorCode::kTrailingBackslash:
      return "trailing_backslash";
  }
  return "invalid_pattern";
}

std::string PatternError::describe() const {
  return "pattern error '" + std::string(name()) + "' at byte " + std::to_string(offset);
}

}  // namespace panalo::validation

// Thompson's construction from the syntax tree to PatternProgram. Counted
// repetition is expanded into copies, so the program size is computed first and
// an oversize pattern is refused before any memory is spent on it.
#include <algorithm>

#include "pattern_program.hpp"

namespace panalo::validation::detail {
namespace {

// Saturating arithmetic: {1000}{...} nested inside groups can exceed 64 bits.
std::uint64_t saturatingAdd(std::uint64_t a, std::uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; }
std::uint64_t saturatingMultiply(std::uint64_t a, std::uint64_t b) {
  if (a == 0 || b == 0) return 0;
  return a > UINT64_MAX / b ? UINT64_MAX : a * b;
}

class Compiler {
 public:
  explicit Compiler(SyntaxTree tree) : tree_(std::move(tree)) {}

  std::uint64_t sizeOf(std::uint32_t index) const {
    const SyntaxNode& node = tree_.nodes[index];
    switch (node.kind) {
      case NodeKind::kEmpty:
        return 0;
      case NodeKind::kLiteral:
      case NodeKind::kClass:
      case NodeKind::kBegin:
      case NodeKind::kEnd:
        return 1;
      case NodeKind::kConcat:
      case NodeKind::kAlternation: {
        std::uint64_t total = 0;
        for (const std::uint32_t child : node.children) total = saturatingAdd(total, sizeOf(child));
        if (node.kind == NodeKind::kAlternation) total = saturatingAdd(total, 2 * (node.children.size() - 1));
        return total;
      }
      case NodeKind::kRepeat: {
        const std::uint64_t body = sizeOf(node.children.front());
        const std::uint64_t required = saturatingMultiply(node.min, body);
        if (node.max == kUnbounded) return saturatingAdd(required, body + 2);
        return saturatingAdd(required, saturatingMultiply(node.max - node.min, body + 1));
      }
    }
    return UINT64_MAX;
  }

  PatternProgram compile() {
    emit(tree_.root);
    add({OpCode::kMatch, 0, 0, 0});
    PatternProgram program;
    program.code = std::move(code_);
    program.classes = std::move(tree_.classes);
    return program;
  }

  std::uint32_t root() const { return tree_.root; }

 private:
  std::uint32_t here() const { return static_cast<std::uint32_t>(code_.size()); }
  std::uint32_t add(Instruction instruction) {
    code_.push_back(instruction);
    return here() - 1;
  }

  void emit(std::uint32_t index) {
    const SyntaxNode& node = tree_.nodes[index];
    switch (node.kind) {
      case NodeKind::kEmpty:
        return;
      case NodeKind::kLiteral:
        add({OpCode::kLiteral, node.literal, 0, 0});
        return;
      case NodeKind::kClass:
        add({OpCode::kClass, 0, node.classIndex, 0});
        return;
      case NodeKind::kBegin:
        add({OpCode::kBegin, 0, 0, 0});
        return;
      case NodeKind::kEnd:
        add({OpCode::kEnd, 0, 0, 0});
        return;
      case NodeKind::kConcat:
        for (const std::uint32_t child : node.children) emit(child);
        return;
      case NodeKind::kAlternation:
        emitAlternation(node);
        return;
      case NodeKind::kRepeat:
        emitRepeat(node);
        return;
    }
  }

  void emitAlternation(const SyntaxNode& node) {
    std::vector<std::uint32_t> jumpsToEnd;
    for (std::size_t i = 0; i + 1 < node.children.size(); ++i) {
      const std::uint32_t split = add({OpCode::kSplit, 0, here() + 1, 0});
      emit(node.children[i]);
      jumpsToEnd.push_back(add({OpCode::kJump, 0, 0, 0}));
      code_[split].arg2 = here();
    }
    emit(node.children.back());
    for (const std::uint32_t jump : jumpsToEnd) code_[jump].arg = here();
  }

  void emitRepeat(const SyntaxNode& node) {
    const std::uint32_t body = node.children.front();
    for (std::uint32_t i = 0; i < node.min; ++i) emit(body);
    if (node.max == kUnbounded) {
      const std::uint32_t loop = add({OpCode::kSplit, 0, here() + 1, 0});
      emit(body);
      add({OpCode::kJump, 0, loop, 0});
      code_[loop].arg2 = here();
      return;
    }
    // Each optional copy may be skipped; the simulation merges equal states, so
    // the ambiguity of a?a?a? costs nothing.
    for (std::uint32_t i = node.min; i < node.max; ++i) {
      const std::uint32_t split = add({OpCode::kSplit, 0, here() + 1, 0});
      emit(body);
      code_[split].arg2 = here();
    }
  }

  SyntaxTree tree_;
  std::vector<Instruction> code_;
};

}  // namespace

CompileResult compileSyntaxTree(SyntaxTree tree) {
  Compiler compiler(std::move(tree));
  CompileResult result;
  if (compiler.sizeOf(compiler.root()) + 1 > kMaxProgramInstructions) return result;
  result.program = compiler.compile();
  result.ok = true;
  return result;
}

}  // namespace panalo::validation::detail

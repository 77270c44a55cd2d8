// Recursive-descent parser for the pattern subset documented in
// panalo/validation/pattern.hpp. Anything outside the subset is an error here, at
// load time, so a server pattern can never fail or behave differently later.
#include <optional>
#include <string>
#include <utility>

#include "panalo/validation/utf8.hpp"
#include "pattern_syntax_tree.hpp"

namespace panalo::validation::detail {
namespace {

struct Symbol {
  char32_t codePoint;
  std::size_t offset;  // byte offset in the pattern
};

bool isAsciiDigit(char32_t c) { return c >= U'0' && c <= U'9'; }
bool isAsciiLetter(char32_t c) { return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z'); }
bool isQuantifierStart(char32_t c) { return c == U'*' || c == U'+' || c == U'?' || c == U'{'; }

int hexValue(char32_t c) {
  if (c >= U'0' && c <= U'9') return static_cast<int>(c - U'0');
  if (c >= U'a' && c <= U'f') return static_cast<int>(c - U'a') + 10;
  if (c >= U'A' && c <= U'F') return static_cast<int>(c - U'A') + 10;
  return -1;
}

class Parser {
 public:
  explicit Parser(std::vector<Symbol> symbols, std::size_t sourceSize)
      : symbols_(std::move(symbols)), sourceSize_(sourceSize) {}

  // No exceptions: the wasm build runs with exception catching disabled. The
  // first error is recorded and the cursor jumps to the end, which makes every
  // grammar rule unwind at once; the half-built tree is then discarded.
  bool parse() {
    tree_.root = parseAlternation(0);
    if (!atEnd()) fail(PatternErrorCode::kUnbalancedParenthesis);  // a stray ')'
    return !error_.has_value();
  }
  SyntaxTree takeTree() { return std::move(tree_); }
  PatternError error() const { return error_.value_or(PatternError{}); }

 private:
  // An escape read as one code point, or as a class (\d, \w, \s and negations).
  struct Escape {
    bool isClass = false;
    char32_t codePoint = 0;
    CodePointSet set;
  };

  bool atEnd() const { return position_ >= symbols_.size(); }
  char32_t peek(std::size_t ahead = 0) const {
    return position_ + ahead < symbols_.size() ? symbols_[position_ + ahead].codePoint : char32_t{0};
  }
  bool hasAhead(std::size_t ahead) const { return position_ + ahead < symbols_.size(); }
  std::size_t offsetHere() const { return atEnd() ? sourceSize_ : symbols_[position_].offset; }
  void fail(PatternErrorCode code) {
    if (!error_) error_ = PatternError{code, offsetHere()};
    position_ = symbols_.size();
  }

  std::uint32_t addNode(SyntaxNode node) {
    tree_.nodes.push_back(std::move(node));
    return static_cast<std::uint32_t>(tree_.nodes.size() - 1);
  }
  std::uint32_t addClassNode(CodePointSet set) {
    set.normalize();
    tree_.classes.push_back(std::move(set));
    SyntaxNode node;
    node.kind = NodeKind::kClass;
    node.classIndex = static_cast<std::uint32_t>(tree_.classes.size() - 1);
    return addNode(std::move(node));
  }
  std::uint32_t addLiteralNode(char32_t codePoint) {
    SyntaxNode node;
    node.kind = NodeKind::kLiteral;
    node.literal = codePoint;
    return addNode(std::move(node));
  }

  std::uint32_t parseAlternation(std::size_t depth) {
    if (depth > kMaxPatternNesting) fail(PatternErrorCode::kTooDeeplyNested);
    std::vector<std::uint32_t> branches{parseConcatenation(depth)};
    while (!atEnd() && peek() == U'|') {
      ++position_;
      branches.push_back(parseConcatenation(depth));
    }
    if (branches.size() == 1) return branches.front();
    SyntaxNode node;
    node.kind = NodeKind::kAlternation;
    node.children = std::move(branches);
    return addNode(std::move(node));
  }

  std::uint32_t parseConcatenation(std::size_t depth) {
    std::vector<std::uint32_t> items;
    while (!atEnd() && peek() != U'|' && peek() != U')') {
      const bool isAssertion = peek() == U'^' || peek() == U'$';
      std::uint32_t item = parseAtom(depth);
      if (!atEnd() && isQuantifierStart(peek())) {
        if (isAssertion) {
          fail(PatternErrorCode::kNothingToRepeat);
        } else {
          item = parseQuantifier(item);
        }
      }
      items.push_back(item);
    }
    if (items.size() == 1) return items.front();
    SyntaxNode node;
    node.kind = items.empty() ? NodeKind::kEmpty : NodeKind::kConcat;
    node.children = std::move(items);
    return addNode(std::move(node));
  }

  std::uint32_t parseAtom(std::size_t depth) {
    const char32_t c = peek();
    switch (c) {
      case U'(':
        return parseGroup(depth);
      case U'[':
        return parseClass();
      case U'.': {
        ++position_;
        return addClassNode(CodePointSet::lineTerminators().complement());
      }
      case U'^':
      case U'$': {
        ++position_;
        SyntaxNode node;
        node.kind = c == U'^' ? NodeKind::kBegin : NodeKind::kEnd;
        return addNode(std::move(node));
      }
      case U'*':
      case U'+':
      case U'?':
      case U'{':
        // A '{' here is either a quantifier with nothing before it or a literal
        // brace that JS and Java read differently: reject both.
        fail(c == U'{' ? PatternErrorCode::kInvalidQuantifier : PatternErrorCode::kNothingToRepeat);
        return addNode(SyntaxNode{});
      case U'\\': {
        Escape escape = parseEscape();
        return escape.isClass ? addClassNode(std::move(escape.set)) : addLiteralNode(escape.codePoint);
      }
      default:
        ++position_;
        return addLiteralNode(c);
    }
  }

  std::uint32_t parseGroup(std::size_t depth) {
    ++position_;  // '('
    if (peek() == U'?' && hasAhead(1)) {
      const char32_t kind = peek(1);
      if (kind == U':') {
        position_ += 2;
      } else if (kind == U'=' || kind == U'!' || (kind == U'<' && (peek(2) == U'=' || peek(2) == U'!'))) {
        fail(PatternErrorCode::kLookaround);  // (?= (?! (?<= (?<!
      } else if (kind == U'<') {
        skipGroupName();
      } else {
        fail(PatternErrorCode::kInlineFlags);
      }
    } else if (peek() == U'?') {
      fail(PatternErrorCode::kInlineFlags);
    }
    const std::uint32_t inner = parseAlternation(depth + 1);
    if (atEnd() || peek() != U')') fail(PatternErrorCode::kUnbalancedParenthesis);
    ++position_;
    return inner;
  }

  // (?<name>...): the name is irrelevant to a yes/no match, but it must be a
  // plain identifier so that nothing else hides behind "(?<".
  void skipGroupName() {
    position_ += 2;  // "?<"
    std::size_t length = 0;
    while (!atEnd() && peek() != U'>') {
      const char32_t c = peek();
      if (!(isAsciiLetter(c) || c == U'_' || (length > 0 && isAsciiDigit(c)))) fail(PatternErrorCode::kInlineFlags);
      ++position_;
      ++length;
    }
    if (atEnd() || length == 0) fail(PatternErrorCode::kInlineFlags);
    ++position_;  // '>'
  }

  std::uint32_t parseQuantifier(std::uint32_t item) {
    std::uint32_t min = 0;
    std::uint32_t max = kUnbounded;
    const char32_t c = peek();
    ++position_;
    if (c == U'+') {
      min = 1;
    } else if (c == U'?') {
      max = 1;
    } else if (c == U'{') {
      parseCountedRange(min, max);
    }
    if (!atEnd() && peek() == U'?') {
      ++position_;  // lazy: same yes/no verdict as greedy for a full match
    } else if (!atEnd() && peek() == U'+') {
      fail(PatternErrorCode::kPossessiveQuantifier);
    }
    if (!atEnd() && isQuantifierStart(peek())) fail(PatternErrorCode::kNestedQuantifier);
    SyntaxNode node;
    node.kind = NodeKind::kRepeat;
    node.min = min;
    node.max = max;
    node.children.push_back(item);
    return addNode(std::move(node));
  }

  // After '{': m}, m,} or m,n}.
  void parseCountedRange(std::uint32_t& min, std::uint32_t& max) {
    min = parseCount();
    if (!atEnd() && peek() == U'}') {
      max = min;
    } else if (!atEnd() && peek() == U',') {
      ++position_;
      max = (!atEnd() && peek() == U'}') ? kUnbounded : parseCount();
      if (max != kUnbounded && max < min) fail(PatternErrorCode::kInvalidQuantifier);
    } else {
      fail(PatternErrorCode::kInvalidQuantifier);
    }
    if (atEnd() || peek() != U'}') fail(PatternErrorCode::kInvalidQuantifier);
    ++position_;
  }

  std::uint32_t parseCount() {
    if (atEnd() || !isAsciiDigit(peek())) fail(PatternErrorCode::kInvalidQuantifier);
    std::uint32_t value = 0;
    while (!atEnd() && isAsciiDigit(peek())) {
      value = value * 10 + static_cast<std::uint32_t>(peek() - U'0');
      if (value > kMaxRepetitionCount) fail(PatternErrorCode::kRepetitionTooLarge);
      ++position_;
    }
    return value;
  }

  std::uint32_t parseClass() {
    ++position_;  // '['
    const bool negated = !atEnd() && peek() == U'^';
    if (negated) ++position_;
    if (!atEnd() && peek() == U']') fail(PatternErrorCode::kEmptyClass);
    CodePointSet set;
    while (true) {
      if (atEnd()) {
        fail(PatternErrorCode::kUnterminatedClass);
        break;
      }
      if (peek() == U']') break;
      if (peek() == U'[' || (peek() == U'&' && peek(1) == U'&')) {
        fail(PatternErrorCode::kUnsupportedClassSyntax);
        break;
      }
      Escape low = parseClassMember();
      // A '-' between two members makes a range; first or last it is literal.
      const bool isRange = !atEnd() && peek() == U'-' && hasAhead(1) && peek(1) != U']';
      if (isRange) {
        ++position_;  // '-'
        if (peek() == U'[') fail(PatternErrorCode::kUnsupportedClassSyntax);
        Escape high = parseClassMember();
        if (low.isClass || high.isClass || high.codePoint < low.codePoint) {
          fail(PatternErrorCode::kInvalidClassRange);
        } else {
          set.add(low.codePoint, high.codePoint);
        }
      } else if (low.isClass) {
        set.addSet(low.set);
      } else {
        set.add(low.codePoint, low.codePoint);
      }
    }
    ++position_;  // ']'
    set.normalize();
    return addClassNode(negated ? set.complement() : std::move(set));
  }

  Escape parseClassMember() {
    if (peek() == U'\\') return parseEscape();
    Escape literal;
    literal.codePoint = peek();
    ++position_;
    return literal;
  }

  // \b, \B, \p, \c ... are rejected alike inside and outside classes.
  Escape parseEscape() {
    ++position_;  // '\'
    Escape escape;
    if (atEnd()) {
      fail(PatternErrorCode::kTrailingBackslash);
      return escape;
    }
    const char32_t c = peek();
    auto classEscape = [&](CodePointSet set, bool negate) {
      ++position_;
      set.normalize();
      escape.isClass = true;
      escape.set = negate ? set.complement() : std::move(set);
      return escape;
    };
    auto literal = [&](char32_t value) {
      ++position_;
      escape.codePoint = value;
      return escape;
    };
    switch (c) {
      case U'd':
        return classEscape(CodePointSet::asciiDigits(), false);
      case U'D':
        return classEscape(CodePointSet::asciiDigits(), true);
      case U'w':
        return classEscape(CodePointSet::asciiWord(), false);
      case U'W':
        return classEscape(CodePointSet::asciiWord(), true);
      case U's':
        return classEscape(CodePointSet::whiteSpace(), false);
      case U'S':
        return classEscape(CodePointSet::whiteSpace(), true);
      case U'n':
        return literal(U'\n');
      case U'r':
        return literal(U'\r');
      case U't':
        return literal(U'\t');
      case U'f':
        return literal(U'\f');
      case U'v':
        return literal(U'\v');
      case U'0':
        if (hasAhead(1) && isAsciiDigit(peek(1))) fail(PatternErrorCode::kBackreference);
        return literal(U'\0');
      case U'x':
        return parseHexEscape(2);
      case U'u':
        return parseUnicodeEscape();
      case U'k':
        fail(PatternErrorCode::kBackreference);
        return escape;
      case U'-':
        return literal(U'-');
      default:
        break;
    }
    if (c >= U'1' && c <= U'9') {
      fail(PatternErrorCode::kBackreference);
      return escape;
    }
    if (isAsciiLetter(c) || isAsciiDigit(c)) {
      fail(PatternErrorCode::kUnsupportedEscape);
      return escape;
    }
    return literal(c);  // escaped punctuation or a non-ASCII code point stands for itself
  }

  Escape parseHexEscape(std::size_t digits) {
    ++position_;  // 'x'
    char32_t value = 0;
    for (std::size_t i = 0; i < digits; ++i) {
      const int digit = atEnd() ? -1 : hexValue(peek());
      if (digit < 0) {
        fail(PatternErrorCode::kInvalidEscape);
        return Escape{};
      }
      value = value * 16 + static_cast<char32_t>(digit);
      ++position_;
    }
    Escape escape;
    escape.codePoint = value;
    return escape;
  }

  Escape parseUnicodeEscape() {
    if (peek(1) != U'{') {
      Escape escape = parseHexEscape(4);
      if (escape.codePoint >= 0xD800 && escape.codePoint <= 0xDFFF) fail(PatternErrorCode::kInvalidEscape);
      return escape;
    }
    position_ += 2;  // "u{"
    char32_t value = 0;
    std::size_t digits = 0;
    while (!atEnd() && peek() != U'}') {
      const int digit = hexValue(peek());
      if (digit < 0 || digits == 6) {
        fail(PatternErrorCode::kInvalidEscape);
        return Escape{};
      }
      value = value * 16 + static_cast<char32_t>(digit);
      ++digits;
      ++position_;
    }
    if (atEnd() || digits == 0 || value > kMaxCodePoint || (value >= 0xD800 && value <= 0xDFFF)) {
      fail(PatternErrorCode::kInvalidEscape);
    }
    ++position_;  // '}'
    Escape escape;
    escape.codePoint = value;
    return escape;
  }

  std::vector<Symbol> symbols_;
  std::size_t sourceSize_;
  std::size_t position_ = 0;
  SyntaxTree tree_;
  std::optional<PatternError> error_;
};

}  // namespace

ParseResult parsePattern(std::string_view source) {
  ParseResult result;
  if (source.size() > kMaxPatternBytes) {
    result.error = PatternError{PatternErrorCode::kPatternTooLong, kMaxPatternBytes};
    return result;
  }
  std::vector<Symbol> symbols;
  std::size_t offset = 0;
  while (offset < source.size()) {
    const std::size_t start = offset;
    const auto codePoint = decodeNextCodePoint(source, offset);
    if (!codePoint) {
      result.error = PatternError{PatternErrorCode::kInvalidUtf8, start};
      return result;
    }
    symbols.push_back({*codePoint, start});
  }
  Parser parser(std::move(symbols), source.size());
  result.ok = parser.parse();
  if (result.ok) {
    result.tree = parser.takeTree();
  } else {
    result.error = parser.error();
  }
  return result;
}

}  // namespace panalo::validation::detail

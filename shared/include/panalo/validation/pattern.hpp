#pragma once
// A small regular-expression engine for server-supplied acceptedPattern strings.
//
// Why not std::regex: libstdc++ (server) and libc++ (browser wasm) disagree on
// corner cases and both backtrack, so a hostile or careless pattern such as
// (a*)*b can take exponential time. This engine parses a documented subset,
// compiles it to an NFA and runs a Thompson/Pike simulation: time is
// O(pattern size x input length) for every pattern and input, with no recursion
// on the input, and the verdict is the same on every platform.
//
// Matching is on Unicode code points decoded from UTF-8. A subject that is not
// valid UTF-8 never matches. Matching is always a FULL match: the whole subject
// must match, as if the pattern were wrapped in ^(?:...)$.
//
// Supported syntax (JavaScript/Java meaning where they agree):
//   literal code points      any code point except the metacharacters . [ ] ( ) { } * + ? | ^ $ and backslash
//                            (] and } alone are literals, as in both JS and Java)
//   .                        any code point except line terminators \n \r U+2028 U+2029
//   [abc] [a-z] [^a-z]       classes with ranges and negation; - is literal first or last;
//                            escapes and \d \w \s \D \W \S work inside
//   \d \D                    ASCII digit [0-9] / not
//   \w \W                    ASCII word [A-Za-z0-9_] / not
//   \s \S                    JS white space: [\t\n\v\f\r \u00a0\u1680\u2000-\u200a
//                            \u2028\u2029\u202f\u205f\u3000\ufeff] / not
//   \n \r \t \f \v \0        control characters (\0 not followed by a digit)
//   \xHH \uHHHH \u{H..H}     code points by hex value
//   \<punctuation>           the punctuation itself, e.g. \. \* \\ \- \/
//   ^ $                      start / end of the subject (no multiline mode)
//   (...) (?:...) (?<n>...)  groups (captures are not reported; all three group)
//   a|b                      alternation, empty branches allowed
//   * + ? {m} {m,} {m,n}     greedy quantifiers; m, n <= 1000. A lazy suffix (*? +? ?? {m,n}?)
//                            is accepted: for a yes/no full match it cannot change the verdict
//
// Rejected at load with a PatternError (never at match time): backreferences
// (\1, \k<n>), lookaround ((?=, (?!, (?<=, (?<!), inline flags ((?i) ...),
// possessive quantifiers (a*+), word boundaries \b \B, Unicode properties \p{..},
// other unknown letter escapes, [] and [^] (JS and Java read them differently),
// an unescaped [ inside a class, && inside a class (Java intersection), a { that
// does not start a quantifier, a quantifier with nothing to repeat, patterns over
// 4096 bytes, nesting deeper than 64 groups, and programs over 20000 instructions
// after counted repetition is expanded.
//
// Accepted-pattern convention (spec section 5): a pattern that is exactly "*" is
// read as ".*"; see compileAcceptedPattern.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace panalo::validation {

inline constexpr std::size_t kMaxPatternBytes = 4096;
inline constexpr std::size_t kMaxPatternNesting = 64;
inline constexpr std::uint32_t kMaxRepetitionCount = 1000;
inline constexpr std::size_t kMaxProgramInstructions = 20000;

enum class PatternErrorCode {
  kPatternTooLong,
  kInvalidUtf8,
  kTooDeeplyNested,
  kProgramTooLarge,
  kUnbalancedParenthesis,
  kUnterminatedClass,
  kEmptyClass,
  kInvalidClassRange,
  kUnsupportedClassSyntax,
  kNothingToRepeat,
  kInvalidQuantifier,
  kNestedQuantifier,
  kPossessiveQuantifier,
  kRepetitionTooLarge,
  kBackreference,
  kLookaround,
  kInlineFlags,
  kUnsupportedEscape,
  kInvalidEscape,
  kTrailingBackslash,
};

struct PatternError {
  PatternErrorCode code = PatternErrorCode::kInvalidEscape;
  std::size_t offset = 0;  // byte offset in the pattern where the problem was found

  // Stable snake_case name, e.g. "lookaround", for logs and API answers.
  std::string_view name() const;
  // One English sentence with the offset, for operators configuring patterns.
  std::string describe() const;
};

struct PatternProgram;  // compiled NFA, defined in shared/src/validation

class Pattern {
 public:
  // Whole-subject match on code points; false for invalid UTF-8.
  bool fullMatch(std::string_view subject) const;
  std::size_t instructionCount() const;

 private:
  friend struct PatternCompileResult compilePattern(std::string_view source);
  explicit Pattern(std::shared_ptr<const PatternProgram> program) : program_(std::move(program)) {}
  std::shared_ptr<const PatternProgram> program_;  // immutable, so copies share it safely
};

struct PatternCompileResult {
  std::optional<Pattern> pattern;  // set on success
  PatternError error;              // meaningful only when pattern is empty
  bool ok() const { return pattern.has_value(); }
};

// Parses and compiles `source`; never throws for any input.
PatternCompileResult compilePattern(std::string_view source);

// compilePattern with the acceptedPattern convention: exactly "*" means ".*".
PatternCompileResult compileAcceptedPattern(std::string_view source);

}  // namespace panalo::validation

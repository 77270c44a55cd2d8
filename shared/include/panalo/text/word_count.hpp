#pragma once
// How many words a text has, and the feedback form's rule built on it (spec
// section 5: "feedback content between {0} and {1} words"). Written once: the
// server refuses by it and the feedback form shows the same verdict live
// through the core wasm module.
//
// Counting, over the code points of valid UTF-8:
//   - White space (Unicode White_Space: TAB..CR, SPACE, U+0085, U+00A0, U+1680,
//     U+2000..U+200A, U+2028, U+2029, U+202F, U+205F, U+3000) separates words.
//   - A CJK character (Han ideographs incl. extensions and compatibility
//     ideographs, Hiragana, Katakana) is a word by itself, because those
//     scripts write words without spaces; it also ends the run before it.
//     Hangul is not in that list: Korean separates words with spaces.
//   - Any other run between separators is one word when it holds at least one
//     code point that is not punctuation (ASCII punctuation, U+2010..U+2027,
//     U+2030..U+205E, CJK punctuation U+3001..U+303F, fullwidth punctuation,
//     U+00A1..U+00BF), so "-", "..." and "!!" alone count nothing.
// Invalid UTF-8 has no count.

#include <cstddef>
#include <optional>
#include <string_view>

namespace panalo::text {

std::optional<std::size_t> countWords(std::string_view utf8);

// The feedback form's limits. The message's {0} and {1} are these two.
inline constexpr std::size_t kFeedbackMinWords = 5;
inline constexpr std::size_t kFeedbackMaxWords = 300;
// A cap on characters too, so 300 very long "words" cannot fill the table.
inline constexpr std::size_t kFeedbackMaxCodePoints = 3000;

enum class FeedbackVerdict {
  Ok = 0,
  Empty = 1,         // nothing but white space
  TooFewWords = 2,   // fewer than kFeedbackMinWords
  TooManyWords = 3,  // more than kFeedbackMaxWords
  TooLong = 4,       // more than kFeedbackMaxCodePoints code points
  InvalidText = 5,   // not UTF-8, or a control character other than TAB, LF, CR
};

FeedbackVerdict checkFeedbackContent(std::string_view utf8);

}  // namespace panalo::text

#include "panalo/text/word_count.hpp"

#include "panalo/validation/utf8.hpp"

namespace panalo::text {
namespace {

bool isWhiteSpace(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool isCjk(char32_t c) {
  return (c >= 0x3040 && c <= 0x30FF) ||  // Hiragana, Katakana
         (c >= 0x31F0 && c <= 0x31FF) ||  // Katakana phonetic extensions
         (c >= 0x3400 && c <= 0x4DBF) ||  // Han extension A
         (c >= 0x4E00 && c <= 0x9FFF) ||  // Han unified ideographs
         (c >= 0xF900 && c <= 0xFAFF) ||  // Han compatibility ideographs
         (c >= 0x20000 && c <= 0x3134F);  // Han extensions B..G and compatibility supplement
}

bool isPunctuation(char32_t c) {
  if (c < 0x80) {
    return (c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60) || (c >= 0x7B && c <= 0x7E);
  }
  return (c >= 0xA1 && c <= 0xBF) || (c >= 0x2010 && c <= 0x2027) || (c >= 0x2030 && c <= 0x205E) ||
         (c >= 0x3001 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF0F) || (c >= 0xFF1A && c <= 0xFF20) ||
         (c >= 0xFF3B && c <= 0xFF40) || (c >= 0xFF5B && c <= 0xFF65);
}

bool isRefusedControl(char32_t c) {
  if (c == 0x09 || c == 0x0A || c == 0x0D) return false;
  return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F);
}

struct Scan {
  std::size_t words = 0;
  std::size_t codePoints = 0;
  bool refusedControl = false;
  bool onlyWhiteSpace = true;
};

std::optional<Scan> scan(std::string_view text) {
  Scan result;
  bool runHasWordCharacter = false;
  std::size_t offset = 0;
  while (offset < text.size()) {
    const auto decoded = validation::decodeNextCodePoint(text, offset);
    if (!decoded) return std::nullopt;
    const char32_t c = *decoded;
    ++result.codePoints;
    if (isRefusedControl(c)) result.refusedControl = true;
    if (!isWhiteSpace(c)) result.onlyWhiteSpace = false;
    if (isWhiteSpace(c) || isCjk(c)) {
      if (runHasWordCharacter) ++result.words;
      runHasWordCharacter = false;
      if (isCjk(c)) ++result.words;
      continue;
    }
    if (!isPunctuation(c)) runHasWordCharacter = true;
  }
  if (runHasWordCharacter) ++result.words;
  return result;
}

}  // namespace

std::optional<std::size_t> countWords(std::string_view utf8) {
  const auto result = scan(utf8);
  if (!result) return std::nullopt;
  return result->words;
}

FeedbackVerdict checkFeedbackContent(std::string_view utf8) {
  const auto result = scan(utf8);
  if (!result || result->refusedControl) return FeedbackVerdict::InvalidText;
  if (result->codePoints > kFeedbackMaxCodePoints) return FeedbackVerdict::TooLong;
  if (result->onlyWhiteSpace) return FeedbackVerdict::Empty;
  if (result->words < kFeedbackMinWords) return FeedbackVerdict::TooFewWords;
  if (result->words > kFeedbackMaxWords) return FeedbackVerdict::TooManyWords;
  return FeedbackVerdict::Ok;
}

}  // namespace panalo::text

#include "domains/chat/profanity_filter.hpp"

#include <cctype>

namespace panalo::services {
namespace {

// A byte that belongs to a word: ASCII letters and digits, and every byte of a
// non-ASCII character (Tagalog and Portuguese words carry accents).
bool isWordByte(unsigned char c) { return c >= 0x80 || std::isalnum(c) != 0; }

bool sameIgnoringAsciiCase(std::string_view text, std::size_t at, std::string_view word) {
  if (text.size() - at < word.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i) {
    const auto a = static_cast<unsigned char>(text[at + i]);
    const auto b = static_cast<unsigned char>(word[i]);
    if (std::tolower(a) != std::tolower(b)) return false;
  }
  return true;
}

std::size_t codePointsIn(std::string_view bytes) {
  std::size_t count = 0;
  for (const char c : bytes) {
    if ((static_cast<unsigned char>(c) & 0xC0U) != 0x80U) ++count;
  }
  return count;
}

}  // namespace

std::string maskBannedWords(std::string_view text, const std::vector<std::string>& words) {
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    if (!isWordByte(static_cast<unsigned char>(text[i]))) {
      out += text[i++];
      continue;
    }
    // One whole word of the text: compare it with each banned word.
    std::size_t end = i;
    while (end < text.size() && isWordByte(static_cast<unsigned char>(text[end]))) ++end;
    const auto word = text.substr(i, end - i);
    bool banned = false;
    for (const auto& candidate : words) {
      if (candidate.size() == word.size() && sameIgnoringAsciiCase(word, 0, candidate)) {
        banned = true;
        break;
      }
    }
    if (banned) {
      out.append(codePointsIn(word), '*');
    } else {
      out.append(word);
    }
    i = end;
  }
  return out;
}

}  // namespace panalo::services

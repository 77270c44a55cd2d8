// Context-specific words in passwords (NIST SP 800-63B 5.1.1.2, OWASP ASVS 5.0
// V6.2): the product's name, the site's domains and the username. A password
// that is one of them plus a few characters ("Panalo2024!", "p@nal0-123",
// "johndoe99!!") is among the first guesses of anyone attacking this site.
#include <algorithm>
#include <string>
#include <vector>

#include "panalo/validation/password_policy.hpp"
#include "panalo/validation/utf8.hpp"

namespace panalo::validation {
namespace {

// Lower-cases ASCII and maps the usual look-alike substitutions onto one letter,
// so "P@NAL0" and "panalo" compare equal. Byte for byte: bytes of multi-byte
// UTF-8 sequences (0x80 and above) are left alone, so positions stay aligned.
char fold(char c) {
  switch (c) {
    case '@':
    case '4':
      return 'a';
    case '0':
      return 'o';
    case '1':
    case '!':
    case '|':
    case 'l':
    case 'L':
    case 'I':
      return 'i';
    case '3':
      return 'e';
    case '$':
    case '5':
      return 's';
    case '7':
    case '+':
      return 't';
    default:
      return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
}

std::string folded(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), fold);
  return out;
}

// The words to look for: each given word, and each dot-separated label of a
// domain ("play.panalo.ph" also gives "play" and "panalo"), folded; words
// shorter than kMinSiteWordLength are dropped (they would match by chance).
std::vector<std::string> foldedWords(const std::vector<std::string>& siteWords, std::string_view username) {
  std::vector<std::string> words;
  auto add = [&words](std::string_view word) {
    if (word.size() >= kMinSiteWordLength) words.push_back(folded(word));
  };
  add(kProductName);
  add(username);
  for (const auto& word : siteWords) {
    add(word);
    std::size_t start = 0;
    while (word.find('.', start) != std::string::npos) {
      const std::size_t dot = word.find('.', start);
      add(std::string_view(word).substr(start, dot - start));
      start = dot + 1;
    }
    if (start > 0) add(std::string_view(word).substr(start));
  }
  // Longest first, so "panalo.ph" is removed whole before "panalo" is tried.
  std::sort(words.begin(), words.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

}  // namespace

bool isBasedOnSiteWord(std::string_view password, std::string_view username, const std::vector<std::string>& siteWords,
                       std::uint32_t minLength) {
  const std::string haystack = folded(password);
  std::vector<bool> removed(password.size(), false);
  bool found = false;
  for (const auto& word : foldedWords(siteWords, username)) {
    for (std::size_t at = haystack.find(word); at != std::string::npos; at = haystack.find(word, at + 1)) {
      // An occurrence overlapping one already removed (a longer word) is not counted again.
      if (std::any_of(removed.begin() + static_cast<std::ptrdiff_t>(at),
                      removed.begin() + static_cast<std::ptrdiff_t>(at + word.size()), [](bool r) { return r; })) {
        continue;
      }
      std::fill(removed.begin() + static_cast<std::ptrdiff_t>(at),
                removed.begin() + static_cast<std::ptrdiff_t>(at + word.size()), true);
      found = true;
    }
  }
  if (!found) return false;
  std::string rest;
  for (std::size_t i = 0; i < password.size(); ++i) {
    if (!removed[i]) rest.push_back(password[i]);
  }
  // What is left must be a password of its own: long enough, and not a common one.
  const auto restLength = countCodePoints(rest);
  return !restLength || *restLength < minLength || isCommonPassword(rest);
}

}  // namespace panalo::validation

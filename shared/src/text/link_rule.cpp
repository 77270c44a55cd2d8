#include "panalo/text/link_rule.hpp"

#include <array>

#include "panalo/validation/utf8.hpp"

namespace panalo::text {
namespace {

// Why each refused character is refused:
// - C0/C1 controls and DEL: the URL parser strips them from the ends and drops
//   tab and newline anywhere, so "java\tscript:" would run as "javascript:"; what
//   we check must be exactly what the browser follows.
// - Every Unicode White_Space character (space included): leading ones are
//   stripped by the parser, and inside a link they only serve to disguise it. An
//   operator writes tel:+63-917-123-4567 or %20 instead.
// - Invisible formatting (zero-width characters, bidi embeddings, overrides and
//   isolates, soft hyphen, word joiner, BOM): they make a link read differently
//   from where it goes.
// - U+FFFD: text that already lost bytes; also the browser's TextEncoder turns a
//   lone UTF-16 surrogate into it, so refusing it keeps the UI's verdict on the
//   encoded bytes the same as on its string.
// - '\': WHATWG URL parsing reads it as '/' in http(s) links, so "/\evil.example"
//   would leave the site as "//evil.example".
struct Range {
  char32_t first;
  char32_t last;
};
constexpr std::array<Range, 16> kRefused = {{
    {0x0000, 0x0020},    // C0 controls and space
    {0x005C, 0x005C},    // backslash
    {0x007F, 0x00A0},    // DEL, C1 controls (NEL among them), no-break space
    {0x00AD, 0x00AD},    // soft hyphen
    {0x061C, 0x061C},    // Arabic letter mark
    {0x1680, 0x1680},    // Ogham space mark
    {0x180E, 0x180E},    // Mongolian vowel separator
    {0x2000, 0x200F},    // en quad .. hair space, zero-width space/joiners, LRM, RLM
    {0x2028, 0x202F},    // line/paragraph separators, bidi embeddings, narrow no-break space
    {0x205F, 0x206F},    // medium mathematical space, word joiner, invisible operators, bidi isolates
    {0x3000, 0x3000},    // ideographic space
    {0xFE00, 0xFE0F},    // variation selectors
    {0xFEFF, 0xFEFF},    // byte order mark / zero-width no-break space
    {0xFFF9, 0xFFFB},    // interlinear annotation controls
    {0xFFFD, 0xFFFD},    // replacement character
    {0xE0000, 0xE007F},  // tag characters
}};

bool isRefused(char32_t codePoint) {
  for (const Range& range : kRefused) {
    if (codePoint >= range.first && codePoint <= range.last) return true;
  }
  return false;
}

bool onlyAllowedCharacters(std::string_view link) {
  std::size_t offset = 0;
  while (offset < link.size()) {
    const auto codePoint = validation::decodeNextCodePoint(link, offset);
    if (!codePoint || isRefused(*codePoint)) return false;
  }
  return true;
}

char lowerAscii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

// Schemes are case-insensitive (RFC 3986 section 3.1): HTTPS:// is https://.
bool startsWithIgnoringCase(std::string_view text, std::string_view lowerPrefix) {
  if (text.size() < lowerPrefix.size()) return false;
  for (std::size_t i = 0; i < lowerPrefix.size(); ++i) {
    if (lowerAscii(text[i]) != lowerPrefix[i]) return false;
  }
  return true;
}

}  // namespace

bool isSafeLink(std::string_view link) {
  if (link.empty() || !onlyAllowedCharacters(link)) return false;
  // "/" alone is the home page; "//host" would be another site (scheme-relative).
  if (link[0] == '/') return link.size() == 1 || link[1] != '/';
  for (const std::string_view web : {std::string_view("http://"), std::string_view("https://")}) {
    if (!startsWithIgnoringCase(link, web)) continue;
    // A host must follow: "https:///x" and "https://?x" name none.
    const std::string_view rest = link.substr(web.size());
    return !rest.empty() && rest[0] != '/' && rest[0] != '?' && rest[0] != '#';
  }
  for (const std::string_view other : {std::string_view("mailto:"), std::string_view("tel:")}) {
    if (startsWithIgnoringCase(link, other)) return link.size() > other.size();
  }
  return false;
}

}  // namespace panalo::text

#include "panalo/text/search_fold.hpp"

#include <algorithm>
#include <cstddef>

#include "panalo/validation/utf8.hpp"
#include "search_fold_table.hpp"

namespace panalo::text {
namespace {

constexpr char32_t kReplacementCharacter = 0xFFFD;

// Unicode White_Space, plus every C0 control and DEL: a name that holds a tab
// or a NUL splits words there like a space would.
bool isSpaceLike(char32_t cp) {
  if (cp <= 0x20 || cp == 0x7F) return true;
  if (cp < 0x85) return false;
  return cp == 0x85 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 ||
         cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

const detail::SearchFoldEntry* findFold(char32_t cp) {
  if (cp > 0xFFFF) return nullptr;  // the table holds the Basic Multilingual Plane only
  const detail::SearchFoldEntry* first = detail::kSearchFold;
  const detail::SearchFoldEntry* last = first + detail::kSearchFoldCount;
  const auto* found = std::lower_bound(
      first, last, cp, [](const detail::SearchFoldEntry& e, char32_t key) { return char32_t{e.from} < key; });
  return found != last && found->from == cp ? found : nullptr;
}

void appendUtf8(char32_t cp, std::string& out) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

// Writes folded code points, turning runs of space into one ' ' between words.
class FoldWriter {
 public:
  explicit FoldWriter(std::string& out) : out_(out) {}
  void space() { pendingSpace_ = !out_.empty(); }
  void put(char32_t cp) {
    if (pendingSpace_) {
      out_.push_back(' ');
      pendingSpace_ = false;
    }
    appendUtf8(cp, out_);
  }

 private:
  std::string& out_;
  bool pendingSpace_ = false;
};

}  // namespace

void foldForSearch(std::string_view text, std::string& out) {
  out.clear();
  FoldWriter writer(out);
  std::size_t offset = 0;
  while (offset < text.size()) {
    const auto byte = static_cast<unsigned char>(text[offset]);
    if (byte < 0x80) {  // ASCII: most names are all ASCII, so no decoding here
      ++offset;
      if (isSpaceLike(byte)) {
        writer.space();
      } else {
        writer.put(byte >= 'A' && byte <= 'Z' ? static_cast<char32_t>(byte + ('a' - 'A')) : byte);
      }
      continue;
    }
    const auto decoded = validation::decodeNextCodePoint(text, offset);
    if (!decoded) {
      ++offset;  // one bad byte, one U+FFFD; decoding resumes at the next byte
      writer.put(kReplacementCharacter);
      continue;
    }
    const char32_t cp = *decoded;
    if (isSpaceLike(cp)) {
      writer.space();
      continue;
    }
    const detail::SearchFoldEntry* fold = findFold(cp);
    if (fold == nullptr) {
      writer.put(cp);
      continue;
    }
    if (fold->first != 0) writer.put(fold->first);
    if (fold->second != 0) writer.put(fold->second);
  }
}

std::string foldForSearch(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  foldForSearch(text, out);
  return out;
}

}  // namespace panalo::text

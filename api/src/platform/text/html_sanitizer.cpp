#include "platform/text/html_sanitizer.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "panalo/text/link_rule.hpp"
#include "panalo/validation/utf8.hpp"

namespace panalo::text {
namespace {

// Deeper nesting than any announcement needs only inflates the output; tags past
// it are dropped (their text stays).
constexpr std::size_t kMaxDepth = 32;
constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

constexpr std::array<std::string_view, 21> kAllowedTags{"p",    "br",    "b",     "strong", "i",   "em", "u",
                                                        "ul",   "ol",    "li",    "a",      "img", "h3", "h4",
                                                        "span", "table", "thead", "tbody",  "tr",  "th", "td"};
// Their content is code, styling or another document, never text for the reader.
constexpr std::array<std::string_view, 18> kDroppedWithContent{
    "script", "style", "iframe",  "object",   "svg",    "math",     "template", "noscript", "textarea",
    "title",  "xmp",   "noembed", "noframes", "applet", "frameset", "select",   "head",     "plaintext"};

template <std::size_t N>
bool listed(const std::array<std::string_view, N>& list, std::string_view name) {
  return std::find(list.begin(), list.end(), name) != list.end();
}

bool isVoid(std::string_view tag) { return tag == "br" || tag == "img"; }
bool isAsciiAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isAsciiDigit(char c) { return c >= '0' && c <= '9'; }
bool isHexDigit(char c) { return isAsciiDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }
char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

std::string lowered(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), lower);
  return out;
}

bool startsWithNoCase(std::string_view text, std::string_view prefix) {
  if (text.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    if (lower(text[i]) != prefix[i]) return false;
  }
  return true;
}

void appendUtf8(std::string& out, char32_t cp) {
  if (cp == 0 || cp > validation::kMaxCodePoint || (cp >= 0xD800 && cp <= 0xDFFF)) {
    out.append(kReplacement);
  } else if (cp < 0x80) {
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

// Appends the code point at `i` (advancing past it) escaped for HTML text or a
// quoted attribute value; an invalid sequence becomes U+FFFD, NUL disappears.
void appendEscaped(std::string& out, std::string_view in, std::size_t& i) {
  const char c = in[i];
  switch (c) {
    case '<':
      out.append("&lt;");
      ++i;
      return;
    case '>':
      out.append("&gt;");
      ++i;
      return;
    case '"':
      out.append("&quot;");
      ++i;
      return;
    case '\'':
      out.append("&#39;");
      ++i;
      return;
    case '&':
      out.append("&amp;");
      ++i;
      return;
    case '\0':
      ++i;
      return;
    default:
      break;
  }
  const std::size_t start = i;
  if (validation::decodeNextCodePoint(in, i)) {
    out.append(in.substr(start, i - start));
  } else {
    out.append(kReplacement);
    ++i;
  }
}

std::string escapedValue(std::string_view value) {
  std::string out;
  for (std::size_t i = 0; i < value.size();) appendEscaped(out, value, i);
  return out;
}

// The length of a well-formed character reference at `i` ("&amp;", "&#39;",
// "&#x1F600;"), or 0. Kept as written in text: the browser shows it as text.
std::size_t referenceLength(std::string_view in, std::size_t i) {
  std::size_t j = i + 1;
  if (j < in.size() && in[j] == '#') {
    ++j;
    const bool hex = j < in.size() && (in[j] == 'x' || in[j] == 'X');
    if (hex) ++j;
    const std::size_t digits = j;
    while (j < in.size() && j - digits < 7 && (hex ? isHexDigit(in[j]) : isAsciiDigit(in[j]))) ++j;
    if (j == digits) return 0;
  } else {
    const std::size_t letters = j;
    while (j < in.size() && j - letters < 32 && (isAsciiAlpha(in[j]) || isAsciiDigit(in[j]))) ++j;
    if (j == letters || !isAsciiAlpha(in[letters])) return 0;
  }
  return j < in.size() && in[j] == ';' ? j + 1 - i : 0;
}

// Decodes the character references of an attribute value the way a browser
// would before it looks at a URL ("jav&#x61;script:", "&#106" without ';'), so
// the URL rule judges what the browser would follow. Unknown named references
// stay as written; the value is escaped again on output, so they stay text.
std::string decodedValue(std::string_view value) {
  std::string out;
  std::size_t i = 0;
  while (i < value.size()) {
    if (value[i] != '&') {
      out.push_back(value[i++]);
      continue;
    }
    std::size_t j = i + 1;
    if (j < value.size() && value[j] == '#') {
      ++j;
      const bool hex = j < value.size() && (value[j] == 'x' || value[j] == 'X');
      if (hex) ++j;
      std::uint32_t cp = 0;
      const std::size_t digits = j;
      while (j < value.size() && (hex ? isHexDigit(value[j]) : isAsciiDigit(value[j]))) {
        const char d = value[j];
        const std::uint32_t digit =
            isAsciiDigit(d) ? static_cast<std::uint32_t>(d - '0') : static_cast<std::uint32_t>(lower(d) - 'a' + 10);
        cp = std::min<std::uint32_t>(cp * (hex ? 16U : 10U) + digit, 0x110000U);
        ++j;
      }
      if (j > digits) {
        if (j < value.size() && value[j] == ';') ++j;
        appendUtf8(out, static_cast<char32_t>(cp));
        i = j;
        continue;
      }
    } else {
      static constexpr std::array<std::pair<std::string_view, std::string_view>, 9> kNamed{{{"amp;", "&"},
                                                                                            {"lt;", "<"},
                                                                                            {"gt;", ">"},
                                                                                            {"quot;", "\""},
                                                                                            {"apos;", "'"},
                                                                                            {"colon;", ":"},
                                                                                            {"tab;", "\t"},
                                                                                            {"newline;", "\n"},
                                                                                            {"sol;", "/"}}};
      const auto rest = value.substr(j);
      const auto named = std::find_if(kNamed.begin(), kNamed.end(),
                                      [&rest](const auto& entry) { return startsWithNoCase(rest, entry.first); });
      if (named != kNamed.end()) {
        out.append(named->second);
        i = j + named->first.size();
        continue;
      }
    }
    out.push_back(value[i++]);
  }
  return out;
}

// http(s) or a path on this site for links; https or a path for images (a
// plain-http image on an https page is mixed content).
bool safeUrl(std::string_view url, bool imageSource) {
  if (!isSafeLink(url)) return false;
  if (url.front() == '/') return url.size() < 2 || url[1] != '/';
  if (startsWithNoCase(url, "https://")) return true;
  return !imageSource && startsWithNoCase(url, "http://");
}

bool smallNumber(std::string_view value) {
  return !value.empty() && value.size() <= 3 && std::all_of(value.begin(), value.end(), isAsciiDigit);
}

struct Attribute {
  std::string name;   // lower case
  std::string value;  // character references decoded
};

struct Tag {
  std::string name;  // lower case
  std::vector<Attribute> attributes;
  std::size_t end = 0;  // just past '>'
};

// Reads a start tag whose name starts at `i` (after '<'). nullopt when the
// input ends inside it: the rest of the input is then dropped.
std::optional<Tag> readStartTag(std::string_view in, std::size_t i) {
  Tag tag;
  const std::size_t nameStart = i;
  while (i < in.size() && !isSpace(in[i]) && in[i] != '/' && in[i] != '>') ++i;
  tag.name = lowered(in.substr(nameStart, i - nameStart));
  while (i < in.size()) {
    while (i < in.size() && (isSpace(in[i]) || in[i] == '/')) ++i;
    if (i >= in.size()) return std::nullopt;
    if (in[i] == '>') {
      tag.end = i + 1;
      return tag;
    }
    const std::size_t attrStart = i;
    ++i;  // a name may start with '='
    while (i < in.size() && !isSpace(in[i]) && in[i] != '/' && in[i] != '>' && in[i] != '=') ++i;
    Attribute attribute{lowered(in.substr(attrStart, i - attrStart)), ""};
    std::size_t j = i;
    while (j < in.size() && isSpace(in[j])) ++j;
    if (j < in.size() && in[j] == '=') {
      ++j;
      while (j < in.size() && isSpace(in[j])) ++j;
      if (j >= in.size()) return std::nullopt;
      if (in[j] == '"' || in[j] == '\'') {
        const auto close = in.find(in[j], j + 1);
        if (close == std::string_view::npos) return std::nullopt;
        attribute.value = decodedValue(in.substr(j + 1, close - j - 1));
        i = close + 1;
      } else {
        const std::size_t valueStart = j;
        while (j < in.size() && !isSpace(in[j]) && in[j] != '>') ++j;
        attribute.value = decodedValue(in.substr(valueStart, j - valueStart));
        i = j;
      }
    }
    tag.attributes.push_back(std::move(attribute));
  }
  return std::nullopt;
}

const std::string* attributeOf(const Tag& tag, std::string_view name) {
  for (const auto& attribute : tag.attributes) {
    if (attribute.name == name) return &attribute.value;  // the first wins, as in a browser
  }
  return nullptr;
}

// The rebuilt start tag, or nullopt when the element cannot be kept (an image
// without a safe source).
std::optional<std::string> rebuiltStartTag(const Tag& tag) {
  std::string out = "<" + tag.name;
  if (tag.name == "a") {
    const auto* href = attributeOf(tag, "href");
    if (href != nullptr && safeUrl(*href, false)) {
      out.append(" href=\"").append(escapedValue(*href)).append("\"");
      if (href->front() != '/') out.append(" target=\"_blank\"");
    }
    out.append(" rel=\"noopener noreferrer\"");
  } else if (tag.name == "img") {
    const auto* src = attributeOf(tag, "src");
    if (src == nullptr || !safeUrl(*src, true)) return std::nullopt;
    out.append(" src=\"").append(escapedValue(*src)).append("\"");
    const auto* alt = attributeOf(tag, "alt");
    out.append(" alt=\"").append(alt != nullptr ? escapedValue(*alt) : "").append("\"");
  } else if (tag.name == "td" || tag.name == "th") {
    for (const std::string_view name : {"colspan", "rowspan"}) {
      const auto* value = attributeOf(tag, name);
      if (value != nullptr && smallNumber(*value))
        out.append(" ").append(name).append("=\"").append(*value).append("\"");
    }
  }
  out.push_back('>');
  return out;
}

// Where the content of a dropped element ends: just past its end tag, or the
// end of the input when it has none.
std::size_t skipContent(std::string_view in, std::size_t from, std::string_view name) {
  if (name == "plaintext") return in.size();
  for (std::size_t i = in.find("</", from); i != std::string_view::npos; i = in.find("</", i + 2)) {
    const std::size_t after = i + 2 + name.size();
    if (!startsWithNoCase(in.substr(i + 2), name)) continue;
    if (after < in.size() && !isSpace(in[after]) && in[after] != '/' && in[after] != '>') continue;
    const auto close = in.find('>', after);
    return close == std::string_view::npos ? in.size() : close + 1;
  }
  return in.size();
}

class Sanitizer {
 public:
  explicit Sanitizer(std::string_view in) : in_(in) {}

  std::string run() {
    std::size_t i = 0;
    while (i < in_.size()) {
      const char c = in_[i];
      if (c == '<') {
        i = markup(i);
      } else if (c == '&') {
        const auto length = referenceLength(in_, i);
        if (length > 0) {
          out_.append(in_.substr(i, length));
          i += length;
        } else {
          appendEscaped(out_, in_, i);
        }
      } else {
        appendEscaped(out_, in_, i);
      }
    }
    while (!open_.empty()) closeTop();
    return std::move(out_);
  }

 private:
  // Handles the markup starting at '<' and returns where reading goes on.
  std::size_t markup(std::size_t i) {
    const auto rest = in_.substr(i);
    if (rest.rfind("<!--", 0) == 0) {
      const auto close = in_.find("-->", i + 4);
      return close == std::string_view::npos ? in_.size() : close + 3;
    }
    if (rest.size() > 1 && (rest[1] == '!' || rest[1] == '?')) {
      const auto close = in_.find('>', i);
      return close == std::string_view::npos ? in_.size() : close + 1;
    }
    if (rest.size() > 2 && rest[1] == '/' && isAsciiAlpha(rest[2])) {
      const auto close = in_.find('>', i);
      std::size_t nameEnd = i + 2;
      while (nameEnd < in_.size() && !isSpace(in_[nameEnd]) && in_[nameEnd] != '/' && in_[nameEnd] != '>') ++nameEnd;
      if (close == std::string_view::npos) return in_.size();
      endTag(lowered(in_.substr(i + 2, nameEnd - i - 2)));
      return close + 1;
    }
    if (rest.size() > 1 && isAsciiAlpha(rest[1])) {
      const auto tag = readStartTag(in_, i + 1);
      if (!tag) return in_.size();
      if (listed(kDroppedWithContent, tag->name)) return skipContent(in_, tag->end, tag->name);
      startTag(*tag);
      return tag->end;
    }
    out_.append("&lt;");
    return i + 1;
  }

  void startTag(const Tag& tag) {
    if (!listed(kAllowedTags, tag.name)) return;
    const bool isVoidTag = isVoid(tag.name);
    if (!isVoidTag && open_.size() >= kMaxDepth) return;
    const auto rebuilt = rebuiltStartTag(tag);
    if (!rebuilt) return;
    out_.append(*rebuilt);
    if (!isVoidTag) open_.push_back(tag.name);
  }

  void endTag(const std::string& name) {
    const auto found = std::find(open_.rbegin(), open_.rend(), name);
    if (found == open_.rend()) return;  // not open here: a stray end tag
    const auto closes = static_cast<std::size_t>(found - open_.rbegin()) + 1;
    for (std::size_t n = 0; n < closes; ++n) closeTop();
  }

  void closeTop() {
    out_.append("</").append(open_.back()).append(">");
    open_.pop_back();
  }

  std::string_view in_;
  std::string out_;
  std::vector<std::string> open_;
};

}  // namespace

std::string sanitizeHtml(std::string_view html) { return Sanitizer(html).run(); }

}  // namespace panalo::text

// The allow-list HTML sanitiser (api/src/platform/text/html_sanitizer.hpp)
// against hostile input: scripts and their content, event handlers,
// javascript: and data: URLs (also hidden behind character references,
// controls and odd case), broken markup, comments, deep nesting, invalid
// UTF-8, and the kept markup rebuilt exactly.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "platform/text/html_sanitizer.hpp"

namespace {

using panalo::text::sanitizeHtml;

// No output may hold something a browser would run.
void expectInert(const std::string& out) {
  const auto lower = [&out] {
    std::string s = out;
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  }();
  EXPECT_EQ(lower.find("<script"), std::string::npos) << out;
  EXPECT_EQ(lower.find("javascript:"), std::string::npos) << out;
  EXPECT_EQ(lower.find(" on"), std::string::npos) << out;
  EXPECT_EQ(lower.find("<iframe"), std::string::npos) << out;
  EXPECT_EQ(lower.find("<style"), std::string::npos) << out;
  EXPECT_EQ(lower.find("<svg"), std::string::npos) << out;
}

TEST(HtmlSanitizer, KeepsTheAllowedMarkupAsWritten) {
  const std::string html =
      "<h3>Weekend</h3><p>Deposit <b>100</b> and get <strong>50</strong>, <i>i</i> <em>em</em> <u>u</u><br>"
      "<span>x</span></p><ul><li>one</li></ul><ol><li>two</li></ol><h4>Rules</h4>"
      "<table><thead><tr><th colspan=\"2\">Tier</th></tr></thead><tbody><tr><td rowspan=\"1\">1</td><td>2</td></tr>"
      "</tbody></table>";
  EXPECT_EQ(sanitizeHtml(html), html);
}

TEST(HtmlSanitizer, RemovesScriptsStylesAndFramesWithTheirContent) {
  EXPECT_EQ(sanitizeHtml("<p>a<script>alert(1)</script>b</p>"), "<p>ab</p>");
  EXPECT_EQ(sanitizeHtml("<p>a<SCRIPT type=x>alert('</p>')</ScRiPt >b</p>"), "<p>ab</p>");
  EXPECT_EQ(sanitizeHtml("x<style>body{display:none}</style>y"), "xy");
  EXPECT_EQ(sanitizeHtml("x<iframe src=\"https://evil.example\">inside</iframe>y"), "xy");
  EXPECT_EQ(sanitizeHtml("x<svg><script>alert(1)</script></svg>y"), "xy");
  EXPECT_EQ(sanitizeHtml("x<object data=a></object><embed src=b>y"), "xy");
  // No end tag: everything after the opening is dropped.
  EXPECT_EQ(sanitizeHtml("safe<script>alert(1)"), "safe");
  EXPECT_EQ(sanitizeHtml("a<plaintext><b>b</b>"), "a");
}

TEST(HtmlSanitizer, DropsEventHandlersStylesAndUnknownAttributes) {
  EXPECT_EQ(sanitizeHtml("<p onclick=\"alert(1)\" style=\"color:red\" class=x id=y>t</p>"), "<p>t</p>");
  EXPECT_EQ(sanitizeHtml("<b/onmouseover=alert(1)>t</b>"), "<b>t</b>");
  EXPECT_EQ(sanitizeHtml("<img src=\"/i.png\" onerror=\"alert(1)\">"), "<img src=\"/i.png\" alt=\"\">");
}

TEST(HtmlSanitizer, LinksKeepOnlyHttpHttpsOrSitePathsAndGetRelNoopener) {
  EXPECT_EQ(sanitizeHtml("<a href=\"https://panalo.example/x?a=1&amp;b=2\">go</a>"),
            "<a href=\"https://panalo.example/x?a=1&amp;b=2\" target=\"_blank\" rel=\"noopener noreferrer\">go</a>");
  EXPECT_EQ(sanitizeHtml("<a href=/promotions>go</a>"), "<a href=\"/promotions\" rel=\"noopener noreferrer\">go</a>");
  EXPECT_EQ(sanitizeHtml("<a href=\"http://x.example\" target=_self rel=opener>t</a>"),
            "<a href=\"http://x.example\" target=\"_blank\" rel=\"noopener noreferrer\">t</a>");
  for (const std::string href :
       {"javascript:alert(1)", "JaVaScRiPt:alert(1)", "jav&#x61;script:alert(1)", "jav&#97script:alert(1)",
        "java&#x09;script:alert(1)", "javascript&colon;alert(1)", " javascript:alert(1)", "data:text/html,<b>",
        "vbscript:x", "//evil.example/x", "mailto:a@b.example", "ja\nvascript:alert(1)"}) {
    const auto out = sanitizeHtml("<a href=\"" + href + "\">t</a>");
    EXPECT_EQ(out, "<a rel=\"noopener noreferrer\">t</a>") << href;
    expectInert(out);
  }
}

TEST(HtmlSanitizer, ImagesNeedAnHttpsOrSitePathSource) {
  EXPECT_EQ(sanitizeHtml("<img src=\"https://cdn.example/a.png\" alt=\"A &quot;b&quot;\">"),
            "<img src=\"https://cdn.example/a.png\" alt=\"A &quot;b&quot;\">");
  EXPECT_EQ(sanitizeHtml("<IMG SRC=/a.png ALT=x>"), "<img src=\"/a.png\" alt=\"x\">");
  for (const std::string src : {"http://cdn.example/a.png", "javascript:alert(1)", "data:image/png;base64,AAAA", "x",
                                "//cdn.example/a.png", ""}) {
    EXPECT_EQ(sanitizeHtml("a<img src=\"" + src + "\">b"), "ab") << src;
  }
  EXPECT_EQ(sanitizeHtml("a<img alt=x>b"), "ab");
}

TEST(HtmlSanitizer, EscapesTextAndKeepsCharacterReferences) {
  EXPECT_EQ(sanitizeHtml("1 < 2 > 0 & \"q\" 'a'"), "1 &lt; 2 &gt; 0 &amp; &quot;q&quot; &#39;a&#39;");
  EXPECT_EQ(sanitizeHtml("&lt;script&gt; &amp; &#169; &#x1F600; &copy;"),
            "&lt;script&gt; &amp; &#169; &#x1F600; &copy;");
  EXPECT_EQ(sanitizeHtml("&#; &; &x &#xZZ;"), "&amp;#; &amp;; &amp;x &amp;#xZZ;");
}

TEST(HtmlSanitizer, DropsUnknownTagsButKeepsTheirText) {
  EXPECT_EQ(sanitizeHtml("<div><font color=red>Big</font> <marquee>news</marquee></div>"), "Big news");
  EXPECT_EQ(sanitizeHtml("<form action=/x><input name=p><button>Go</button></form>"), "Go");
  EXPECT_EQ(sanitizeHtml("<base href=\"https://evil.example/\"><meta http-equiv=refresh content=0>t"), "t");
}

TEST(HtmlSanitizer, BrokenMarkupCannotSmuggleATag) {
  expectInert(sanitizeHtml("<scr<script>ipt>alert(1)</script>"));
  EXPECT_EQ(sanitizeHtml("<<script>alert(1)</script>b"), "&lt;b");
  EXPECT_EQ(sanitizeHtml("<!--><script>alert(1)</script>-->t"), "t");
  EXPECT_EQ(sanitizeHtml("<!-- never closed <script>alert(1)</script>"), "");
  EXPECT_EQ(sanitizeHtml("a<!DOCTYPE html><?xml x?>b"), "ab");
  EXPECT_EQ(sanitizeHtml("<p title=\"never closed>text"), "");
  EXPECT_EQ(sanitizeHtml("a < b"), "a &lt; b");
  EXPECT_EQ(sanitizeHtml("a </ b"), "a &lt;/ b");
  EXPECT_EQ(sanitizeHtml("t<b"), "t");
  expectInert(sanitizeHtml("<img src=x:alert(1) onerror=eval(src)>"));
  expectInert(sanitizeHtml("<a href=\"javascript:alert(1)\"onclick=alert(2)>x</a>"));
  expectInert(sanitizeHtml("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"));
}

TEST(HtmlSanitizer, ClosesWhatIsOpenAndIgnoresStrayEndTags) {
  EXPECT_EQ(sanitizeHtml("<p><b>bold"), "<p><b>bold</b></p>");
  EXPECT_EQ(sanitizeHtml("</p>text</div></b>"), "text");
  EXPECT_EQ(sanitizeHtml("<ul><li><b>a</ul>b"), "<ul><li><b>a</b></li></ul>b");
  EXPECT_EQ(sanitizeHtml("a<br/>b<br />c"), "a<br>b<br>c");
  EXPECT_EQ(sanitizeHtml("</br>x"), "x");
}

TEST(HtmlSanitizer, BoundsNestingDepth) {
  std::string deep;
  for (int i = 0; i < 1000; ++i) deep += "<span>";
  deep += "x";
  const auto out = sanitizeHtml(deep);
  EXPECT_NE(out.find('x'), std::string::npos);
  EXPECT_LE(out.size(), 32U * (6 + 7) + 1);
}

TEST(HtmlSanitizer, RepairsInvalidUtf8AndDropsNul) {
  EXPECT_EQ(sanitizeHtml(std::string("a\xFF"
                                     "b",
                                     3)),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(sanitizeHtml(std::string("a\0b", 3)), "ab");
  EXPECT_EQ(sanitizeHtml("Mabuhay! Salamat — ₱100 🎉"), "Mabuhay! Salamat — ₱100 🎉");
  EXPECT_EQ(sanitizeHtml("<img src=\"/a.png\" alt=\"\xC3\x28\">"), "<img src=\"/a.png\" alt=\"\xEF\xBF\xBD(\">");
}

TEST(HtmlSanitizer, IsIdempotent) {
  for (const std::string html :
       {"<p onclick=x>a<script>b</script><a href=\"javascript:1\">c</a><img src=/d.png alt='e\"'></p>",
        "<b>1 < 2 &amp; &copy; \"x\"</b><ul><li>y", "<<<>>>&&&;"}) {
    const auto once = sanitizeHtml(html);
    EXPECT_EQ(sanitizeHtml(once), once) << html;
  }
}

// Whatever comes in, every tag that goes out is an allowed one with allowed
// attributes, no link is a script, and a second pass changes nothing. In the
// output every '<' starts a tag (text has them escaped) and attribute values
// are quoted and escaped, so a tag is simply '<' to the next '>'. Seeded, so a
// failure repeats.
bool onlyAllowedTags(const std::string& html) {
  static const std::regex tag(R"re(<(/?)([a-z0-9]+)((?: [a-z]+="[^"<>]*")*)>)re");
  static const std::regex attribute(R"re( ([a-z]+)="([^"]*)")re");
  static const std::set<std::string> tags = {"p",    "br",    "b",     "strong", "i",   "em", "u",
                                             "ul",   "ol",    "li",    "a",      "img", "h3", "h4",
                                             "span", "table", "thead", "tbody",  "tr",  "th", "td"};
  static const std::set<std::string> attributes = {"href", "src", "alt", "rel", "target", "colspan", "rowspan"};
  std::size_t at = 0;
  while ((at = html.find('<', at)) != std::string::npos) {
    const auto end = html.find('>', at);
    if (end == std::string::npos) return false;
    const std::string text = html.substr(at, end - at + 1);
    std::smatch match;
    if (!std::regex_match(text, match, tag) || tags.count(match[2].str()) == 0) return false;
    const std::string list = match[3].str();
    for (std::sregex_iterator it(list.begin(), list.end(), attribute), none; it != none; ++it) {
      const std::string name = (*it)[1].str();
      std::string value = (*it)[2].str();
      std::transform(value.begin(), value.end(), value.begin(),
                     [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
      if (attributes.count(name) == 0) return false;
      if ((name == "href" || name == "src") && value.find("script:") != std::string::npos) return false;
    }
    at = end + 1;
  }
  return true;
}

TEST(HtmlSanitizer, RandomMarkupNeverLetsAScriptThrough) {
  const std::vector<std::string> pieces = {
      "<",   ">",           "/",      "\"",    "'",   "=",    " ",      "script",     "SCRIPT", "onerror",
      "img", "a",           "href",   "src",   "p",   "<!--", "-->",    "&",          "#",      ";",
      "x",   "javascript:", "iframe", "style", "svg", "\n",   "&#106;", "https://e/", "b"};
  std::mt19937 random(20261201);
  std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
  std::uniform_int_distribution<int> length(1, 40);
  for (int i = 0; i < 20000; ++i) {
    std::string input;
    for (int n = length(random); n > 0; --n) input += pieces[pick(random)];
    const auto out = sanitizeHtml(input);
    ASSERT_TRUE(onlyAllowedTags(out)) << input << "\n -> " << out;
    ASSERT_EQ(sanitizeHtml(out), out) << input;  // a second pass changes nothing
  }
}

}  // namespace

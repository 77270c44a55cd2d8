#pragma once
// The allow-list HTML sanitiser for operator-written rich text (announcements,
// help sections, platform messages). The output is built only from escaped text
// and tags rebuilt from the allow-list below, never from copied markup, so a
// difference between how this parser and a browser read hostile input can only
// change which text survives, not let markup through.
//
// Kept: p, br, b, strong, i, em, u, ul, ol, li, h3, h4, span, table, thead,
// tbody, tr, th, td (colspan, rowspan: 1-3 digits), a (href: http, https or a
// path on this site; always rel="noopener noreferrer", absolute links open in
// a new tab) and img (src: https or a path on this site, alt). Other attributes
// (on*, style, class, id, ...) are dropped.
// Removed with their content: script, style, iframe, object, embed, svg, math,
// template, noscript, textarea, title and the like. Other tags are dropped and
// their text kept. Comments, doctypes and processing instructions are dropped.
// Text is escaped (a well-formed character reference is kept as written),
// invalid UTF-8 becomes U+FFFD, NUL bytes are dropped, open tags are closed.

#include <string>
#include <string_view>

namespace panalo::text {

std::string sanitizeHtml(std::string_view html);

}  // namespace panalo::text

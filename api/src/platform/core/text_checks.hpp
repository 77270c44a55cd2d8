#pragma once
// Small checks on text from outside (query strings, operator input, files).

#include <string_view>

namespace panalo::services {

// Well-formed UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF).
bool isValidUtf8(std::string_view text);
// Only characters a link may safely start with in an href: http(s), mailto, tel,
// or a path on this site. Rejects javascript: and friends.
bool isSafeLink(std::string_view link);

}  // namespace panalo::services

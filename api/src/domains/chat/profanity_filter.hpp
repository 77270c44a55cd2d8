#pragma once
// The chat room's profanity filter: each whole-word match of a banned word,
// ignoring ASCII case, becomes one asterisk per character. A word boundary is
// anything that is not an ASCII letter or digit and not part of a non-ASCII
// character, so "class" is left alone when "ass" is banned and "DAMN!" is
// masked when "damn" is. The operator keeps the list (panaloctl chat words).

#include <string>
#include <string_view>
#include <vector>

namespace panalo::services {

// `text` must be valid UTF-8; `words` lower case (the table's check says so).
std::string maskBannedWords(std::string_view text, const std::vector<std::string>& words);

}  // namespace panalo::services

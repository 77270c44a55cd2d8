#pragma once
// UTF-8 decoding for the validators. Every rule counts and matches Unicode code
// points, never bytes, so a length limit means the same thing for "abc", "äbc"
// and "😀bc". Decoding is strict (RFC 3629): overlong forms, surrogates, code
// points above U+10FFFF and truncated sequences are invalid, and an invalid value
// simply fails validation; nothing here reads past the end of the input.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace panalo::validation {

inline constexpr char32_t kMaxCodePoint = 0x10FFFF;

// Decodes the code point that starts at `offset`. On success returns it and
// advances `offset` past it; on an invalid sequence returns nullopt and leaves
// `offset` unchanged. `offset` must be < text.size().
std::optional<char32_t> decodeNextCodePoint(std::string_view text, std::size_t& offset);

// True when the whole of `text` is well-formed UTF-8.
bool isValidUtf8(std::string_view text);

// Number of code points in `text`, or nullopt when it is not valid UTF-8.
std::optional<std::size_t> countCodePoints(std::string_view text);

}  // namespace panalo::validation

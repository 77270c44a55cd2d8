#pragma once
// Draws a captcha answer as a PNG with libgd: noise lines and dots behind and
// over the characters, each character scaled up and nudged a few pixels, so a
// person reads it at a glance and a plain OCR pass does not.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace panalo::security {

inline constexpr int kCaptchaWidth = 150;
inline constexpr int kCaptchaHeight = 50;

// Letters and digits a reader cannot confuse: no 0/O, 1/I/l (and no lower case
// at all: answers compare without regard to case). 32 symbols, 5 bits each.
inline constexpr std::string_view kCaptchaAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
inline constexpr std::size_t kCaptchaLength = 5;

// A fresh answer from the OS random generator (RAND_bytes).
std::string randomCaptchaAnswer();

// PNG bytes showing `answer` (characters of kCaptchaAlphabet). The noise comes
// from a generator seeded by RAND_bytes: two images of one answer differ.
std::vector<std::uint8_t> renderCaptchaPng(std::string_view answer);

}  // namespace panalo::security

#include "domains/chat/chat_text.hpp"

#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

bool isControl(char32_t c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F); }

// Spaces, tabs and line breaks around the text go; inside it, tabs and line
// breaks are control characters and refused below.
std::string trimmed(const std::string& text) {
  constexpr const char* kSpace = " \t\r\n";
  const auto first = text.find_first_not_of(kSpace);
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(kSpace) - first + 1);
}

}  // namespace

std::string checkedChatText(const std::string& text) {
  if (!validation::isValidUtf8(text)) invalid("text must be UTF-8");
  auto clean = trimmed(text);
  if (clean.empty())
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInputCannotBeEmpty, "Input cannot be empty");
  std::size_t characters = 0;
  std::size_t offset = 0;
  while (offset < clean.size()) {
    const auto c = validation::decodeNextCodePoint(clean, offset);
    if (!c) invalid("text must be UTF-8");
    if (isControl(*c)) invalid("text must not contain control characters");
    ++characters;
  }
  if (characters > kChatMaxCharacters) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kChatMessageTooLong,
                      "A chat message is at most " + std::to_string(kChatMaxCharacters) + " characters",
                      {{"maxCharacters", kChatMaxCharacters}});
  }
  return clean;
}

}  // namespace panalo::services

#pragma once
// What a chat message may be: UTF-8 text of 1 to 500 characters once white
// space around it is trimmed, without control characters (C0, DEL, C1: they
// would let one message fake line breaks or terminal effects in the operator's
// tools). Markup is ordinary text here: it is stored as typed and the UI shows
// it as text (see 0031_chat_live.sql).

#include <cstddef>
#include <string>

namespace panalo::services {

inline constexpr std::size_t kChatMaxCharacters = 500;

// The trimmed text. Throws DomainError: input_cannot_be_empty (nothing but
// white space), chat_message_too_long (data {maxCharacters}), invalid_parameter
// (not UTF-8, a control character).
std::string checkedChatText(const std::string& text);

}  // namespace panalo::services

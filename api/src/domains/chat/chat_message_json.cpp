#include "domains/chat/chat_message_json.hpp"

namespace panalo::services {

nlohmann::json chatMessageJson(const ChatMessage& message) {
  return {{"id", message.id},
          {"roomId", message.roomId},
          {"authorId", message.authorId},
          {"authorName", message.authorName},
          {"text", message.text},
          {"sentAt", message.sentAt}};
}

}  // namespace panalo::services

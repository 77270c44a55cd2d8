#pragma once
// One chat message as JSON. The history answer and the real-time event
// ('chat_message' on 'room:<id>') use this same function, so a page that adds
// an event to its list gets exactly what a history fetch would have given.

#include <nlohmann/json.hpp>

#include "domains/chat/chat_types.hpp"

namespace panalo::services {

nlohmann::json chatMessageJson(const ChatMessage& message);

}  // namespace panalo::services

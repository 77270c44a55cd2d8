#pragma once
// The chat domain's values as the JSON of api/openapi.yaml (tags chat, live).
// One message's shape is chat_message_json (shared with its real-time event).

#include <nlohmann/json.hpp>

#include <vector>

#include "domains/chat/chat_types.hpp"

namespace panalo::routes {

nlohmann::json chatRoomsJson(const std::vector<services::ChatRoom>& rooms);
nlohmann::json chatHistoryJson(const services::ChatHistory& history);
nlohmann::json liveHostsJson(const std::vector<services::LiveHost>& hosts);
nlohmann::json liveChatLaunchJson(const services::LiveChatLaunch& launch);

}  // namespace panalo::routes

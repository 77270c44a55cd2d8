#include "domains/chat/chat_json.hpp"

#include "domains/chat/chat_message_json.hpp"

namespace panalo::routes {

nlohmann::json chatRoomsJson(const std::vector<services::ChatRoom>& rooms) {
  auto list = nlohmann::json::array();
  for (const auto& room : rooms) {
    list.push_back({{"id", room.id},
                    {"name", room.name},
                    {"hostId", room.hostId ? nlohmann::json(*room.hostId) : nlohmann::json(nullptr)}});
  }
  return {{"list", std::move(list)}};
}

nlohmann::json chatHistoryJson(const services::ChatHistory& history) {
  auto list = nlohmann::json::array();
  for (const auto& message : history.messages) list.push_back(services::chatMessageJson(message));
  return {{"roomId", history.roomId},
          {"list", std::move(list)},
          {"hasMore", history.hasMore},
          {"canSend", history.canSend},
          {"mutedUntil", history.mutedUntil ? nlohmann::json(*history.mutedUntil) : nlohmann::json(nullptr)}};
}

nlohmann::json liveHostsJson(const std::vector<services::LiveHost>& hosts) {
  auto list = nlohmann::json::array();
  for (const auto& host : hosts) {
    list.push_back({{"id", host.id},
                    {"displayName", host.displayName},
                    {"avatarUrl", host.avatarUrl ? nlohmann::json(*host.avatarUrl) : nlohmann::json(nullptr)},
                    {"status", host.status},
                    {"roomId", host.roomId}});
  }
  return {{"list", std::move(list)}};
}

nlohmann::json liveChatLaunchJson(const services::LiveChatLaunch& launch) {
  return {{"chatUrl", launch.chatUrl}, {"roomId", launch.roomId}};
}

}  // namespace panalo::routes

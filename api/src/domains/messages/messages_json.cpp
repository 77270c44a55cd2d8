#include "domains/messages/messages_json.hpp"

namespace panalo::routes {

nlohmann::json messageJson(const services::MemberMessage& message, bool withBody) {
  nlohmann::json json{{"id", message.id},         {"title", message.title}, {"preview", message.preview},
                      {"sentAt", message.sentAt}, {"read", message.read},   {"broadcast", message.broadcast}};
  if (withBody) json["content"] = message.body;
  return json;
}

nlohmann::json messagePageJson(const services::MessagePage& page) {
  auto list = nlohmann::json::array();
  for (const auto& message : page.messages) list.push_back(messageJson(message, false));
  return {{"list", std::move(list)}, {"pageNo", page.pageNo},         {"pageSize", page.pageSize},
          {"total", page.total},     {"totalPages", page.totalPages}, {"unread", page.unread}};
}

nlohmann::json unreadCountJson(const std::vector<std::pair<std::string, std::int64_t>>& counts) {
  auto json = nlohmann::json::object();
  for (const auto& [page, count] : counts) json[page] = count;
  return json;
}

}  // namespace panalo::routes

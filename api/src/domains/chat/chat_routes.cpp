#include "domains/chat/chat_routes.hpp"

#include "domains/chat/chat_json.hpp"
#include "domains/chat/chat_message_json.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/query_params.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

using http::HttpRequest;

// A send is {"roomId": n, "text": "..."}: 500 characters are at most ~3 KB of
// JSON even written as \u escapes. Anything much larger is not a chat message,
// whatever the server-wide cap lets through.
constexpr std::size_t kMaxSendBodyBytes = 8 * 1024;

repositories::Member memberOf(services::SessionService& sessions, const HttpRequest& request) {
  return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
}

std::int64_t requiredIntParam(const HttpRequest& request, const std::string& name) {
  const auto value = optionalIntParam(request, name);
  if (!value) throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, name + " is required");
  return *value;
}

}  // namespace

void addChatRoutes(http::RouteTable& routes, ChatServices s) {
  routes.add("GET", "/wps/chat/rooms", [s](const HttpRequest& request) {
    memberOf(s.sessions, request);
    return http::okJson(chatRoomsJson(s.chat.rooms()));
  });
  routes.add("GET", "/wps/chat/messages", [s](const HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(
        chatHistoryJson(s.chat.history(member, requiredIntParam(request, "roomId"), optionalIntParam(request, "before"),
                                       optionalIntParam(request, "limit"))));
  });
  routes.add("POST", "/wps/chat/messages", [s](const HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    if (request.body.size() > kMaxSendBodyBytes) {
      throw DomainError(ErrorKind::PayloadTooLarge, error_keys::kRequestTooLarge,
                        "A chat message request is at most " + std::to_string(kMaxSendBodyBytes) + " bytes");
    }
    const auto body = readPlainBody(request);
    const auto roomId = body.find("roomId");
    if (roomId == body.end() || !roomId->is_number_integer()) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "roomId must be a whole number");
    }
    const auto text = body.find("text");
    if (text == body.end() || !text->is_string()) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "text must be a string");
    }
    return http::okJson(
        services::chatMessageJson(s.chat.send(member, roomId->get<std::int64_t>(), text->get<std::string>())));
  });
  routes.add("GET", "/wps/live/models",
             [s](const HttpRequest&) { return http::okJson(liveHostsJson(s.live.models())); });
  routes.add("GET", "/wps/live/launchChat", [s](const HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(liveChatLaunchJson(s.live.launchChat(member, requiredIntParam(request, "modelId"))));
  });
}

}  // namespace panalo::routes

#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/chat/chat_service.hpp"
#include "domains/chat/live_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct ChatServices {
  services::SessionService& sessions;
  services::ChatService& chat;
  services::LiveService& live;
};

// Issue 17 items 3 and 4 (api/openapi.yaml, tags chat and live):
//   GET /wps/chat/rooms, GET /wps/chat/messages, POST /wps/chat/messages (login
//   or trial; sending needs a real account), GET /wps/live/models (public),
//   GET /wps/live/launchChat (login or trial).
void addChatRoutes(http::RouteTable& routes, ChatServices s);

}  // namespace panalo::routes

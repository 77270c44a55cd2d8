#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/messages/message_service.hpp"
#include "domains/messages/unread_count_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct MessagesServices {
  services::SessionService& sessions;
  services::MessageService& messages;
  services::UnreadCountService& unreadCounts;
};

// Issue 15 item 5 (api/openapi.yaml, tag messages), login required:
//   GET /wps/relay/CSP_messages (page), GET /wps/relay/CSP_messageDetail (marks
//   read), POST /wps/relay/CSP_messagesReadAll, DELETE /wps/relay/CSP_messages,
//   GET /wps/relay/CSP_unreadCount (spec section 7).
void addMessagesRoutes(http::RouteTable& routes, MessagesServices s);

}  // namespace panalo::routes

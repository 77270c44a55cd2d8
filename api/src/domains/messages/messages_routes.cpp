#include "domains/messages/messages_routes.hpp"

#include "domains/messages/messages_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

repositories::Member memberOf(services::SessionService& sessions, const http::HttpRequest& request) {
  return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
}

}  // namespace

void addMessagesRoutes(http::RouteTable& routes, MessagesServices s) {
  routes.add("GET", "/wps/relay/CSP_messages", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(messagePageJson(s.messages.list(
        member, {request.queryParam("pageNo"), request.queryParam("pageSize"), request.queryParam("language")})));
  });
  routes.add("GET", "/wps/relay/CSP_messageDetail", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(
        messageJson(s.messages.open(member, request.queryParam("id"), request.queryParam("language")), true));
  });
  routes.add("POST", "/wps/relay/CSP_messagesReadAll", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson({{"marked", s.messages.markAllRead(member)}});
  });
  routes.add("DELETE", "/wps/relay/CSP_messages", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    s.messages.remove(member, request.queryParam("id"));
    return http::okJson({{"deleted", true}});
  });
  routes.add("GET", "/wps/relay/CSP_unreadCount", [s](const http::HttpRequest& request) {
    return http::okJson(unreadCountJson(s.unreadCounts.counts(memberOf(s.sessions, request))));
  });
}

}  // namespace panalo::routes

#include "domains/accounts/session_routes.hpp"

#include "domains/accounts/session_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {

void addSessionRoutes(http::RouteTable& routes, services::ActiveSessionService& activeSessions) {
  routes.add("GET", "/wps/member/sessions", [&activeSessions](const http::HttpRequest& request) {
    return http::okJson(
        activeSessionsJson(activeSessions.list(http::bearerToken(request), http::userAgentOf(request))));
  });

  // The id travels in the query: a DELETE has no body, and the id names a
  // session only to its owner, so it is no secret.
  routes.add("DELETE", "/wps/member/sessions", [&activeSessions](const http::HttpRequest& request) {
    const auto id = request.queryParam("id").value_or("");
    return http::okJson(
        endedSessionJson(activeSessions.end(http::bearerToken(request), id, http::userAgentOf(request))));
  });
}

}  // namespace panalo::routes

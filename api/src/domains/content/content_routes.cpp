#include "domains/content/content_routes.hpp"

#include "domains/content/content_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {

void addContentRoutes(http::RouteTable& routes, ContentServices s) {
  // Public for execution B (visitors); A and F are what a logged-in member is
  // shown, so they need the member's session (401 not_logged_in without one).
  routes.add("GET", "/wps/relay/CSP_notice", [s](const http::HttpRequest& request) {
    const auto query = noticeQueryOf(request);
    if (services::NoticeService::needsMember(query.execution)) {
      s.sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
    }
    return http::okJson(noticesJson(s.notices.notices(query)));
  });
}

}  // namespace panalo::routes

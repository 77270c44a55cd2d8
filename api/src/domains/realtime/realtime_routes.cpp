#include "domains/realtime/realtime_routes.hpp"

#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {

void addRealtimeRoutes(http::RouteTable& routes, RealtimeServices s) {
  routes.add("GET", "/wps/realtime/endpoint", [s](const http::HttpRequest& request) {
    s.sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
    return http::okJson({{"url", s.publicUrl}, {"port", s.channel.port()}, {"path", "/realtime"}});
  });
}

}  // namespace panalo::routes

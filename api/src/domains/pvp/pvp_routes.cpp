#include "domains/pvp/pvp_routes.hpp"

#include "domains/pvp/pvp_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

repositories::Member memberOf(services::SessionService& sessions, const http::HttpRequest& request) {
  return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
}

}  // namespace

void addPvpRoutes(http::RouteTable& routes, services::SessionService& sessions, services::PvpService& rooms) {
  routes.add("GET", "/wps/pvp/rooms", [&sessions, &rooms](const http::HttpRequest& request) {
    std::optional<repositories::Member> member;
    if (http::bearerToken(request)) member = memberOf(sessions, request);
    return http::okJson(pvpRoomsJson(rooms.rooms(pvpRoomQueryOf(request), member)));
  });
  routes.add("POST", "/wps/pvp/rooms/join", [&sessions, &rooms](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson(pvpJoinJson(rooms.join(member, pvpJoinRequestOf(readPlainBody(request)))));
  });
  routes.add("POST", "/wps/pvp/rooms/leave", [&sessions, &rooms](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson({{"room", pvpRoomJson(rooms.leave(member, pvpJoinRequestOf(readPlainBody(request)).roomId))}});
  });
}

}  // namespace panalo::routes

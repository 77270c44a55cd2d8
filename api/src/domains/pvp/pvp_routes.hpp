#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/pvp/pvp_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// Spec section 7, PVP rooms (api/openapi.yaml, tag pvp):
//   GET /wps/pvp/rooms (public; with a token, the member's seats are marked),
//   POST /wps/pvp/rooms/join {roomId, language} and POST /wps/pvp/rooms/leave {roomId} (login).
void addPvpRoutes(http::RouteTable& routes, services::SessionService& sessions, services::PvpService& rooms);

}  // namespace panalo::routes

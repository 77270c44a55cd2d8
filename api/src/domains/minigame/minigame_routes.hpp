#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/minigame/minigame_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// The mini game popup (api/openapi.yaml, tag minigame):
//   GET /wps/v2/minigame, POST /wps/v2/minigame/spin, GET /wps/v2/minigame/spins,
//   POST /wps/v2/minigame/seed/rotate, GET /wps/v2/minigame/spins/verify.
void addMinigameRoutes(http::RouteTable& routes, services::SessionService& sessions,
                       services::MinigameService& minigame);

}  // namespace panalo::routes

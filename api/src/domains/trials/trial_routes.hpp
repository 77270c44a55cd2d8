#pragma once

#include "domains/trials/freeplay_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// POST /wps/session/login/freeplay.
void addTrialRoutes(http::RouteTable& routes, services::FreePlayService& freePlay);

}  // namespace panalo::routes

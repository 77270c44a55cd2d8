#pragma once

#include "domains/accounts/active_session_service.hpp"
#include "domains/accounts/session_service.hpp"
#include "domains/wallet/responsible_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// /wps/v2/responsible-gaming: the member's settings (GET), a play break (PUT
// play-break), the reality-check interval (PUT reality-check) and the
// reminder's figures for this session (GET reality-check).
void addResponsibleRoutes(http::RouteTable& routes, services::SessionService& sessions,
                          services::ActiveSessionService& activeSessions,
                          services::ResponsibleGamingService& responsible);

}  // namespace panalo::routes

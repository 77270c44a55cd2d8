#pragma once
// The browser's routes of the house games (/wps/v2/originals/...).

#include "domains/accounts/session_service.hpp"
#include "domains/originals/originals_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

void addOriginalsRoutes(http::RouteTable& routes, services::SessionService& sessions,
                        services::OriginalsService& originals);

}  // namespace panalo::routes

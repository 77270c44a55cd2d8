#pragma once

#include "domains/system/system_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/system/languages and /wps/system/features.
void addSystemRoutes(http::RouteTable& routes, services::SystemService& system);

}  // namespace panalo::routes

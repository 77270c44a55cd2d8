#pragma once

#include "http/route_table.hpp"
#include "services/system_service.hpp"

namespace panalo::routes {

// GET /wps/system/status, /wps/system/languages, /wps/system/features.
void addSystemRoutes(http::RouteTable& routes, services::SystemService& system);

}  // namespace panalo::routes

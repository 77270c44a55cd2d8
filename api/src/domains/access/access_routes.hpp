#pragma once

#include "domains/access/access_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/system/status. It asks `access` afresh (never the guard's cache): it
// is the page that tells a visitor whether, and why, they are blocked.
void addAccessRoutes(http::RouteTable& routes, services::AccessService& access);

}  // namespace panalo::routes

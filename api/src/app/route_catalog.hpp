#pragma once

#include "app/app_services.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::app {

// Every API route of the server. api/openapi.yaml must list exactly these
// (the contract test compares them).
http::RouteTable buildRouteTable(AppServices& services);

}  // namespace panalo::app

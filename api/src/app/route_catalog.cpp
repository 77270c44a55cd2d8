#include "app/route_catalog.hpp"

#include "routes/security_routes.hpp"
#include "routes/system_routes.hpp"

namespace panalo::app {

http::RouteTable buildRouteTable(AppServices& services) {
  http::RouteTable routes;
  routes::addSystemRoutes(routes, services.system, services.registrationSettings);
  routes::addSecurityRoutes(routes, services.payloadKeys);
  return routes;
}

}  // namespace panalo::app

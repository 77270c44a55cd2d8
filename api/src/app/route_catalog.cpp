#include "app/route_catalog.hpp"

#include "routes/system_routes.hpp"

namespace panalo::app {

http::RouteTable buildRouteTable(AppServices& services) {
  http::RouteTable routes;
  routes::addSystemRoutes(routes, services.system);
  return routes;
}

}  // namespace panalo::app

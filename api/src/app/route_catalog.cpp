#include "app/route_catalog.hpp"

#include "routes/account_routes.hpp"
#include "routes/captcha_routes.hpp"
#include "routes/security_routes.hpp"
#include "routes/system_routes.hpp"

namespace panalo::app {

http::RouteTable buildRouteTable(AppServices& services) {
  http::RouteTable routes;
  routes::addSystemRoutes(routes, services.system, services.registrationSettings);
  routes::addSecurityRoutes(routes, services.payloadKeys);
  routes::addCaptchaRoutes(routes, services.captchas);
  routes::addAccountRoutes(routes, {services.sealedBodies, services.sessions, services.logins,
                                   services.registrations, services.passwordChanges});
  return routes;
}

}  // namespace panalo::app

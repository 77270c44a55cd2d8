#include "app/route_catalog.hpp"

#include "domains/access/access_routes.hpp"
#include "domains/accounts/account_routes.hpp"
#include "domains/accounts/member_routes.hpp"
#include "domains/captcha/captcha_routes.hpp"
#include "domains/sealed/sealed_routes.hpp"
#include "domains/site/site_routes.hpp"
#include "domains/system/system_routes.hpp"
#include "domains/trials/trial_routes.hpp"
#include "domains/verification/verification_routes.hpp"

namespace panalo::app {

http::RouteTable buildRouteTable(AppServices& services) {
  http::RouteTable routes;
  routes::addSystemRoutes(routes, services.system);
  routes::addAccessRoutes(routes, services.access);
  routes::addSecurityRoutes(routes, services.payloadKeys);
  routes::addCaptchaRoutes(routes, services.captchas);
  routes::addAccountRoutes(routes, {services.sealedBodies, services.sessions, services.logins,
                                   services.registrations, services.passwordChanges,
                                   services.verification.smsLogins});
  routes::addVerificationRoutes(routes, {services.sealedBodies, services.verification.codeRequests,
                                         services.verification.passwordEmails, services.verification.phonePasswords});
  routes::addSiteRoutes(routes, services.siteInfo, services.access, services.invitations);
  routes::addMemberRoutes(routes, services.sessions, services.memberExtras, services.registrationSettings);
  routes::addTrialRoutes(routes, services.freePlay);
  return routes;
}

}  // namespace panalo::app

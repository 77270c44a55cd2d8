#include "domains/accounts/account_routes.hpp"

#include "domains/accounts/account_request_json.hpp"
#include "domains/accounts/login_value_json.hpp"
#include "domains/accounts/member_json.hpp"
#include "domains/sealed/sealed_http.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {

void addAccountRoutes(http::RouteTable& routes, AccountServices s) {
  // Routes that hash passwords (argon2id, tens of ms) run on the worker pool.
  routes.add(
      "POST", "/wps/session/login",
      [s](const http::HttpRequest& request) {
        const auto login = loginRequestOf(s.sealedBodies.open(sealedRequestOf(request)));
        if (s.smsLogins.handles(login)) {
          return http::okJson(loginValueJson(s.smsLogins.login(login, request.clientIp)));
        }
        return http::okJson(loginValueJson(s.logins.login(login, request.clientIp)));
      },
      http::RouteCost::Slow);

  routes.add("DELETE", "/wps/session/logout", [s](const http::HttpRequest& request) {
    s.sessions.logout(http::bearerToken(request));
    return http::okJson(true);
  });

  routes.add("GET", "/wps/member/info", [s](const http::HttpRequest& request) {
    auto info = s.sessions.memberInfo(http::bearerToken(request), http::userAgentOf(request));
    if (s.badges != nullptr) info.badge = s.badges->badgeOf(info.id, request.queryParam("language").value_or("EN"));
    return http::okJson(memberInfoJson(info));
  });

  routes.add(
      "PUT", "/wps/member/register",
      [s](const http::HttpRequest& request) {
        const auto registration = registrationRequestOf(s.sealedBodies.open(sealedRequestOf(request)));
        return http::okJson(loginValueJson(
            s.registrations.registerMember(registration, services::RegistrationMethod::Username, request.clientIp)));
      },
      http::RouteCost::Slow);

  routes.add(
      "PUT", "/wps/member/register/mobile",
      [s](const http::HttpRequest& request) {
        const auto registration = registrationRequestOf(s.sealedBodies.open(sealedRequestOf(request)));
        return http::okJson(loginValueJson(
            s.registrations.registerMember(registration, services::RegistrationMethod::Mobile, request.clientIp)));
      },
      http::RouteCost::Slow);

  routes.add(
      "POST", "/wps/member/password",
      [s](const http::HttpRequest& request) {
        const auto token = http::bearerToken(request);
        // The one call a change-only session (operator-set or expired password) may make.
        const auto member = s.sessions.authenticateForPasswordChange(token, http::userAgentOf(request));
        // The envelope must be bound to this very session (sealed_body_service.hpp).
        const auto change = passwordChangeRequestOf(s.sealedBodies.open(sealedRequestOf(request), token));
        s.passwordChanges.change(member, change, request.clientIp);
        return http::okJson(true);
      },
      http::RouteCost::Slow);
}

}  // namespace panalo::routes

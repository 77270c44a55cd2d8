#include "domains/verification/verification_routes.hpp"

#include "domains/accounts/login_value_json.hpp"
#include "domains/sealed/sealed_http.hpp"
#include "domains/verification/verification_json.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"

namespace panalo::routes {

void addVerificationRoutes(http::RouteTable& routes, VerificationRouteServices s) {
  routes.add("POST", "/wps/verification/sms/noLogin", [s](const http::HttpRequest& request) {
    const int minutes = s.codeRequests.sendNoLoginCode(noLoginCodeRequestOf(readPlainBody(request)), request.clientIp);
    return http::okJson(codeSentJson(minutes));
  });

  routes.add("POST", "/wps/verification/sms/register", [s](const http::HttpRequest& request) {
    const int minutes =
        s.codeRequests.sendRegisterCode(registerCodeRequestOf(readPlainBody(request)), request.clientIp);
    return http::okJson(codeSentJson(minutes));
  });

  routes.add("POST", "/wps/member/password/email", [s](const http::HttpRequest& request) {
    s.passwordEmails.sendResetLink(passwordResetLinkRequestOf(readPlainBody(request)), request.clientIp);
    return http::okJson(true);
  });

  // Hashes the new password (argon2id): off the request threads.
  routes.add(
      "POST", "/wps/member/password/reset",
      [s](const http::HttpRequest& request) {
        s.passwordEmails.resetPassword(passwordResetRequestOf(s.sealedBodies.open(sealedRequestOf(request))));
        return http::okJson(true);
      },
      http::RouteCost::Slow);

  // Set a new password by phone and SMS code, then log in (sealed, no session).
  routes.add(
      "POST", "/wps/member/password/verification",
      [s](const http::HttpRequest& request) {
        const auto change = phonePasswordRequestOf(s.sealedBodies.open(sealedRequestOf(request)));
        return http::okJson(loginValueJson(s.phonePasswords.setPassword(change, request.clientIp)));
      },
      http::RouteCost::Slow);
}

}  // namespace panalo::routes

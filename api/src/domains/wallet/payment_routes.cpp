#include "domains/wallet/payment_routes.hpp"

#include "domains/sealed/sealed_http.hpp"
#include "domains/wallet/money_session.hpp"
#include "domains/wallet/payment_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

// Every payment route is a money call: trials are refused before the body is read.
repositories::Member memberOf(services::SessionService& sessions, const http::HttpRequest& request) {
  return moneyMember(sessions, request);
}

}  // namespace

void addPaymentRoutes(http::RouteTable& routes, PaymentServices s) {
  routes.add("GET", "/wps/v2/deposits/channels", [s](const http::HttpRequest& request) {
    return http::okJson(channelsJson(s.deposits.channels(memberOf(s.sessions, request))));
  });
  routes.add("GET", "/wps/v2/deposits", [s](const http::HttpRequest& request) {
    return http::okJson(depositsJson(s.deposits.history(memberOf(s.sessions, request))));
  });
  routes.add("POST", "/wps/v2/deposits", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(depositJson(s.deposits.request(member, depositRequestOf(readPlainBody(request)))));
  });
  routes.add("GET", "/wps/v2/deposits/limits", [s](const http::HttpRequest& request) {
    return http::okJson(depositLimitsJson(s.deposits.limits(memberOf(s.sessions, request))));
  });
  routes.add("PUT", "/wps/v2/deposits/limits", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    const auto [period, amount] = depositLimitOf(readPlainBody(request));
    return http::okJson(depositLimitsJson(s.deposits.setLimit(member, period, amount)));
  });

  routes.add("GET", "/wps/v2/withdrawals", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(withdrawalsJson(s.withdrawals.history(member), s.withdrawals.turnover(member)));
  });
  // Sealed like the login body (it carries the funds password) and bound to the
  // session; argon2 runs on the slow-route pool.
  routes.add(
      "POST", "/wps/v2/withdrawals",
      [s](const http::HttpRequest& request) {
        const auto token = http::bearerToken(request);
        // A trial is told why before the envelope is opened.
        const auto member = moneyMember(s.sessions, request);
        const auto payload = s.sealedBodies.open(sealedRequestOf(request), token);
        return http::okJson(withdrawalResultJson(s.withdrawals.request(member, withdrawalRequestOf(payload))));
      },
      http::RouteCost::Slow);
  // Decodes and checks up to 3 images: on the slow-route pool, with a request
  // limit of its own that fits them (withdrawal_service.hpp).
  routes.add(
      "POST", "/wps/v2/withdrawals/confirmation",
      [s](const http::HttpRequest& request) {
        const auto member = memberOf(s.sessions, request);
        return http::okJson(
            withdrawalJson(s.withdrawals.confirm(member, withdrawalConfirmationOf(readPlainBody(request)))));
      },
      http::RouteCost::Slow, services::WithdrawalService::kConfirmationRequestBytes);
}

}  // namespace panalo::routes

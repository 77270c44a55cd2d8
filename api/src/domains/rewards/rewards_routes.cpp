#include "domains/rewards/rewards_routes.hpp"

#include "domains/rewards/rewards_json.hpp"
#include "domains/sealed/sealed_http.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

repositories::Member memberOf(services::SessionService& sessions, const http::HttpRequest& request) {
  return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
}

}  // namespace

void addRewardsRoutes(http::RouteTable& routes, RewardsServices s) {
  routes.add("GET", "/wps/points/balance", [s](const http::HttpRequest& request) {
    return http::okJson(pointsBalanceJson(s.points.balance(memberOf(s.sessions, request))));
  });
  // Visitors browse the mall too (the /pointMall page); redeeming needs a member.
  routes.add("GET", "/wps/points/rewards", [s](const http::HttpRequest& request) {
    return http::okJson(rewardItemsJson(s.mall.items(request.queryParam("language"))));
  });
  // Sealed to the session (it carries the member's password); argon2 runs on
  // the slow-route pool.
  routes.add(
      "POST", "/wps/points/redeem",
      [s](const http::HttpRequest& request) {
        const auto token = http::bearerToken(request);
        const auto member = memberOf(s.sessions, request);
        services::requireRealAccount(member);
        const auto payload = s.sealedBodies.open(sealedRequestOf(request), token);
        return http::okJson(redeemResultJson(s.mall.redeem(member, redeemRequestOf(payload), request.clientIp)));
      },
      http::RouteCost::Slow);
  routes.add("GET", "/wps/points/redeems", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(redemptionPageJson(s.mall.history(
        member, request.queryParam("language"), request.queryParam("pageNum"), request.queryParam("pageSize"))));
  });
  routes.add("GET", "/wps/points/config", [s](const http::HttpRequest& request) {
    return http::okJson(mallConfigJson(s.points.config(memberOf(s.sessions, request))));
  });
  routes.add("POST", "/wps/points/convert", [s](const http::HttpRequest& request) {
    const auto token = http::bearerToken(request);
    const auto member = memberOf(s.sessions, request);
    services::requireRealAccount(member);
    const auto payload = s.sealedBodies.open(sealedRequestOf(request), token);
    return http::okJson(convertResultJson(s.points.convert(member, convertRequestOf(payload))));
  });
  routes.add("GET", "/wps/points/transactions", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(pointsJournalJson(
        s.points.transactions(member, request.queryParam("pageNum"), request.queryParam("pageSize"))));
  });
  // The reward center was opened: its decisions are read (the unread badge drops).
  routes.add("POST", "/wps/points/seen", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    const auto marked = s.mall.markSeen(member);
    return http::okJson({{"marked", marked}, {"unseenDecisions", 0}});
  });
}

}  // namespace panalo::routes

#include "domains/missions/missions_routes.hpp"

#include "domains/missions/missions_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

repositories::Member memberOf(services::SessionService& sessions, const http::HttpRequest& request) {
  return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
}

}  // namespace

void addMissionsRoutes(http::RouteTable& routes, MissionsServices s) {
  routes.add("GET", "/wps/v2/missions", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(missionSummaryJson(s.missions.summary(member, request.queryParam("language"))));
  });
  routes.add("POST", "/wps/v2/missions/claim", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    const auto claim = missionClaimRequestOf(readPlainBody(request));
    return http::okJson(missionClaimResultJson(s.missions.claim(member, claim.missionId, claim.idempotencyKey)));
  });
  // Public like the winner board; a member who sends a token also gets their own place.
  routes.add("GET", "/wps/v2/missions/leaderboard", [s](const http::HttpRequest& request) {
    std::optional<repositories::Member> member;
    if (http::bearerToken(request)) member = memberOf(s.sessions, request);
    return http::okJson(
        leaderboardJson(s.missions.leaderboard(request.queryParam("period"), request.queryParam("limitNum"), member)));
  });
  routes.add("GET", "/wps/v2/vip", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(vipStatusJson(s.vip.status(member, request.queryParam("language"))));
  });
  routes.add("POST", "/wps/v2/vip/claim", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    const auto claim = vipClaimRequestOf(readPlainBody(request));
    return http::okJson(vipClaimResultJson(s.vip.claim(member, claim.kind, claim.rankLevel, claim.idempotencyKey)));
  });
}

}  // namespace panalo::routes

#include "domains/referral/referral_routes.hpp"

#include "domains/referral/referral_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/payload_fields.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {

void addReferralRoutes(http::RouteTable& routes, services::SessionService& sessions,
                       services::ReferralService& referrals) {
  auto memberOf = [&sessions](const http::HttpRequest& request) {
    return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
  };
  routes.add("GET", "/wps/relay/CSP_referral", [memberOf, &referrals](const http::HttpRequest& request) {
    return http::okJson(referralOverviewJson(referrals.overview(memberOf(request))));
  });
  routes.add("GET", "/wps/relay/CSP_referralFriends", [memberOf, &referrals](const http::HttpRequest& request) {
    const auto member = memberOf(request);
    return http::okJson(referralFriendPageJson(
        referrals.friends(member, request.queryParam("pageNo"), request.queryParam("pageSize"))));
  });
  routes.add("POST", "/wps/relay/CSP_referralBind", [memberOf, &referrals](const http::HttpRequest& request) {
    const auto member = memberOf(request);
    const auto body = readPlainBody(request);
    return http::okJson({{"referredBy", referrals.bind(member, services::stringField(body, "referralCode"))}});
  });
}

}  // namespace panalo::routes

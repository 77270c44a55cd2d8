#include "domains/wallet/record_routes.hpp"

#include "domains/wallet/record_json.hpp"
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

void addRecordRoutes(http::RouteTable& routes, RecordServices s) {
  routes.add("GET", "/wps/v2/wallets/records", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(ledgerRecordsJson(s.records.ledgerRecords(member, recordQueryOf(request))));
  });
  routes.add("GET", "/wps/v2/bets", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(betsJson(s.records.bets(member, recordQueryOf(request))));
  });
  routes.add("GET", "/wps/v2/bets/profit", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(
        profitJson(s.records.profit(member, request.queryParam("period").value_or(""), recordQueryOf(request))));
  });
  routes.add("GET", "/wps/v2/bonuses", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(bonusesJson(s.records.bonuses(member, recordQueryOf(request))));
  });
  routes.add("GET", "/wps/v2/rebates", [s](const http::HttpRequest& request) {
    return http::okJson(rebateQuoteJson(s.rebates.quote(memberOf(s.sessions, request))));
  });
  routes.add("POST", "/wps/v2/rebates/claim", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(rebateClaimResultJson(s.rebates.claim(member, rebateClaimKeyOf(readPlainBody(request)))));
  });
}

}  // namespace panalo::routes

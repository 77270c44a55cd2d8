#include "domains/agents/agents_routes.hpp"

#include "domains/agents/agents_json.hpp"
#include "domains/sealed/sealed_http.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/payload_fields.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

repositories::Member agentOf(services::SessionService& sessions, const http::HttpRequest& request) {
  auto member = sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
  services::TeamService::requireAgent(member);
  return member;
}

services::TeamQuery teamQueryOf(const http::HttpRequest& request) {
  services::TeamQuery query;
  query.account = request.queryParam("account");
  query.status = request.queryParam("status");
  query.accountType = request.queryParam("accountType");
  query.type = request.queryParam("type");
  query.period = request.queryParam("period");
  query.from = request.queryParam("from");
  query.to = request.queryParam("to");
  query.pageNo = request.queryParam("pageNo");
  query.pageSize = request.queryParam("pageSize");
  return query;
}

}  // namespace

void addAgentsRoutes(http::RouteTable& routes, AgentsServices s) {
  routes.add("GET", "/wps/agent/team/overview", [s](const http::HttpRequest& request) {
    return http::okJson(teamOverviewJson(s.teams.overview(agentOf(s.sessions, request), teamQueryOf(request))));
  });
  // Sealed to the session: it carries the new account's password. argon2 runs
  // on the slow-route pool.
  routes.add(
      "POST", "/wps/agent/team/register",
      [s](const http::HttpRequest& request) {
        const auto agent = agentOf(s.sessions, request);
        const auto payload = s.sealedBodies.open(sealedRequestOf(request), http::bearerToken(request));
        return http::okJson(teamMemberJson(s.teams.open(
            agent, downlineFormOf(payload), services::stringField(payload, "accountType"), request.clientIp)));
      },
      http::RouteCost::Slow);
  routes.add("GET", "/wps/agent/team/members", [s](const http::HttpRequest& request) {
    return http::okJson(teamMemberPageJson(s.teams.members(agentOf(s.sessions, request), teamQueryOf(request))));
  });
  routes.add("POST", "/wps/agent/team/members/status", [s](const http::HttpRequest& request) {
    const auto agent = agentOf(s.sessions, request);
    const auto body = readPlainBody(request);
    return http::okJson(teamMemberJson(
        s.teams.setStatus(agent, services::stringField(body, "account"), services::stringField(body, "status"))));
  });
  routes.add("GET", "/wps/agent/team/bets", [s](const http::HttpRequest& request) {
    return http::okJson(teamBetPageJson(s.teams.bets(agentOf(s.sessions, request), teamQueryOf(request))));
  });
  routes.add("GET", "/wps/agent/team/profit", [s](const http::HttpRequest& request) {
    return http::okJson(teamProfitPageJson(s.teams.profit(agentOf(s.sessions, request), teamQueryOf(request))));
  });
  routes.add("GET", "/wps/agent/team/transactions", [s](const http::HttpRequest& request) {
    return http::okJson(
        teamTransactionPageJson(s.teams.transactions(agentOf(s.sessions, request), teamQueryOf(request))));
  });
  routes.add("GET", "/wps/agent/commissions", [s](const http::HttpRequest& request) {
    return http::okJson(commissionPageJson(s.settlements.commissions(
        agentOf(s.sessions, request), request.queryParam("kind"), request.queryParam("from"), request.queryParam("to"),
        request.queryParam("pageNo"), request.queryParam("pageSize"))));
  });
  routes.add("GET", "/wps/agent/contracts", [s](const http::HttpRequest& request) {
    const auto agent = agentOf(s.sessions, request);
    return http::okJson(contractViewJson(s.contracts.list(agent), agent.id));
  });
  routes.add("POST", "/wps/agent/contracts", [s](const http::HttpRequest& request) {
    const auto agent = agentOf(s.sessions, request);
    return http::okJson(contractJson(s.contracts.offer(agent, contractOfferOf(readPlainBody(request))), agent.id));
  });
  routes.add("POST", "/wps/agent/contracts/process", [s](const http::HttpRequest& request) {
    const auto agent = agentOf(s.sessions, request);
    const auto body = readPlainBody(request);
    return http::okJson(
        contractJson(s.contracts.process(agent, contractIdOf(body), services::stringField(body, "action")), agent.id));
  });
}

}  // namespace panalo::routes

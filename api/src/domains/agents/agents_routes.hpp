#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/agents/contract_service.hpp"
#include "domains/agents/settlement_service.hpp"
#include "domains/agents/team_service.hpp"
#include "domains/sealed/sealed_body_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct AgentsServices {
  services::SessionService& sessions;
  services::SealedBodyService& sealedBodies;
  services::TeamService& teams;
  services::ContractService& contracts;
  services::SettlementService& settlements;
};

// The agent center (issue 16; api/openapi.yaml, tag agents), agents only:
//   GET /wps/agent/team/overview, POST /wps/agent/team/register (tok, enc),
//   GET /wps/agent/team/members, POST /wps/agent/team/members/status,
//   GET /wps/agent/team/bets, GET /wps/agent/team/profit, GET /wps/agent/team/transactions,
//   GET /wps/agent/commissions, GET|POST /wps/agent/contracts, POST /wps/agent/contracts/process.
void addAgentsRoutes(http::RouteTable& routes, AgentsServices s);

}  // namespace panalo::routes

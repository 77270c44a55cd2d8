#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/missions/mission_service.hpp"
#include "domains/missions/vip_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct MissionsServices {
  services::SessionService& sessions;
  services::MissionService& missions;
  services::VipService& vip;
};

// Spec section 7, mission summary and leaderboard, and the VIP bonus page
// (api/openapi.yaml, tag missions):
//   GET /wps/v2/missions, POST /wps/v2/missions/claim, GET /wps/v2/missions/leaderboard,
//   GET /wps/v2/vip, POST /wps/v2/vip/claim.
void addMissionsRoutes(http::RouteTable& routes, MissionsServices s);

}  // namespace panalo::routes

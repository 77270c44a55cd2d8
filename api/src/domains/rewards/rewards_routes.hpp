#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/rewards/mall_service.hpp"
#include "domains/rewards/points_service.hpp"
#include "domains/sealed/sealed_body_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct RewardsServices {
  services::SessionService& sessions;
  services::SealedBodyService& sealedBodies;
  services::PointsService& points;
  services::MallService& mall;
};

// Spec section 7, points calls (api/openapi.yaml, tag rewards):
//   GET /wps/points/balance, GET /wps/points/rewards (public), POST /wps/points/redeem (tok, enc),
//   GET /wps/points/redeems, GET /wps/points/config, POST /wps/points/convert (tok, enc),
//   GET /wps/points/transactions, POST /wps/points/seen.
void addRewardsRoutes(http::RouteTable& routes, RewardsServices s);

}  // namespace panalo::routes

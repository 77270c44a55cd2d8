#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/promotions/promotion_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// Promotions (api/openapi.yaml, tag promotions):
//   GET  /wps/v2/promotions                 list (token optional: the member's statuses)
//   GET  /wps/v2/promotions/detail?id=N     one promotion with its HTML detail
//   GET  /wps/v2/promotions/available       public state availablePromo, availablePromoCount
//   GET  /wps/v2/promotions/mine            bonusDetails (token)
//   POST /wps/v2/promotions/join            {promotionId} (token)
//   POST /wps/v2/promotions/claim           {promotionId, idempotencyKey} (token)
//   POST /wps/v2/promotions/raffle/claim    {promotionId, idempotencyKey} (token): the raffle draw
//   POST /wps/v2/promotions/applications    {promotionId, remark, images[]} (token; up to ~20 MB)
void addPromotionRoutes(http::RouteTable& routes, services::SessionService& sessions,
                        services::PromotionService& promotions);

}  // namespace panalo::routes

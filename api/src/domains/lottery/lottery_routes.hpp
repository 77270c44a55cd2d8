#pragma once

#include "domains/lottery/lottery_result_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// Public reads (api/openapi.yaml, tag lottery):
//   GET /lgw/lottery/lobby (region), GET /lgw/lottery/results (lotteryCode, pageNo, pageSize),
//   GET /lgw/lottery/draw (drawId): one draw's opened numbers and its verification.
void addLotteryRoutes(http::RouteTable& routes, services::LotteryResultService& results);

}  // namespace panalo::routes

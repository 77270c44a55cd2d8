#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/wallet/rebate_service.hpp"
#include "domains/wallet/record_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct RecordServices {
  services::SessionService& sessions;
  services::RecordService& records;
  services::RebateService& rebates;
};

// GET /wps/v2/wallets/records (account record), /wps/v2/bets (betting record),
// /wps/v2/bets/profit, /wps/v2/bonuses, /wps/v2/rebates; POST /wps/v2/rebates/claim.
void addRecordRoutes(http::RouteTable& routes, RecordServices s);

}  // namespace panalo::routes

#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/sealed/sealed_body_service.hpp"
#include "domains/wallet/deposit_service.hpp"
#include "domains/wallet/withdrawal_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct PaymentServices {
  services::SessionService& sessions;
  services::SealedBodyService& sealedBodies;
  services::DepositService& deposits;
  services::WithdrawalService& withdrawals;
};

// /wps/v2/deposits (channels, requests, limits) and /wps/v2/withdrawals.
void addPaymentRoutes(http::RouteTable& routes, PaymentServices s);

}  // namespace panalo::routes

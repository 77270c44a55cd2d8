#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/v2/wallets/balance, POST /wps/relay/GCS_walletTransfer (spec section 7).
void addWalletRoutes(http::RouteTable& routes, services::SessionService& sessions, services::WalletService& wallets);

}  // namespace panalo::routes

#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/wallet/upline_transfer_service.hpp"
#include "domains/wallet/wallet_mode_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/v2/wallets/upline, POST /wps/v2/wallets/upline/transfer (page
// transferUpline) and GET /wps/v2/wallets/merchant (spec section 7, Merchant
// wallet: isSingle; public, like the rest of the site's settings).
void addUplineRoutes(http::RouteTable& routes, services::SessionService& sessions,
                     services::UplineTransferService& uplines, services::WalletModeService& modes);

}  // namespace panalo::routes

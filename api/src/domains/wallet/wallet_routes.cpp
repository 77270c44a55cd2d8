#include "domains/wallet/wallet_routes.hpp"

#include "domains/wallet/money_session.hpp"
#include "domains/wallet/wallet_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {

void addWalletRoutes(http::RouteTable& routes, services::SessionService& sessions, services::WalletService& wallets) {
  routes.add("GET", "/wps/v2/wallets/balance", [&sessions, &wallets](const http::HttpRequest& request) {
    const auto member = moneyMember(sessions, request);
    return http::okJson(walletBalanceJson(wallets.balance(member)));
  });

  routes.add("POST", "/wps/relay/GCS_walletTransfer", [&sessions, &wallets](const http::HttpRequest& request) {
    const auto member = moneyMember(sessions, request);
    return http::okJson(transferResultJson(wallets.transfer(member, transferRequestOf(readPlainBody(request)))));
  });
}

}  // namespace panalo::routes

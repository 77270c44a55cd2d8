#include "domains/wallet/upline_routes.hpp"

#include "domains/wallet/money_session.hpp"
#include "domains/wallet/upline_json.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"

namespace panalo::routes {

void addUplineRoutes(http::RouteTable& routes, services::SessionService& sessions,
                     services::UplineTransferService& uplines, services::WalletModeService& modes) {
  routes.add("GET", "/wps/v2/wallets/upline", [&sessions, &uplines](const http::HttpRequest& request) {
    return http::okJson(uplineJson(uplines.upline(moneyMember(sessions, request))));
  });
  routes.add("POST", "/wps/v2/wallets/upline/transfer", [&sessions, &uplines](const http::HttpRequest& request) {
    const auto member = moneyMember(sessions, request);
    return http::okJson(uplineTransferJson(uplines.transfer(member, uplineTransferRequestOf(readPlainBody(request)))));
  });
  routes.add("GET", "/wps/v2/wallets/merchant",
             [&modes](const http::HttpRequest&) { return http::okJson(merchantWalletJson(modes.isSingle())); });
}

}  // namespace panalo::routes

#include "domains/wallet/wallet_module.hpp"

#include "domains/wallet/wallet_routes.hpp"

namespace panalo::modules {

WalletModule::WalletModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts)
    : ledger(platform.pool),
      wallets(ledger, system.settings),
      ledgerAdmin(ledger, accounts.members),
      accounts_(accounts) {}

void WalletModule::addRoutes(http::RouteTable& routes) { routes::addWalletRoutes(routes, accounts_.sessions, wallets); }

}  // namespace panalo::modules

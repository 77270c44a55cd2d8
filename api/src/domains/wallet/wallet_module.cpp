#include "domains/wallet/wallet_module.hpp"

#include "domains/wallet/payment_routes.hpp"
#include "domains/wallet/record_routes.hpp"
#include "domains/wallet/wallet_routes.hpp"

namespace panalo::modules {

WalletModule::WalletModule(platform::PlatformDeps& platform, SystemModule& system, SealedModule& sealed,
                           AccountsModule& accounts)
    : ledger(platform.pool),
      wallets(ledger, system.settings),
      ledgerAdmin(ledger, accounts.members),
      depositStore(platform.pool, ledger),
      deposits(ledger, depositStore),
      withdrawalStore(platform.pool, ledger),
      fundsPasswords(platform.pool, platform.passwordHasher),
      withdrawals(ledger, withdrawalStore, system.settings, fundsPasswords),
      recordStore(platform.pool),
      records(recordStore, ledger, system.settings),
      rebateStore(platform.pool, ledger),
      rebates(rebateStore, ledger, system.settings, records),
      bonuses(ledger, accounts.members),
      betDemo(recordStore, ledger, accounts.members),
      sealed_(sealed),
      accounts_(accounts) {}

void WalletModule::addRoutes(http::RouteTable& routes) {
  routes::addWalletRoutes(routes, accounts_.sessions, wallets);
  routes::addPaymentRoutes(routes, {accounts_.sessions, sealed_.sealedBodies, deposits, withdrawals});
  routes::addRecordRoutes(routes, {accounts_.sessions, records, rebates});
}

}  // namespace panalo::modules

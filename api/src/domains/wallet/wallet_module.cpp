#include "domains/wallet/wallet_module.hpp"

#include "domains/wallet/payment_routes.hpp"
#include "domains/wallet/record_routes.hpp"
#include "domains/wallet/responsible_routes.hpp"
#include "domains/wallet/seamless_routes.hpp"
#include "domains/wallet/upline_routes.hpp"
#include "domains/wallet/wallet_routes.hpp"

namespace panalo::modules {

WalletModule::WalletModule(platform::PlatformDeps& platform, SystemModule& system, SealedModule& sealed,
                           AccountsModule& accounts)
    : ledger(platform.pool),
      responsibleStore(platform.pool),
      responsible(responsibleStore),
      wallets(ledger, system.settings, responsible),
      ledgerAdmin(ledger, accounts.members),
      depositStore(platform.pool, ledger),
      deposits(ledger, depositStore, responsible),
      withdrawalStore(platform.pool, ledger),
      fundsPasswords(platform.pool, platform.passwordHasher),
      withdrawals(ledger, withdrawalStore, system.settings, fundsPasswords),
      walletModes(system.settings),
      uplineStore(platform.pool),
      uplineTransfers(ledger, uplineStore),
      recordStore(platform.pool, platform.laggingReads),
      records(recordStore, ledger, system.settings),
      rebateStore(platform.pool, ledger),
      rebates(rebateStore, ledger, system.settings, records),
      bonuses(ledger, accounts.members),
      betDemo(recordStore, ledger, accounts.members),
      seamlessStore(platform.pool, ledger),
      seamless(seamlessStore, ledger, accounts.members, system.settings, responsible, platform.security.masterKey,
               platform.security.envelopeMaxClockSkew),
      memberActivity(platform.pool),
      teamMoney(platform.pool),
      commissions(ledger),
      sealed_(sealed),
      accounts_(accounts) {}

void WalletModule::addRoutes(http::RouteTable& routes) {
  routes::addWalletRoutes(routes, accounts_.sessions, wallets);
  routes::addUplineRoutes(routes, accounts_.sessions, uplineTransfers, walletModes);
  routes::addPaymentRoutes(routes, {accounts_.sessions, sealed_.sealedBodies, deposits, withdrawals});
  routes::addResponsibleRoutes(routes, accounts_.sessions, accounts_.activeSessions, responsible);
  routes::addRecordRoutes(routes, {accounts_.sessions, records, rebates});
  routes::addSeamlessRoutes(routes, seamless);
}

}  // namespace panalo::modules

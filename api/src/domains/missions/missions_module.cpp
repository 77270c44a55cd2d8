#include "domains/missions/missions_module.hpp"

#include "domains/missions/missions_routes.hpp"

namespace panalo::modules {

MissionsModule::MissionsModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts,
                               WalletModule& wallet)
    : missionStore(platform.pool),
      missions(missionStore, wallet.records, wallet.bonuses, wallet.ledger),
      vipStore(platform.pool),
      vip(vipStore, system.featureFlags, wallet.records, wallet.bonuses, wallet.ledger, accounts.members),
      loginDays(missions),
      unreadCounter(missions),
      accounts_(accounts),
      wallet_(wallet) {}

void MissionsModule::addRoutes(http::RouteTable& routes) {
  routes::addMissionsRoutes(routes, {accounts_.sessions, missions, vip});
}

}  // namespace panalo::modules

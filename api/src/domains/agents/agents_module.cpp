#include "domains/agents/agents_module.hpp"

#include "domains/agents/agents_routes.hpp"

namespace panalo::modules {

AgentsModule::AgentsModule(platform::PlatformDeps& platform, SealedModule& sealed, AccountsModule& accounts,
                           WalletModule& wallet)
    : teamStore(platform.pool),
      contractStore(platform.pool),
      settlementStore(platform.pool),
      teams(teamStore, contractStore, wallet.teamMoney, wallet.records, accounts.downlineAccounts),
      contracts(contractStore, teamStore, accounts.members, accounts.memberExtras),
      settlements(settlementStore, contractStore, teamStore, wallet.teamMoney, wallet.commissions, wallet.records),
      sealed_(sealed),
      accounts_(accounts) {}

void AgentsModule::addRoutes(http::RouteTable& routes) {
  routes::addAgentsRoutes(routes, {accounts_.sessions, sealed_.sealedBodies, teams, contracts, settlements});
}

}  // namespace panalo::modules

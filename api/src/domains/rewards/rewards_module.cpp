#include "domains/rewards/rewards_module.hpp"

#include "domains/rewards/rewards_routes.hpp"

namespace panalo::modules {

RewardsModule::RewardsModule(platform::PlatformDeps& platform, SealedModule& sealed, AccountsModule& accounts,
                             WalletModule& wallet)
    : pointsStore(platform.pool),
      mallStore(platform.pool),
      betFeed(platform.pool),
      payouts(wallet.ledger),
      points(pointsStore, mallStore, betFeed, payouts, accounts.members),
      mall({mallStore, pointsStore, points, payouts, wallet.bonuses, platform.passwordHasher, accounts.loginLimiter,
            accounts.members}),
      sealed_(sealed),
      accounts_(accounts) {}

void RewardsModule::addRoutes(http::RouteTable& routes) {
  routes::addRewardsRoutes(routes, {accounts_.sessions, sealed_.sealedBodies, points, mall});
}

}  // namespace panalo::modules

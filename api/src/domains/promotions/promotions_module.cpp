#include "domains/promotions/promotions_module.hpp"

#include "domains/promotions/promotions_routes.hpp"

namespace panalo::modules {

PromotionsModule::PromotionsModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet)
    : store(platform.pool),
      payer(store, wallet.bonuses),
      promotions(store, payer, wallet.deposits, wallet.withdrawals),
      admin(store, payer, promotions, accounts.members),
      accounts_(accounts) {}

void PromotionsModule::addRoutes(http::RouteTable& routes) {
  routes::addPromotionRoutes(routes, accounts_.sessions, promotions);
}

}  // namespace panalo::modules

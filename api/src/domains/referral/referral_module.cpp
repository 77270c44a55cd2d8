#include "domains/referral/referral_module.hpp"

#include "domains/referral/referral_routes.hpp"

namespace panalo::modules {

ReferralModule::ReferralModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet)
    : referralStore(platform.pool),
      referrals(referralStore, accounts.invitations, wallet.bonuses, wallet.memberActivity),
      accounts_(accounts) {}

void ReferralModule::addRoutes(http::RouteTable& routes) {
  routes::addReferralRoutes(routes, accounts_.sessions, referrals);
}

}  // namespace panalo::modules

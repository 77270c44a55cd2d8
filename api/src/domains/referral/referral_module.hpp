#pragma once
// The referral domain (issue 15 item 6, invite friends): who may invite, the
// operator's reward rule, invited friends and the rewards paid through the
// wallet's bonus grants.

#include "domains/accounts/accounts_module.hpp"
#include "domains/referral/referral_repository.hpp"
#include "domains/referral/referral_service.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class ReferralModule {
 public:
  ReferralModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet);
  ReferralModule(const ReferralModule&) = delete;
  ReferralModule& operator=(const ReferralModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // referral enable | disable | list | config | settle | demo (referral_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<ReferralModule>& referral);

  repositories::ReferralRepository referralStore;
  services::ReferralService referrals;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules

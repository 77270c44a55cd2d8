#pragma once
// The promotions domain (issue 15 item 3): promotions per language, each
// member's status in them, joining, claiming, raffle draws, activity
// applications, bonusDetails, and the operator's panaloctl promotions commands.
// Bonuses are paid through the wallet's bonus grants (the ledger).

#include "domains/accounts/accounts_module.hpp"
#include "domains/promotions/promotion_admin_service.hpp"
#include "domains/promotions/promotion_payer.hpp"
#include "domains/promotions/promotion_repository.hpp"
#include "domains/promotions/promotion_service.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class PromotionsModule {
 public:
  PromotionsModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet);
  PromotionsModule(const PromotionsModule&) = delete;
  PromotionsModule& operator=(const PromotionsModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // promotions create | edit | text | prize | publish | unpublish | list | show |
  // applications | application-image | review | approve | reject | issue |
  // resume | demo (promotions_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<PromotionsModule>& promotions);

  repositories::PromotionRepository store;
  services::PromotionPayer payer;
  services::PromotionService promotions;
  services::PromotionAdminService admin;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules

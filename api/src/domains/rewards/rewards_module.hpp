#pragma once
// The rewards domain (issue 15 item 4): the member's points (earned from
// settled valid bets at the operator's rates and from grants), the points
// mall (reward items per language, redeems with the member's password), the
// conversion of points to money through the wallet's ledger, the reward
// center's unread decisions, and the operator's panaloctl rewards commands.

#include <cstdint>

#include "domains/accounts/accounts_module.hpp"
#include "domains/rewards/mall_repository.hpp"
#include "domains/rewards/mall_service.hpp"
#include "domains/rewards/points_repository.hpp"
#include "domains/rewards/points_service.hpp"
#include "domains/sealed/sealed_module.hpp"
#include "domains/wallet/reward_payout_service.hpp"
#include "domains/wallet/settled_bet_feed.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class RewardsModule {
 public:
  RewardsModule(platform::PlatformDeps& platform, SealedModule& sealed, AccountsModule& accounts, WalletModule& wallet);
  RewardsModule(const RewardsModule&) = delete;
  RewardsModule& operator=(const RewardsModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // rewards items | grant | redeems | config | rates | check | demo (rewards_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<RewardsModule>& rewards);

  // For the unread count (CSP_unreadCount): redeem decisions the member has
  // not seen since they last opened the reward center.
  std::int64_t unseenDecisions(std::int64_t memberId) { return mall.unseen(memberId); }

  repositories::PointsRepository pointsStore;
  repositories::MallRepository mallStore;
  services::SettledBetFeed betFeed;
  services::RewardPayoutService payouts;
  services::PointsService points;
  services::MallService mall;

 private:
  SealedModule& sealed_;
  AccountsModule& accounts_;
};

}  // namespace panalo::modules

#pragma once
// The mini game (issue 17 item 5): the daily spin popup's wheel, paying points
// through the rewards domain's points journal or a bonus through the wallet's
// bonus grant; the operator's panaloctl minigame commands.

#include "domains/accounts/accounts_module.hpp"
#include "domains/minigame/minigame_repository.hpp"
#include "domains/minigame/minigame_service.hpp"
#include "domains/rewards/rewards_module.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class MinigameModule {
 public:
  MinigameModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet,
                 RewardsModule& rewards);
  MinigameModule(const MinigameModule&) = delete;
  MinigameModule& operator=(const MinigameModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // minigame show | enable | disable | period | wheel | demo | verify (minigame_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<MinigameModule>& minigame);
  // The demo wheel, switched on daily in Asia/Manila; safe to repeat.
  void loadDemo();

  repositories::MinigameRepository store;
  services::MinigameService minigame;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules

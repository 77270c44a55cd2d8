#include "domains/minigame/minigame_module.hpp"

#include "domains/minigame/minigame_routes.hpp"

namespace panalo::modules {

MinigameModule::MinigameModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet,
                               RewardsModule& rewards)
    : store(platform.pool),
      minigame(store, rewards.points, wallet.bonuses, platform.security.masterKey),
      accounts_(accounts) {}

void MinigameModule::addRoutes(http::RouteTable& routes) {
  routes::addMinigameRoutes(routes, accounts_.sessions, minigame);
}

void MinigameModule::loadDemo() {
  // Small prizes, most often points; a bonus now and then; some empty slices.
  minigame.replaceSegments({{0, 30, "points", 10},
                            {1, 20, "nothing", 0},
                            {2, 20, "points", 50},
                            {3, 6, "bonus", 100},
                            {4, 14, "points", 100},
                            {5, 6, "nothing", 0},
                            {6, 3, "bonus", 500},
                            {7, 1, "bonus", 2000}});
  minigame.setSchedule(true, "daily", "Asia/Manila");
}

}  // namespace panalo::modules

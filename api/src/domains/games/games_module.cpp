#include "domains/games/games_module.hpp"

#include "domains/games/games_routes.hpp"

namespace panalo::modules {

GamesModule::GamesModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet)
    : catalogueStore(platform.pool),
      memberGamesStore(platform.pool),
      catalogueCache(catalogueStore, platform.pool.url()),
      games(catalogueCache),
      memberGames(catalogueCache, memberGamesStore),
      catalogueAdmin(catalogueStore, memberGamesStore),
      launchTokenStore(platform.pool),
      launches(catalogueCache, memberGames, launchTokenStore, wallet.responsible),
      winnerBoard(catalogueCache, wallet.records),
      accounts_(accounts) {}

void GamesModule::addRoutes(http::RouteTable& routes) {
  routes::addGamesRoutes(routes, {accounts_.sessions, games, memberGames, launches, winnerBoard});
}

}  // namespace panalo::modules

#include "domains/games/games_module.hpp"

#include "domains/games/games_routes.hpp"

namespace panalo::modules {

GamesModule::GamesModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet)
    // The catalogue is read from the primary although it may lag: the lobby never
    // reads it per request (catalogueCache holds it in memory), and the cache
    // reloads on a NOTIFY from the primary, which a replica may not have replayed
    // yet: reloading from it could keep the old catalogue until the next change.
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

#include "domains/pvp/pvp_module.hpp"

#include "domains/pvp/pvp_routes.hpp"

namespace panalo::modules {

PvpModule::PvpModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet,
                     GamesModule& games)
    : store(platform.pool), rooms(store, games.catalogueCache, games.launches, wallet.wallets), accounts_(accounts) {}

void PvpModule::addRoutes(http::RouteTable& routes) { routes::addPvpRoutes(routes, accounts_.sessions, rooms); }

}  // namespace panalo::modules

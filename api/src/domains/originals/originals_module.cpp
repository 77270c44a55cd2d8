#include "domains/originals/originals_module.hpp"

#include "domains/originals/originals_routes.hpp"

namespace panalo::modules {

OriginalsModule::OriginalsModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts)
    : store(platform.pool), games(store, system.settings, platform.security.masterKey, wallet), accounts_(accounts) {}

void OriginalsModule::addRoutes(http::RouteTable& routes) {
  routes::addOriginalsRoutes(routes, accounts_.sessions, games);
}

}  // namespace panalo::modules

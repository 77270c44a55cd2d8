#include "domains/trials/trials_module.hpp"

#include "domains/trials/trial_routes.hpp"

namespace panalo::modules {

TrialsModule::TrialsModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts)
    : freePlayStarts(platform.pool),
      freePlay(system.featureFlags, freePlayStarts, accounts.members, accounts.logins),
      trials(platform.pool) {}

void TrialsModule::addRoutes(http::RouteTable& routes) { routes::addTrialRoutes(routes, freePlay); }

}  // namespace panalo::modules

#include "domains/access/access_module.hpp"

#include "domains/access/access_routes.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {

AccessModule::AccessModule(platform::PlatformDeps& platform, SystemModule& system)
    : accessChecks(platform.pool),
      ipBlocks(platform.pool),
      countryRules(platform.pool),
      geoIpRanges(platform.pool),
      access(accessChecks),
      accessAdmin(ipBlocks, countryRules, system.settings),
      geoIp(geoIpRanges, accessChecks) {}

void AccessModule::addRoutes(http::RouteTable& routes) { routes::addAccessRoutes(routes, access); }

void AccessModule::addCommands(CLI::App& app, const cli::Lazy<AccessModule>& access) {
  access_commands::addBlockCommands(app, access);
  access_commands::addGeoIpCommands(app, access);
}

}  // namespace panalo::modules

#include "domains/site/site_module.hpp"

#include "domains/site/site_routes.hpp"

namespace panalo::modules {

SiteModule::SiteModule(platform::PlatformDeps& platform, SystemModule& system, AccessModule& access,
                       AccountsModule& accounts)
    : countries(platform.pool),
      customerServiceChannels(platform.pool),
      siteInfo(system.settings, countries, customerServiceChannels, accounts.registrationSettings),
      customerService(customerServiceChannels),
      access_(access),
      accounts_(accounts) {}

void SiteModule::addRoutes(http::RouteTable& routes) {
  routes::addSiteRoutes(routes, siteInfo, access_.access, accounts_.invitations);
}

}  // namespace panalo::modules

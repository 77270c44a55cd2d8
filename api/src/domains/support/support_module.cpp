#include "domains/support/support_module.hpp"

#include "domains/support/support_routes.hpp"

namespace panalo::modules {

SupportModule::SupportModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts,
                             SiteModule& site)
    : contentStore(platform.pool, platform.laggingReads),
      feedbackStore(platform.pool),
      mirrorStore(platform.pool),
      content(contentStore),
      feedback(feedbackStore),
      mirrors(mirrorStore),
      system_(system),
      accounts_(accounts),
      site_(site) {}

void SupportModule::addRoutes(http::RouteTable& routes) {
  routes::addSupportRoutes(routes, accounts_.sessions, content, feedback, mirrors);
}

}  // namespace panalo::modules

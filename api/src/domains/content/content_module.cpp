#include "domains/content/content_module.hpp"

#include "domains/content/content_routes.hpp"

namespace panalo::modules {

ContentModule::ContentModule(platform::PlatformDeps& platform, AccountsModule& accounts)
    : announcementStore(platform.pool, platform.laggingReads),
      bannerStore(platform.pool, platform.laggingReads),
      notices(announcementStore, bannerStore),
      contentAdmin(announcementStore, bannerStore),
      accounts_(accounts) {}

void ContentModule::addRoutes(http::RouteTable& routes) {
  routes::addContentRoutes(routes, {accounts_.sessions, notices});
}

}  // namespace panalo::modules

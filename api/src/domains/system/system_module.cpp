#include "domains/system/system_module.hpp"

#include "domains/system/system_routes.hpp"

namespace panalo::modules {

SystemModule::SystemModule(platform::PlatformDeps& platform)
    : siteStatus(platform.pool),
      settings(platform.pool),
      languages(platform.pool),
      featureFlags(platform.pool),
      system(siteStatus, settings, languages, featureFlags) {}

void SystemModule::addRoutes(http::RouteTable& routes) { routes::addSystemRoutes(routes, system); }

const SettingOwner* SystemModule::settingOwner(const std::string& key) const {
  for (const auto& owner : settingOwners_) {
    if (owner.owns(key)) return &owner;
  }
  return nullptr;
}

}  // namespace panalo::modules

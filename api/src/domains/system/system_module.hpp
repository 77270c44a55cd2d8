#pragma once
// The system domain: site status, settings, languages and feature flags.

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "domains/system/feature_flag_repository.hpp"
#include "domains/system/language_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/system/site_status_repository.hpp"
#include "domains/system/system_service.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

// A domain that checks its own settings: `panaloctl settings set` hands it the
// keys it owns instead of writing them as they are (wired by the composition root).
struct SettingOwner {
  std::function<bool(const std::string& key)> owns;
  std::function<void(const std::string& key, const nlohmann::json& value)> replace;
};

class SystemModule {
 public:
  explicit SystemModule(platform::PlatformDeps& platform);
  SystemModule(const SystemModule&) = delete;
  SystemModule& operator=(const SystemModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // status, flags, settings.
  static void addCommands(CLI::App& app, const cli::Lazy<SystemModule>& system);

  void addSettingOwner(SettingOwner owner) { settingOwners_.push_back(std::move(owner)); }
  // The owner of `key`, or nullptr when the system domain keeps it.
  const SettingOwner* settingOwner(const std::string& key) const;

  repositories::SiteStatusRepository siteStatus;
  repositories::SettingsRepository settings;
  repositories::LanguageRepository languages;
  repositories::FeatureFlagRepository featureFlags;
  services::SystemService system;

 private:
  std::vector<SettingOwner> settingOwners_;
};

}  // namespace panalo::modules

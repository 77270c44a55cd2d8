#pragma once
// Wires repositories to services over one connection pool. The server and the
// operator tool both build their work on this, so they share every rule.

#include <memory>
#include <string>

#include "db/connection_pool.hpp"
#include "repositories/feature_flag_repository.hpp"
#include "repositories/language_repository.hpp"
#include "repositories/settings_repository.hpp"
#include "repositories/site_status_repository.hpp"
#include "services/system_service.hpp"

namespace panalo::app {

class AppServices {
 public:
  AppServices(const std::string& databaseUrl, std::size_t poolSize);

  db::ConnectionPool pool;
  repositories::SiteStatusRepository siteStatus{pool};
  repositories::SettingsRepository settings{pool};
  repositories::LanguageRepository languages{pool};
  repositories::FeatureFlagRepository featureFlags{pool};
  services::SystemService system{siteStatus, settings, languages, featureFlags};
};

}  // namespace panalo::app

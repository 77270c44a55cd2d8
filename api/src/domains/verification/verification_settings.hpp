#pragma once
// The operator settings verification reads on every use (site_settings), so a
// change through panaloctl applies to every instance at once.

#include <string>

#include "domains/system/settings_repository.hpp"

namespace panalo::services {

class VerificationSettings {
 public:
  static constexpr const char* kExpiredMinutesKey = "verification.sms.expired_minutes";
  static constexpr const char* kSiteBaseUrlKey = "site.base_url";
  static constexpr int kDefaultExpiredMinutes = 2;

  explicit VerificationSettings(repositories::SettingsRepository& settings) : settings_(settings) {}

  // How long a code lives (1..60); the client's countdown is 60 s times this.
  // A missing or malformed value reads as the default.
  int expiredMinutes();
  // Without a trailing '/'; "http://localhost:8080" when unset.
  std::string siteBaseUrl();

 private:
  repositories::SettingsRepository& settings_;
};

}  // namespace panalo::services

#pragma once
// The operator settings verification reads on every use (site_settings), so a
// change through panaloctl applies to every instance at once.

#include <chrono>
#include <cstdint>
#include <string>

#include "domains/system/settings_repository.hpp"

namespace panalo::services {

class VerificationSettings {
 public:
  static constexpr const char* kExpiredMinutesKey = "verification.sms.expired_minutes";
  static constexpr const char* kSiteBaseUrlKey = "site.base_url";
  static constexpr int kDefaultExpiredMinutes = 2;
  static constexpr const char* kMaxFailuresKey = "verification.code.max_failures";
  static constexpr const char* kFailureWindowHoursKey = "verification.code.failure_window_hours";
  static constexpr std::int64_t kDefaultMaxFailures = 10;
  static constexpr std::int64_t kDefaultFailureWindowHours = 24;

  explicit VerificationSettings(repositories::SettingsRepository& settings) : settings_(settings) {}

  // How long a code lives (1..60); the client's countdown is 60 s times this.
  // A missing or malformed value reads as the default.
  int expiredMinutes();
  // Without a trailing '/'; "http://localhost:8080" when unset.
  std::string siteBaseUrl();
  // Wrong codes per number and per account within the failure window before
  // SMS login and password setting by phone lock for it (1..1000, default 10).
  std::int64_t maxFailedCodes();
  // That window, which is also how long the lock lasts (1..168 hours, default 24).
  std::chrono::seconds failureWindow();

 private:
  repositories::SettingsRepository& settings_;
};

}  // namespace panalo::services

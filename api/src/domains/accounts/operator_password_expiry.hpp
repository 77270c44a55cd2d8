#pragma once
// How long a password an operator chose (panaloctl members create
// --default-password, members reset-password) stays usable as "default" at
// login: setting account.operator_password_max_age_hours (default 72). Older,
// the login reports it expired. Either way the session is change-only, so a
// handed-out password opens nothing but the form that replaces it; the expiry
// tells the member (and the operator) that it sat unused too long.

#include <chrono>

#include "domains/system/settings_repository.hpp"

namespace panalo::services {

class OperatorPasswordExpiry {
 public:
  static constexpr std::int64_t kDefaultMaxAgeHours = 72;

  explicit OperatorPasswordExpiry(repositories::SettingsRepository& settings) : settings_(settings) {}

  // The setting; anything but a whole number of hours from 1 to 8760 falls
  // back to the default.
  std::chrono::hours maxAge();
  bool expired(double passwordAgeSeconds) {
    return passwordAgeSeconds > static_cast<double>(maxAge().count()) * 3600.0;
  }

 private:
  repositories::SettingsRepository& settings_;
};

}  // namespace panalo::services

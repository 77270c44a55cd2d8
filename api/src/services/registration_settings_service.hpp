#pragma once
// The registration field rules the operator configures. Stored as JSON in
// site_settings; checked with the shared parser (which compiles every pattern)
// when written, so a bad rule is refused at the operator's command, never served.

#include <nlohmann/json.hpp>

#include "panalo/validation/registration_settings.hpp"
#include "repositories/feature_flag_repository.hpp"
#include "repositories/settings_repository.hpp"

namespace panalo::services {

class RegistrationSettingsService {
 public:
  static constexpr const char* kSettingKey = "registration.settings";
  static constexpr const char* kSmsVerificationFlag = "REGMOBVERF3";

  RegistrationSettingsService(repositories::SettingsRepository& settings, repositories::FeatureFlagRepository& flags)
      : settings_(settings), flags_(flags) {}

  // The JSON clients receive: the stored rules plus smsVerification from its flag.
  nlohmann::json publicSettings();
  // Parsed, for the server's own validation of submitted forms.
  validation::RegistrationSettings settings();
  // Throws DomainError(InvalidInput) naming the bad member, and stores nothing.
  void replace(const nlohmann::json& rules);

 private:
  repositories::SettingsRepository& settings_;
  repositories::FeatureFlagRepository& flags_;
};

}  // namespace panalo::services

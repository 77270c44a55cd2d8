#pragma once
// The registration field rules the operator configures. Stored as JSON in
// site_settings; checked with the shared parser (which compiles every pattern)
// when written, so a bad rule is refused at the operator's command, never served.

#include <nlohmann/json.hpp>

#include "panalo/validation/registration_settings.hpp"
#include "domains/system/feature_flag_repository.hpp"
#include "domains/system/settings_repository.hpp"

namespace panalo::services {

class RegistrationSettingsService {
 public:
  static constexpr const char* kSettingKey = "registration.settings";
  static constexpr const char* kSmsVerificationFlag = "REGMOBVERF3";
  static constexpr const char* kMobilePasswordFlag = "MOBILENUMPASSREG3";
  static constexpr const char* kMobileRegistrationFlag = "MOBILENUMREG3";
  static constexpr const char* kCodeLoginFlag = "MOBILEVERCODELOGIN3";

  RegistrationSettingsService(repositories::SettingsRepository& settings, repositories::FeatureFlagRepository& flags)
      : settings_(settings), flags_(flags) {}

  // The JSON clients receive: the stored rules plus smsVerification and
  // mobilePassword from their flags (mobilePassword also while SMS login is off).
  nlohmann::json publicSettings();
  // Parsed, for the server's own validation of submitted forms.
  validation::RegistrationSettings settings();
  // Throws function_not_enabled (403) unless mobile registration is on.
  void requireMobileRegistration();
  // Whether some registration form asks for an SMS code, so that
  // /wps/verification/sms/register may send one: REGMOBVERF3, or a mobile
  // sign-up without a password (the code is then its only proof).
  bool registrationUsesSmsCodes();
  // Throws DomainError(InvalidInput) naming the bad member, and stores nothing.
  void replace(const nlohmann::json& rules);

 private:
  repositories::SettingsRepository& settings_;
  repositories::FeatureFlagRepository& flags_;
};

}  // namespace panalo::services

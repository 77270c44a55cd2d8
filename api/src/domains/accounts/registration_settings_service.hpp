#pragma once
// The registration field rules the operator configures. Stored as JSON in
// site_settings; checked with the shared parser (which compiles every pattern)
// when written, so a bad rule is refused at the operator's command, never served.

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "domains/system/feature_flag_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "panalo/validation/registration_settings.hpp"

namespace panalo::services {

// The registration rules clients receive. `rules` is the operator's stored
// object as written (its schema is shared/'s parseRegistrationSettings, which
// checked it on the way in; members it does not know pass through untouched);
// the two flags override members of the same name in it.
struct PublicRegistrationSettings {
  nlohmann::json rules = nlohmann::json::object();
  bool smsVerification = false;
  bool mobilePassword = false;
  // The site's domains (site.main_domain, then site.domains): words a new
  // password may not be built on (shared/ password_policy.hpp). The product
  // name and the username are such words in shared/ itself.
  std::vector<std::string> siteWords;

  // The rules with the two flags and the site words set in them: what clients
  // receive and what shared/'s parser reads.
  nlohmann::json merged() const;
};

class RegistrationSettingsService {
 public:
  static constexpr const char* kSettingKey = "registration.settings";
  static constexpr const char* kSmsVerificationFlag = "REGMOBVERF3";
  static constexpr const char* kMobilePasswordFlag = "MOBILENUMPASSREG3";
  static constexpr const char* kMobileRegistrationFlag = "MOBILENUMREG3";
  static constexpr const char* kCodeLoginFlag = "MOBILEVERCODELOGIN3";

  RegistrationSettingsService(repositories::SettingsRepository& settings, repositories::FeatureFlagRepository& flags)
      : settings_(settings), flags_(flags) {}

  // The stored rules plus smsVerification and mobilePassword from their flags
  // (mobilePassword also while SMS login is off).
  PublicRegistrationSettings publicSettings();
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

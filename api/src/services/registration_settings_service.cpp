#include "services/registration_settings_service.hpp"

#include "core/domain_error.hpp"
#include "core/error_keys.hpp"

namespace panalo::services {

nlohmann::json RegistrationSettingsService::publicSettings() {
  nlohmann::json rules = settings_.read(kSettingKey).value_or(nlohmann::json::object());
  if (!rules.is_object()) rules = nlohmann::json::object();
  bool smsVerification = false;
  for (const auto& flag : flags_.list()) {
    if (flag.code == kSmsVerificationFlag) smsVerification = flag.enabled;
  }
  rules["smsVerification"] = smsVerification;
  return rules;
}

validation::RegistrationSettings RegistrationSettingsService::settings() {
  auto parsed = validation::parseRegistrationSettings(publicSettings());
  if (!parsed.ok()) {
    // replace() refuses bad rules, so this means someone edited the table by hand.
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError,
                      "stored registration settings are invalid: " + parsed.error);
  }
  return std::move(*parsed.settings);
}

void RegistrationSettingsService::replace(const nlohmann::json& rules) {
  if (!rules.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "registration settings must be an object");
  }
  const auto parsed = validation::parseRegistrationSettings(rules);
  if (!parsed.ok()) throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, parsed.error);
  nlohmann::json stored = rules;
  stored.erase("smsVerification");  // owned by the REGMOBVERF3 flag
  settings_.write(kSettingKey, stored);
}

}  // namespace panalo::services

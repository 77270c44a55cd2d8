#include "domains/accounts/registration_settings_service.hpp"

#include <algorithm>

#include "domains/system/feature_switch.hpp"
#include "panalo/validation/forms.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

// At most validation::kMaxSiteWords, each a plausible host name (the site
// settings are checked as host names when written; this keeps a hand-edited
// table from breaking every form).
std::vector<std::string> siteWordsFrom(repositories::SettingsRepository& settings) {
  std::vector<std::string> words;
  auto add = [&words](const nlohmann::json& value) {
    if (!value.is_string() || words.size() >= validation::kMaxSiteWords) return;
    const auto& word = value.get_ref<const std::string&>();
    if (word.empty() || word.size() > validation::kMaxSiteWordBytes || !validation::isValidUtf8(word) ||
        word.find('\0') != std::string::npos) {
      return;
    }
    if (std::find(words.begin(), words.end(), word) == words.end()) words.push_back(word);
  };
  if (const auto main = settings.read("site.main_domain")) add(*main);
  if (const auto domains = settings.read("site.domains"); domains && domains->is_array()) {
    for (const auto& domain : *domains) add(domain);
  }
  return words;
}

}  // namespace

PublicRegistrationSettings RegistrationSettingsService::publicSettings() {
  PublicRegistrationSettings result;
  auto stored = settings_.read(kSettingKey);
  if (stored && stored->is_object()) result.rules = std::move(*stored);
  bool smsVerification = false;
  bool mobilePassword = false;
  bool codeLogin = false;
  for (const auto& flag : flags_.list()) {
    if (flag.code == kSmsVerificationFlag) smsVerification = flag.enabled;
    if (flag.code == kMobilePasswordFlag) mobilePassword = flag.enabled;
    if (flag.code == kCodeLoginFlag) codeLogin = flag.enabled;
  }
  result.smsVerification = smsVerification;
  // An account without a password comes back only by SMS code login: while that
  // is off, mobile sign-up asks for a password whatever MOBILENUMPASSREG3 says.
  result.mobilePassword = mobilePassword || !codeLogin;
  result.siteWords = siteWordsFrom(settings_);
  return result;
}

nlohmann::json PublicRegistrationSettings::merged() const {
  nlohmann::json json = rules;
  json["smsVerification"] = smsVerification;
  json["mobilePassword"] = mobilePassword;
  json["siteWords"] = siteWords;
  return json;
}

validation::RegistrationSettings RegistrationSettingsService::settings() {
  auto parsed = validation::parseRegistrationSettings(publicSettings().merged());
  if (!parsed.ok()) {
    // replace() refuses bad rules, so this means someone edited the table by hand.
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError,
                      "stored registration settings are invalid: " + parsed.error);
  }
  return std::move(*parsed.settings);
}

void RegistrationSettingsService::requireMobileRegistration() { requireFeature(flags_, kMobileRegistrationFlag); }

bool RegistrationSettingsService::registrationUsesSmsCodes() {
  const auto parsed = settings();
  return parsed.smsVerification ||
         (isFeatureOn(flags_, kMobileRegistrationFlag) && validation::mobileRegistrationNeedsCode(parsed));
}

void RegistrationSettingsService::replace(const nlohmann::json& rules) {
  if (!rules.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "registration settings must be an object");
  }
  const auto parsed = validation::parseRegistrationSettings(rules);
  if (!parsed.ok()) throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, parsed.error);
  nlohmann::json stored = rules;
  stored.erase("smsVerification");  // owned by the REGMOBVERF3 flag
  stored.erase("mobilePassword");   // owned by the MOBILENUMPASSREG3 flag
  stored.erase("siteWords");        // the site's domains, from the site settings
  settings_.write(kSettingKey, stored);
}

}  // namespace panalo::services

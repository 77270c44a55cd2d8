#pragma once
// What the site shell shows besides the games (spec section 7: permission,
// whitelabel, domain route, country list, customer service). Values come from
// site_settings and two small tables; everything served is re-checked on the
// way out (shape, safe links), and settings are checked on the way in
// (replaceSetting), so a typo in `panaloctl settings set` cannot put a
// javascript: link on the page.

#include <nlohmann/json.hpp>

#include <string>

#include "domains/site/country_repository.hpp"
#include "domains/site/customer_service_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/access/access_service.hpp"
#include "domains/accounts/registration_settings_service.hpp"

namespace panalo::services {

class SiteInfoService {
 public:
  SiteInfoService(repositories::SettingsRepository& settings, repositories::CountryRepository& countries,
                  repositories::CustomerServiceRepository& channels, RegistrationSettingsService& registration)
      : settings_(settings), countries_(countries), channels_(channels), registration_(registration) {}

  nlohmann::json countries();        // {list: [{countryCode, countryDialingCode, name}], defaultCountryCode}
  nlohmann::json customerService();  // [{csType, title, path}]
  nlohmann::json whitelabel();       // {menu: [{code, title, path, sort}]}
  nlohmann::json domainRoute();      // {mainDomain, domains}
  // GET /wps/system/permission for a visitor with this verdict.
  nlohmann::json permission(const std::string& ip, const AccessVerdict& verdict);

  // True for the setting keys this service serves (site.main_domain, ...).
  static bool ownsSetting(const std::string& key);
  // Checks the shape of one of those settings, then stores it; throws
  // DomainError(InvalidInput) and stores nothing when it is wrong.
  void replaceSetting(const std::string& key, const nlohmann::json& value);

 private:
  nlohmann::json setting(const std::string& key);

  repositories::SettingsRepository& settings_;
  repositories::CountryRepository& countries_;
  repositories::CustomerServiceRepository& channels_;
  RegistrationSettingsService& registration_;
};

}  // namespace panalo::services

#pragma once
// What the site shell shows besides the games (spec section 7: permission,
// whitelabel, domain route, country list, customer service). Values come from
// site_settings and two small tables; everything served is re-checked on the
// way out (shape, safe links), and settings are checked on the way in
// (replaceSetting), so a typo in `panaloctl settings set` cannot put a
// javascript: link on the page.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "domains/access/access_service.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "domains/site/country_repository.hpp"
#include "domains/site/customer_service_repository.hpp"
#include "domains/system/settings_repository.hpp"

namespace panalo::services {

// The countries a phone number may be from, and the one picked by default.
struct CountryList {
  std::vector<repositories::Country> list;
  std::string defaultCountryCode;  // empty only when no country is enabled
};

struct MenuItem {
  std::string code;
  std::string title;
  std::string path;
  std::int64_t sort = 0;
};

struct Whitelabel {
  std::vector<MenuItem> menu;  // by sort, then as stored
};

struct DomainRoute {
  std::string mainDomain;  // empty when unset
  std::vector<std::string> domains;
};

struct ResourceLink {
  std::string labelNameEn;
  std::string url;
};

// GET /wps/system/permission: everything the site shell needs to draw itself.
struct SitePermission {
  std::vector<repositories::CustomerServiceChannel> customerService;
  DomainRoute domainRoute;
  std::map<std::string, std::vector<ResourceLink>> resources;  // by resource type
  Whitelabel whitelabel;
  PublicRegistrationSettings registration;
  std::map<std::string, std::string> analytics;
  std::vector<std::string> imageCdns;
  std::vector<std::string> launchGameCdns;
  std::string ip;
  std::string countryCode;  // empty when unknown
  bool maintenance = false;
  bool regionRestriction = false;
};

class SiteInfoService {
 public:
  SiteInfoService(repositories::SettingsRepository& settings, repositories::CountryRepository& countries,
                  repositories::CustomerServiceRepository& channels, RegistrationSettingsService& registration)
      : settings_(settings), countries_(countries), channels_(channels), registration_(registration) {}

  CountryList countries();
  // The enabled channels whose links are safe.
  std::vector<repositories::CustomerServiceChannel> customerService();
  Whitelabel whitelabel();
  DomainRoute domainRoute();
  // GET /wps/system/permission for a visitor with this verdict.
  SitePermission permission(const std::string& ip, const AccessVerdict& verdict);

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

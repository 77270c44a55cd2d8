#include "domains/site/site_info_service.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>

#include "panalo/text/link_rule.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

using nlohmann::json;
using text::isSafeLink;
using validation::isValidUtf8;

bool isShortText(const json& value, std::size_t maxBytes = 200) {
  return value.is_string() && value.get<std::string>().size() <= maxBytes && isValidUtf8(value.get<std::string>());
}
bool isLink(const json& value) { return isShortText(value, 512) && isSafeLink(value.get<std::string>()); }
bool isHostName(const json& value) {
  if (!isShortText(value, 253) || value.get<std::string>().empty()) return false;
  const auto text = value.get<std::string>();
  return std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':';
  });
}

bool isMenuItem(const json& item) {
  return item.is_object() && isShortText(item.value("code", json())) && isShortText(item.value("title", json())) &&
         isLink(item.value("path", json())) && item.value("sort", json()).is_number_integer();
}
bool isResource(const json& item) {
  return item.is_object() && isShortText(item.value("labelNameEn", json())) && isLink(item.value("url", json()));
}

// Keeps the members of `list` that pass `keep`; anything not an array is empty.
json filtered(const json& list, const std::function<bool(const json&)>& keep) {
  json kept = json::array();
  if (!list.is_array()) return kept;
  for (const auto& item : list) {
    if (keep(item)) kept.push_back(item);
  }
  return kept;
}

std::vector<MenuItem> menuOf(const json& stored) {
  std::vector<MenuItem> menu;
  for (const auto& item : filtered(stored, isMenuItem)) {
    menu.push_back({item["code"].get<std::string>(), item["title"].get<std::string>(), item["path"].get<std::string>(),
                    item["sort"].get<std::int64_t>()});
  }
  std::stable_sort(menu.begin(), menu.end(), [](const MenuItem& a, const MenuItem& b) { return a.sort < b.sort; });
  return menu;
}

std::map<std::string, std::vector<ResourceLink>> resourcesOf(const json& stored) {
  std::map<std::string, std::vector<ResourceLink>> resources;
  if (!stored.is_object()) return resources;
  for (const auto& [type, items] : stored.items()) {
    if (!isShortText(json(type), 64)) continue;
    auto& list = resources[type];
    for (const auto& item : filtered(items, isResource)) {
      list.push_back({item["labelNameEn"].get<std::string>(), item["url"].get<std::string>()});
    }
  }
  return resources;
}

std::map<std::string, std::string> analyticsOf(const json& stored) {
  std::map<std::string, std::string> analytics;
  if (!stored.is_object()) return analytics;
  for (const auto& [name, value] : stored.items()) {
    if (isShortText(value)) analytics[name] = value.get<std::string>();
  }
  return analytics;
}

// The strings of `list` that pass `keep`; anything not an array is empty.
std::vector<std::string> filteredStrings(const json& list, const std::function<bool(const json&)>& keep) {
  std::vector<std::string> kept;
  for (const auto& item : filtered(list, keep)) kept.push_back(item.get<std::string>());
  return kept;
}

// The check each served setting must pass to be stored.
const std::map<std::string, std::function<bool(const json&)>>& settingChecks() {
  static const std::map<std::string, std::function<bool(const json&)>> checks = {
      {"site.main_domain", isHostName},
      // The maintenance and block pages' help link; "" means none.
      {"site.customer_service_url",
       [](const json& v) { return isLink(v) || (v.is_string() && v.get<std::string>().empty()); }},
      {"site.domains", [](const json& v) { return v.is_array() && filtered(v, isHostName).size() == v.size(); }},
      {"site.image_cdns", [](const json& v) { return v.is_array() && filtered(v, isLink).size() == v.size(); }},
      {"site.launch_game_cdns", [](const json& v) { return v.is_array() && filtered(v, isLink).size() == v.size(); }},
      {"site.whitelabel_menu", [](const json& v) { return v.is_array() && menuOf(v).size() == v.size(); }},
      {"site.analytics", [](const json& v) { return v.is_object() && analyticsOf(v).size() == v.size(); }},
      {"site.resources",
       [](const json& v) {
         if (!v.is_object()) return false;
         const auto kept = resourcesOf(v);
         if (kept.size() != v.size()) return false;
         for (const auto& [type, items] : v.items()) {
           const auto list = kept.find(type);
           if (!items.is_array() || list == kept.end() || list->second.size() != items.size()) return false;
         }
         return true;
       }},
      {"site.default_country",
       [](const json& v) {
         return v.is_string() && v.get<std::string>().size() == 2 &&
                std::isupper(static_cast<unsigned char>(v.get<std::string>()[0])) &&
                std::isupper(static_cast<unsigned char>(v.get<std::string>()[1]));
       }},
  };
  return checks;
}

}  // namespace

json SiteInfoService::setting(const std::string& key) { return settings_.read(key).value_or(json()); }

CountryList SiteInfoService::countries() {
  CountryList result;
  const auto stored = setting("site.default_country");
  const std::string wanted = stored.is_string() ? stored.get<std::string>() : "PH";
  result.list = countries_.listEnabled();
  for (const auto& country : result.list) {
    if (country.countryCode == wanted) result.defaultCountryCode = wanted;
  }
  // A default that names a missing or disabled country falls back to the first one offered.
  if (result.defaultCountryCode.empty() && !result.list.empty()) result.defaultCountryCode = result.list[0].countryCode;
  return result;
}

std::vector<repositories::CustomerServiceChannel> SiteInfoService::customerService() {
  std::vector<repositories::CustomerServiceChannel> list;
  for (auto& channel : channels_.listEnabled()) {
    // Rows are checked when added; this re-check keeps a hand-edited row off the page.
    if (!isSafeLink(channel.path)) continue;
    list.push_back(std::move(channel));
  }
  return list;
}

Whitelabel SiteInfoService::whitelabel() { return {menuOf(setting("site.whitelabel_menu"))}; }

DomainRoute SiteInfoService::domainRoute() {
  const auto main = setting("site.main_domain");
  return {isHostName(main) ? main.get<std::string>() : "", filteredStrings(setting("site.domains"), isHostName)};
}

SitePermission SiteInfoService::permission(const std::string& ip, const AccessVerdict& verdict) {
  SitePermission result;
  result.customerService = customerService();
  result.domainRoute = domainRoute();
  result.resources = resourcesOf(setting("site.resources"));
  result.whitelabel = whitelabel();
  result.registration = registration_.publicSettings();
  result.analytics = analyticsOf(setting("site.analytics"));
  result.imageCdns = filteredStrings(setting("site.image_cdns"), isLink);
  result.launchGameCdns = filteredStrings(setting("site.launch_game_cdns"), isLink);
  result.ip = ip;
  result.countryCode = verdict.countryCode;
  result.maintenance = verdict.maintenance();
  result.regionRestriction = verdict.blocked();
  return result;
}

bool SiteInfoService::ownsSetting(const std::string& key) { return settingChecks().count(key) > 0; }

void SiteInfoService::replaceSetting(const std::string& key, const json& value) {
  const auto check = settingChecks().find(key);
  if (check == settingChecks().end()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, key + " is not a site setting");
  }
  if (!check->second(value)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      key +
                          " has the wrong shape (see README, operator tool); links must be http(s), mailto, tel "
                          "or a path on this site");
  }
  settings_.write(key, value);
}

}  // namespace panalo::services

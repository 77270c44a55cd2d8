#include "domains/site/site_json.hpp"

#include "domains/accounts/member_json.hpp"

namespace panalo::routes {

using nlohmann::json;

json countryListJson(const services::CountryList& countries) {
  json list = json::array();
  for (const auto& country : countries.list) {
    list.push_back(
        {{"countryCode", country.countryCode}, {"countryDialingCode", country.dialingCode}, {"name", country.name}});
  }
  return {{"list", list}, {"defaultCountryCode", countries.defaultCountryCode}};
}

json customerServiceJson(const std::vector<repositories::CustomerServiceChannel>& channels) {
  json list = json::array();
  for (const auto& channel : channels) {
    list.push_back({{"csType", channel.csType}, {"title", channel.title}, {"path", channel.path}});
  }
  return list;
}

json whitelabelJson(const services::Whitelabel& whitelabel) {
  json menu = json::array();
  for (const auto& item : whitelabel.menu) {
    menu.push_back({{"code", item.code}, {"title", item.title}, {"path", item.path}, {"sort", item.sort}});
  }
  return {{"menu", menu}};
}

json domainRouteJson(const services::DomainRoute& route) {
  return {{"mainDomain", route.mainDomain}, {"domains", route.domains}};
}

json permissionJson(const services::SitePermission& permission) {
  json resources = json::object();
  for (const auto& [type, links] : permission.resources) {
    json list = json::array();
    for (const auto& link : links) list.push_back({{"labelNameEn", link.labelNameEn}, {"url", link.url}});
    resources[type] = list;
  }
  json analytics = json::object();
  for (const auto& [name, value] : permission.analytics) analytics[name] = value;
  return {{"customerService", customerServiceJson(permission.customerService)},
          {"domainRoute", domainRouteJson(permission.domainRoute)},
          {"resources", resources},
          {"whitelabel", whitelabelJson(permission.whitelabel)},
          {"register", registrationSettingsJson(permission.registration)},
          {"mainDomain", permission.domainRoute.mainDomain},
          {"analytics", analytics},
          {"imageCDNs", permission.imageCdns},
          {"launchGameCDNs", permission.launchGameCdns},
          {"location", {{"ip", permission.ip}, {"countryCode", permission.countryCode}}},
          {"maintenance", permission.maintenance},
          {"regionRestriction", permission.regionRestriction}};
}

json affiliateJson(const std::string& code) { return {{"code", code}, {"valid", true}}; }

}  // namespace panalo::routes

#pragma once
// JSON of the site shell's calls (spec section 7: permission, whitelabel,
// domain route, countries, customer service): typed values from
// SiteInfoService in, the bodies api/openapi.yaml describes out.

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "domains/site/site_info_service.hpp"

namespace panalo::routes {

// {list: [{countryCode, countryDialingCode, name}], defaultCountryCode}
nlohmann::json countryListJson(const services::CountryList& countries);
// [{csType, title, path}]
nlohmann::json customerServiceJson(const std::vector<repositories::CustomerServiceChannel>& channels);
// {menu: [{code, title, path, sort}]}
nlohmann::json whitelabelJson(const services::Whitelabel& whitelabel);
// {mainDomain, domains}
nlohmann::json domainRouteJson(const services::DomainRoute& route);
nlohmann::json permissionJson(const services::SitePermission& permission);
// {code, valid: true}: an affiliate code that checked out.
nlohmann::json affiliateJson(const std::string& code);

}  // namespace panalo::routes

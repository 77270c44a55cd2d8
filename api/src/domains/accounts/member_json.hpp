#pragma once
// JSON of the member calls (spec section 7: member info, consolidated funds,
// icon) and of the public registration settings: typed service values in, the
// bodies api/openapi.yaml describes out.

#include <nlohmann/json.hpp>

#include <string>

#include "domains/accounts/member_extras_service.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "domains/accounts/session_service.hpp"

namespace panalo::routes {

// {account, id, nickname, type, passwordSet, hasVip, vipLabelName, vipRankLevel}
nlohmann::json memberInfoJson(const services::MemberInfo& info);
// {dailysalreqtype, divtypereq, contracthoursalreqa, realtimesalreqtype}
nlohmann::json consolidatedFundsJson(const services::ConsolidatedFunds& funds);
// {image}
nlohmann::json memberIconJson(const std::string& imageBase64);
// The stored rules with smsVerification and mobilePassword set.
nlohmann::json registrationSettingsJson(const services::PublicRegistrationSettings& settings);

}  // namespace panalo::routes

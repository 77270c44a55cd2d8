#pragma once
// The referral domain's values as the JSON of api/openapi.yaml (tag referral).
// Money as text with 2 decimals, like every wallet answer.

#include <nlohmann/json.hpp>

#include "domains/referral/referral_types.hpp"

namespace panalo::routes {

nlohmann::json referralOverviewJson(const services::ReferralOverview& overview);
nlohmann::json referralFriendPageJson(const services::ReferralFriendPage& page);

}  // namespace panalo::routes

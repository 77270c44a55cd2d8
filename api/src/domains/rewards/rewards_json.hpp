#pragma once
// The rewards domain's typed values <-> JSON. Money goes out as 2-decimal text
// plus its integer minor units ("amount" and "amountMinor"), as the wallet's does.

#include <nlohmann/json.hpp>

#include "domains/rewards/rewards_types.hpp"

namespace panalo::routes {

nlohmann::json pointsBalanceJson(const services::PointsBalance& balance);
nlohmann::json pointsJournalJson(const services::RewardsPage<services::PointsEntry>& page);
nlohmann::json mallConfigJson(const services::MallConfig& config);
nlohmann::json rewardItemsJson(const std::vector<services::RewardItem>& items);
nlohmann::json redemptionJson(const services::Redemption& redemption);
nlohmann::json redemptionPageJson(const services::RewardsPage<services::Redemption>& page);
nlohmann::json redeemResultJson(const services::RedeemResult& result);
nlohmann::json convertResultJson(const services::ConvertResult& result);

// Opened (unsealed) request payloads. Throw DomainError(InvalidInput) for a
// body that is not an object or a field of the wrong type.
services::RedeemRequest redeemRequestOf(const nlohmann::json& body);
services::ConvertRequest convertRequestOf(const nlohmann::json& body);

}  // namespace panalo::routes

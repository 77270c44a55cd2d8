#pragma once
// JSON of the missions and VIP calls (api/openapi.yaml, tag missions): typed
// service values in, bodies out; request bodies in, checked values out.
// Money is 2-decimal text; counts (bets, days, points) are whole-number text,
// so a mission's target and progress read the same way whatever its goal.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

#include "domains/missions/missions_types.hpp"

namespace panalo::routes {

nlohmann::json missionSummaryJson(const services::MissionSummary& summary);
nlohmann::json missionClaimResultJson(const services::MissionClaimResult& result);
nlohmann::json leaderboardJson(const services::Leaderboard& board);
nlohmann::json vipStatusJson(const services::VipStatus& status);
nlohmann::json vipClaimResultJson(const services::VipClaimResult& result);

// {missionId: integer, idempotencyKey}. Throws invalid_request (not an object),
// invalid_parameter (missionId), idempotency_key_invalid.
struct MissionClaimRequest {
  std::int64_t missionId = 0;
  std::string idempotencyKey;
};
MissionClaimRequest missionClaimRequestOf(const nlohmann::json& body);

// {kind, rankLevel (upgrade only), idempotencyKey}.
struct VipClaimRequest {
  std::string kind;
  std::optional<int> rankLevel;
  std::string idempotencyKey;
};
VipClaimRequest vipClaimRequestOf(const nlohmann::json& body);

// floor(progress / target * 100), at most 100.
std::int64_t percentOf(std::int64_t progress, std::int64_t target);

}  // namespace panalo::routes

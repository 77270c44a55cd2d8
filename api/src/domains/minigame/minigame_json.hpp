#pragma once
// The mini game's typed values <-> JSON (api/openapi.yaml, tag minigame).

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "domains/minigame/minigame_types.hpp"

namespace panalo::routes {

// A prize amount as the member reads it: whole points ("50"), money for a
// bonus ("5.00"), "0" for nothing.
std::string prizeAmountText(const std::string& kind, std::int64_t amount);

nlohmann::json minigameStateJson(const services::MinigameState& state);
nlohmann::json spinJson(const services::Spin& spin);
nlohmann::json spinResultJson(const services::SpinResult& result);
nlohmann::json spinHistoryJson(const std::vector<services::Spin>& spins);
nlohmann::json minigameRotateJson(const services::MinigameRotateResult& result);
nlohmann::json spinVerificationJson(const services::SpinVerification& verified);
nlohmann::json wheelConfigJson(const services::WheelConfig& wheel);

// The spin body {"idempotencyKey": "..."}. Throws DomainError: invalid_request
// (not an object), idempotency_key_invalid (missing or not text).
std::string spinKeyOf(const nlohmann::json& body);
// The rotate body {"clientSeed"?: "..."}. Throws invalid_request, invalid_parameter.
std::optional<std::string> rotateClientSeedOf(const nlohmann::json& body);

}  // namespace panalo::routes

#pragma once
// The house games' typed values <-> JSON: amounts as 2-decimal text (the
// shared money rule), multipliers with 4 decimals, dice rolls with 2.

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "domains/originals/originals_types.hpp"

namespace panalo::routes {

nlohmann::json seedStateJson(const services::SeedState& state);
nlohmann::json rotateJson(const services::RotateResult& result);
nlohmann::json gamesJson(const std::vector<services::GameInfo>& games);
// The outcome alone (also stored with the round).
nlohmann::json roundOutcomeJson(const services::RoundResult& round);
nlohmann::json roundJson(const services::RoundResult& round);
nlohmann::json verifyJson(const services::VerifyResult& verified);

// Throws DomainError: invalid_request (not an object), amount_format_incorrect
// (amount not text), idempotency_key_invalid, invalid_parameter (target not an integer).
services::PlayRequest playRequestOf(const nlohmann::json& body, const std::string& gameCode);
// {"clientSeed": "..."}; optional when `required` is false.
std::optional<std::string> clientSeedOf(const nlohmann::json& body, bool required);

}  // namespace panalo::routes

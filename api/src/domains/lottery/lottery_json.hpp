#pragma once
// Lottery values -> JSON (times as milliseconds since the epoch; numbers as
// digit strings, leading zeros kept; tiers in the format's order).

#include <nlohmann/json.hpp>

#include "domains/lottery/lottery_types.hpp"
#include "platform/http/http_types.hpp"

namespace panalo::routes {

nlohmann::json lotteryJson(const services::Lottery& lottery);
// {drawId, lotteryCode, scheduledAt, status, drawnAt, resultSource, seedHash, seed, voidReason, tiers}
nlohmann::json drawJson(const services::LotteryDraw& draw, const std::string& format);
nlohmann::json lobbyJson(const services::LotteryLobby& lobby);
nlohmann::json resultsPageJson(const services::LotteryResultsPage& page);
nlohmann::json drawVerificationJson(const services::DrawVerification& verification);

services::LotteryResultsQuery resultsQueryOf(const http::HttpRequest& request);

}  // namespace panalo::routes

#pragma once
// JSON of the responsible-gaming routes: settings, the reality-check report,
// and the bodies that change them.

#include <string>

#include <nlohmann/json.hpp>

#include "domains/wallet/responsible_types.hpp"

namespace panalo::routes {

// {period: text}. Throws invalid_request (not an object), invalid_parameter
// (period missing or not text).
std::string playBreakPeriodOf(const nlohmann::json& body);
// {intervalMinutes: integer}. Throws invalid_request, invalid_parameter.
int realityCheckMinutesOf(const nlohmann::json& body);

nlohmann::json playBreakJson(const services::PlayBreak& value);
nlohmann::json responsibleSettingsJson(const services::ResponsibleSettings& settings);
nlohmann::json realityCheckJson(const services::RealityCheckReport& report);

}  // namespace panalo::routes

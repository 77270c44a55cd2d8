#pragma once
// The seamless wallet's answers as JSON: amounts with 2 decimals (the shared money rule).

#include <nlohmann/json.hpp>

#include "domains/wallet/seamless_types.hpp"

namespace panalo::routes {

nlohmann::json seamlessAnswerJson(const services::SeamlessAnswer& answer);

}  // namespace panalo::routes

#pragma once

#include <nlohmann/json.hpp>

#include "domains/accounts/registration_details_service.hpp"

namespace panalo::routes {

// {fundsPasswordSet, and each of payeeName, email, mobileNum, qqNum, line,
// whatsapp, facebook, wechat, idNumber, recommenderId that was given}
nlohmann::json registrationDetailsJson(const services::MaskedRegistrationDetails& details);

}  // namespace panalo::routes

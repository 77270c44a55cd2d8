#pragma once

#include "http/route_table.hpp"
#include "services/registration_settings_service.hpp"
#include "services/system_service.hpp"

namespace panalo::routes {

// GET /wps/system/status, /languages, /features and /setting/register.
void addSystemRoutes(http::RouteTable& routes, services::SystemService& system,
                     services::RegistrationSettingsService& registrationSettings);

}  // namespace panalo::routes

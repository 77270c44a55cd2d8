#pragma once

#include "http/route_table.hpp"
#include "services/access_service.hpp"
#include "services/registration_settings_service.hpp"
#include "services/system_service.hpp"

namespace panalo::routes {

// GET /wps/system/status, /languages, /features and /setting/register.
// Status asks `access` afresh (never the guard's cache): it is the page that
// tells a visitor whether, and why, they are blocked.
void addSystemRoutes(http::RouteTable& routes, services::SystemService& system,
                     services::RegistrationSettingsService& registrationSettings, services::AccessService& access);

}  // namespace panalo::routes

#pragma once

#include "domains/accounts/member_extras_service.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "domains/accounts/session_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/member/info/funds/consolidated, GET /wps/member/info/icon and the
// public registration form settings, GET /wps/system/setting/register.
void addMemberRoutes(http::RouteTable& routes, services::SessionService& sessions,
                     services::MemberExtrasService& extras,
                     services::RegistrationSettingsService& registrationSettings);

}  // namespace panalo::routes

#pragma once

#include "domains/accounts/registration_details_service.hpp"
#include "domains/accounts/session_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/member/info/registration (tok): the security page's registration
// details, masked.
void addRegistrationDetailsRoutes(http::RouteTable& routes, services::SessionService& sessions,
                                  services::RegistrationDetailsService& details);

}  // namespace panalo::routes

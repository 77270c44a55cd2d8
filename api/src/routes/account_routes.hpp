#pragma once

#include "http/route_table.hpp"
#include "services/login_service.hpp"
#include "services/password_change_service.hpp"
#include "services/registration_service.hpp"
#include "services/sealed_body_service.hpp"
#include "services/session_service.hpp"

namespace panalo::routes {

struct AccountServices {
  services::SealedBodyService& sealedBodies;
  services::SessionService& sessions;
  services::LoginService& logins;
  services::RegistrationService& registrations;
  services::PasswordChangeService& passwordChanges;
};

// POST /wps/session/login, DELETE /wps/session/logout, GET /wps/member/info,
// PUT /wps/member/register and /register/mobile, POST /wps/member/password.
void addAccountRoutes(http::RouteTable& routes, AccountServices services);

}  // namespace panalo::routes

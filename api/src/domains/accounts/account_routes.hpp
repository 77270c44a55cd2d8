#pragma once

#include "domains/accounts/alternative_login.hpp"
#include "domains/accounts/login_service.hpp"
#include "domains/accounts/password_change_service.hpp"
#include "domains/accounts/registration_service.hpp"
#include "domains/accounts/session_service.hpp"
#include "domains/sealed/sealed_body_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct AccountServices {
  services::SealedBodyService& sealedBodies;
  services::SessionService& sessions;
  services::LoginService& logins;
  services::RegistrationService& registrations;
  services::PasswordChangeService& passwordChanges;
  services::AlternativeLogin& smsLogins;  // login payloads of type "sms" (the verification domain)
  services::MemberBadgeSource* badges;    // the member info's VIP fields; none: no VIP level shown
};

// POST /wps/session/login, DELETE /wps/session/logout, GET /wps/member/info,
// PUT /wps/member/register and /register/mobile, POST /wps/member/password.
void addAccountRoutes(http::RouteTable& routes, AccountServices services);

}  // namespace panalo::routes

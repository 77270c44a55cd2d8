#pragma once

#include "http/route_table.hpp"
#include "services/login_service.hpp"
#include "services/password_change_service.hpp"
#include "services/phone_password_service.hpp"
#include "services/registration_service.hpp"
#include "services/sealed_body_service.hpp"
#include "services/session_service.hpp"
#include "services/sms_login_service.hpp"

namespace panalo::routes {

struct AccountServices {
  services::SealedBodyService& sealedBodies;
  services::SessionService& sessions;
  services::LoginService& logins;
  services::RegistrationService& registrations;
  services::PasswordChangeService& passwordChanges;
  services::SmsLoginService& smsLogins;            // login payloads of type "sms"
  services::PhonePasswordService& phonePasswords;  // POST /wps/member/password/verification
};

// POST /wps/session/login, DELETE /wps/session/logout, GET /wps/member/info,
// PUT /wps/member/register and /register/mobile, POST /wps/member/password,
// POST /wps/member/password/verification.
void addAccountRoutes(http::RouteTable& routes, AccountServices services);

}  // namespace panalo::routes

#pragma once

#include "domains/sealed/sealed_body_service.hpp"
#include "domains/verification/password_email_service.hpp"
#include "domains/verification/phone_password_service.hpp"
#include "domains/verification/sms_code_request_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct VerificationRouteServices {
  services::SealedBodyService& sealedBodies;
  services::SmsCodeRequestService& codeRequests;
  services::PasswordEmailService& passwordEmails;
  services::PhonePasswordService& phonePasswords;
};

// POST /wps/verification/sms/noLogin, POST /wps/verification/sms/register,
// POST /wps/member/password/email, POST /wps/member/password/reset (sealed),
// POST /wps/member/password/verification (sealed). SMS login is a login method
// the accounts domain's login route is given (alternative_login.hpp).
void addVerificationRoutes(http::RouteTable& routes, VerificationRouteServices services);

}  // namespace panalo::routes

#pragma once

#include "http/route_table.hpp"
#include "services/password_email_service.hpp"
#include "services/sealed_body_service.hpp"
#include "services/sms_code_request_service.hpp"

namespace panalo::routes {

struct VerificationRouteServices {
  services::SealedBodyService& sealedBodies;
  services::SmsCodeRequestService& codeRequests;
  services::PasswordEmailService& passwordEmails;
};

// POST /wps/verification/sms/noLogin, POST /wps/verification/sms/register,
// POST /wps/member/password/email, POST /wps/member/password/reset (sealed).
// SMS login and set-password-by-phone answer a login value and live beside the
// other login routes (account_routes.cpp).
void addVerificationRoutes(http::RouteTable& routes, VerificationRouteServices services);

}  // namespace panalo::routes

#pragma once

#include "domains/captcha/captcha_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/captcha (spec section 7): a new captcha image for the login form.
void addCaptchaRoutes(http::RouteTable& routes, services::CaptchaService& captchas);

}  // namespace panalo::routes

#pragma once
// JSON of GET /wps/captcha.

#include <nlohmann/json.hpp>

#include "domains/captcha/captcha_service.hpp"

namespace panalo::routes {

// {captchaId, image, expiresInSeconds}
nlohmann::json issuedCaptchaJson(const services::IssuedCaptcha& captcha);

}  // namespace panalo::routes

#include "domains/captcha/captcha_json.hpp"

namespace panalo::routes {

nlohmann::json issuedCaptchaJson(const services::IssuedCaptcha& captcha) {
  return {
      {"captchaId", captcha.captchaId}, {"image", captcha.imageBase64}, {"expiresInSeconds", captcha.expiresInSeconds}};
}

}  // namespace panalo::routes

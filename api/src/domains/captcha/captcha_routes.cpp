#include "domains/captcha/captcha_routes.hpp"

#include "domains/captcha/captcha_json.hpp"
#include "platform/http/envelope.hpp"

namespace panalo::routes {

void addCaptchaRoutes(http::RouteTable& routes, services::CaptchaService& captchas) {
  // Cheap: one INSERT and a ~0.1 ms image (benchmarks/captcha_bench.cpp), and
  // the per-IP throttle is checked before the image is drawn.
  routes.add("GET", "/wps/captcha", [&captchas](const http::HttpRequest& request) {
    return http::okJson(issuedCaptchaJson(captchas.issue(request.clientIp)));
  });
}

}  // namespace panalo::routes

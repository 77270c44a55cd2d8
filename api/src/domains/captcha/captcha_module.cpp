#include "domains/captcha/captcha_module.hpp"

#include "domains/captcha/captcha_routes.hpp"

namespace panalo::modules {

CaptchaModule::CaptchaModule(platform::PlatformDeps& platform) : captchaStore(platform.pool), captchas(captchaStore) {}

void CaptchaModule::addRoutes(http::RouteTable& routes) { routes::addCaptchaRoutes(routes, captchas); }

}  // namespace panalo::modules

#pragma once
// The captcha domain: image captchas and their throttle.

#include "domains/captcha/captcha_repository.hpp"
#include "domains/captcha/captcha_service.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class CaptchaModule {
 public:
  explicit CaptchaModule(platform::PlatformDeps& platform);
  CaptchaModule(const CaptchaModule&) = delete;
  CaptchaModule& operator=(const CaptchaModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // captcha purge.
  static void addCommands(CLI::App& app, const cli::Lazy<CaptchaModule>& captcha);

  repositories::CaptchaRepository captchaStore;
  services::CaptchaService captchas;
};

}  // namespace panalo::modules

#include <iostream>

#include "domains/captcha/captcha_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {

// Dead captchas are also swept a few at a time whenever a captcha is issued;
// this clears them all at once (e.g. from a nightly timer).
void CaptchaModule::addCommands(CLI::App& app, const cli::Lazy<CaptchaModule>& captcha) {
  cli::addCommand(app, "captcha purge", "", "delete used and expired captchas and old throttle rows", [captcha] {
    const auto removed = captcha().captchaStore.purgeDead();
    std::cout << removed.captchas << " captcha(s), " << removed.throttleRows << " throttle row(s) removed\n";
    return 0;
  });
}

}  // namespace panalo::modules

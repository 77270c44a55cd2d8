#include <iostream>

#include "app/cli/command.hpp"

namespace panalo::cli {

// Captchas and throttle rows are also swept a few at a time whenever a captcha
// is issued, and expired device tokens of a member when that member logs in;
// this command clears everything dead at once (e.g. from a nightly timer).
void addGuardCommands(std::vector<Command>& commands) {
  commands.push_back({"captcha purge", "",
                      "delete used/expired captchas, expired device tokens and past login-limit windows",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (!args.empty()) throw UsageError("expected no arguments");
                        const auto captchas = services.captchaStore.purgeDead();
                        const auto devices = services.loginAttempts.purgeExpiredDeviceTokens();
                        const auto windows =
                            services.loginAttempts.purgePastWindows(services.loginLimiter.limits().window);
                        std::cout << captchas.captchas << " captcha(s), " << captchas.throttleRows
                                  << " throttle row(s), " << devices << " device token(s), " << windows
                                  << " login-limit window(s) removed\n";
                        return 0;
                      }});
}

}  // namespace panalo::cli

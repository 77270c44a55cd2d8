#include <iostream>

#include "domains/accounts/accounts_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules::accounts_commands {

// Captchas and throttle rows are also swept a few at a time whenever a captcha
// is issued, and expired device tokens of a member when that member logs in;
// this command clears everything dead at once (e.g. from a nightly timer).
void addGuardCommands(CLI::App& app, const cli::Lazy<AccountsModule>& accounts) {
  cli::addCommand(app, "captcha purge", "",
                  "delete used/expired captchas, expired device tokens and past login and registration limit windows",
                  [accounts] {
                    auto& module = accounts();
                    const auto captchas = module.captcha.captchaStore.purgeDead();
                    const auto devices = module.loginAttempts.purgeExpiredDeviceTokens();
                    const auto windows = module.loginAttempts.purgePastWindows(module.loginLimiter.limits().window);
                    const auto registrationWindows =
                        module.registrationAttempts.purgePastWindows(module.registrationGuard.limits().window);
                    std::cout << captchas.captchas << " captcha(s), " << captchas.throttleRows << " throttle row(s), "
                              << devices << " device token(s), " << windows << " login-limit window(s), "
                              << registrationWindows << " registration-limit window(s) removed\n";
                    return 0;
                  });
}

}  // namespace panalo::modules::accounts_commands

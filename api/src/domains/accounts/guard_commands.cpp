#include <iostream>

#include "domains/accounts/accounts_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules::accounts_commands {

// A member's expired device tokens are also swept when that member logs in;
// this command clears every guard row past its use at once (e.g. from a
// nightly timer).
void addGuardCommands(CLI::App& app, const cli::Lazy<AccountsModule>& accounts) {
  cli::addCommand(app, "logins purge", "",
                  "delete expired device tokens and past login- and registration-limit windows", [accounts] {
                    auto& module = accounts();
                    const auto devices = module.loginAttempts.purgeExpiredDeviceTokens();
                    const auto windows = module.loginAttempts.purgePastWindows(module.loginLimiter.limits().window);
                    const auto registrationWindows =
                        module.registrationAttempts.purgePastWindows(module.registrationGuard.limits().window);
                    std::cout << devices << " device token(s), " << windows << " login-limit window(s), "
                              << registrationWindows << " registration-limit window(s) removed\n";
                    return 0;
                  });
}

}  // namespace panalo::modules::accounts_commands

#include "domains/accounts/accounts_module.hpp"

#include <stdexcept>

#include "domains/accounts/account_routes.hpp"
#include "domains/accounts/member_routes.hpp"
#include "domains/accounts/registration_details_routes.hpp"
#include "domains/accounts/session_routes.hpp"
#include "platform/cli/command_line.hpp"
#include "platform/security/curl_password_range_source.hpp"
#include "platform/security/k_anonymity_password_check.hpp"

namespace panalo::modules {

AccountsModule::AccountsModule(platform::PlatformDeps& platformDeps, SystemModule& system, CaptchaModule& captchaModule,
                               SealedModule& sealed, const AccountOptions& options)
    : platform(platformDeps),
      registrationSettings(system.settings, system.featureFlags),
      members(platformDeps.pool),
      sessionStore(platformDeps.pool),
      loginAttempts(platformDeps.pool),
      loginCompletions(platformDeps.pool),
      sessions(sessionStore, members, options.sessions),
      activeSessions(sessions, sessionStore),
      loginLimiter(loginAttempts, options.loginLimits),
      operatorPasswords(system.settings),
      logins(members, platformDeps.passwordHasher, sessions, loginLimiter, loginCompletions, operatorPasswords),
      registrationAttempts(platformDeps.pool),
      registrationGuard(registrationAttempts, captchaModule.captchas, options.registrationLimits),
      registrations(members, platformDeps.passwordHasher, registrationSettings, logins, registrationGuard),
      passwordChanges(members, platformDeps.passwordHasher, loginLimiter, registrationSettings),
      invitationCodes(platformDeps.pool),
      invitations(invitationCodes, members),
      memberContracts(platformDeps.pool),
      memberExtras(memberContracts),
      registrationDetailsStore(platformDeps.pool),
      registrationDetails(registrationDetailsStore),
      downlineAccounts(members, platformDeps.pool, platformDeps.passwordHasher, registrationSettings),
      sealed_(sealed) {
  registrations.setInvitations(invitations);
  if (options.passwordRangeUrl.empty()) {
    breachedPasswords = std::make_unique<security::LocalListBreachedPasswords>();
  } else {
    passwordRanges =
        std::make_unique<security::CurlPasswordRangeSource>(options.passwordRangeUrl, options.passwordRangeTimeout);
    breachedPasswords = std::make_unique<security::KAnonymityBreachedPasswords>(*passwordRanges);
  }
  registrations.useBreachedPasswordCheck(*breachedPasswords);
  passwordChanges.useBreachedPasswordCheck(*breachedPasswords);
  downlineAccounts.useBreachedPasswordCheck(*breachedPasswords);
}

void AccountsModule::addRoutes(http::RouteTable& routes) {
  if (alternativeLogin_ == nullptr) throw std::logic_error("accounts: no alternative login plugged in");
  routes::addAccountRoutes(
      routes, {sealed_.sealedBodies, sessions, logins, registrations, passwordChanges, *alternativeLogin_, badges_});
  routes::addMemberRoutes(routes, sessions, memberExtras, registrationSettings);
  routes::addRegistrationDetailsRoutes(routes, sessions, registrationDetails);
  routes::addSessionRoutes(routes, activeSessions);
}

void AccountsModule::addCommands(CLI::App& app, const cli::Lazy<AccountsModule>& accounts) {
  accounts_commands::addMemberCommands(app, accounts);
  accounts_commands::addGuardCommands(app, accounts);
  accounts_commands::addAgentCommands(app, accounts);
}

}  // namespace panalo::modules

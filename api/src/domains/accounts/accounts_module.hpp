#pragma once
// The accounts domain: members, sessions, logins, registration, passwords,
// invitation codes and member extras.

#include <chrono>
#include <memory>
#include <string>

#include "domains/accounts/active_session_service.hpp"
#include "domains/accounts/alternative_login.hpp"
#include "domains/accounts/downline_account_service.hpp"
#include "domains/accounts/invitation_repository.hpp"
#include "domains/accounts/invitation_service.hpp"
#include "domains/accounts/login_attempt_repository.hpp"
#include "domains/accounts/login_completion_repository.hpp"
#include "domains/accounts/login_rate_limiter.hpp"
#include "domains/accounts/login_service.hpp"
#include "domains/accounts/member_badge.hpp"
#include "domains/accounts/member_contract_repository.hpp"
#include "domains/accounts/member_extras_service.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/password_change_service.hpp"
#include "domains/accounts/registration_attempt_repository.hpp"
#include "domains/accounts/registration_details_repository.hpp"
#include "domains/accounts/registration_details_service.hpp"
#include "domains/accounts/registration_guard.hpp"
#include "domains/accounts/registration_service.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "domains/accounts/session_repository.hpp"
#include "domains/accounts/session_service.hpp"
#include "domains/captcha/captcha_module.hpp"
#include "domains/sealed/sealed_module.hpp"
#include "domains/system/system_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"
#include "platform/security/breached_password_check.hpp"
#include "platform/security/password_range_source.hpp"

namespace panalo::modules {

// Session lifetimes and login limits; the defaults are the production ones.
struct AccountOptions {
  services::SessionPolicy sessions;
  services::LoginLimits loginLimits;
  services::RegistrationLimits registrationLimits;
  // The k-anonymity breached-password check (PANALO_PASSWORD_RANGE_URL): empty
  // keeps the built-in local list only.
  std::string passwordRangeUrl;
  std::chrono::milliseconds passwordRangeTimeout{3000};
};

class AccountsModule {
 public:
  AccountsModule(platform::PlatformDeps& platform, SystemModule& system, CaptchaModule& captcha, SealedModule& sealed,
                 const AccountOptions& options = {});
  AccountsModule(const AccountsModule&) = delete;
  AccountsModule& operator=(const AccountsModule&) = delete;

  // The login route's other way in (SMS login, from the verification domain);
  // the composition root plugs it in before the routes are built.
  void setAlternativeLogin(services::AlternativeLogin& login) { alternativeLogin_ = &login; }
  // The public state's VIP fields of /wps/member/info (another domain's); optional.
  void setMemberBadges(services::MemberBadgeSource& badges) { badges_ = &badges; }

  // Throws std::logic_error when no alternative login was plugged in.
  void addRoutes(http::RouteTable& routes);
  // members ..., sessions revoke, logins purge, agents affiliate ...
  static void addCommands(CLI::App& app, const cli::Lazy<AccountsModule>& accounts);

  platform::PlatformDeps& platform;
  services::RegistrationSettingsService registrationSettings;
  repositories::MemberRepository members;
  repositories::SessionRepository sessionStore;
  repositories::LoginAttemptRepository loginAttempts;
  repositories::LoginCompletionRepository loginCompletions;
  services::SessionService sessions;
  services::ActiveSessionService activeSessions;
  services::LoginRateLimiter loginLimiter;
  services::OperatorPasswordExpiry operatorPasswords;
  services::LoginService logins;
  repositories::RegistrationAttemptRepository registrationAttempts;
  services::RegistrationGuard registrationGuard;
  std::unique_ptr<security::PasswordRangeSource> passwordRanges;  // only with a range URL
  std::unique_ptr<security::BreachedPasswordCheck> breachedPasswords;
  services::RegistrationService registrations;
  services::PasswordChangeService passwordChanges;
  repositories::InvitationRepository invitationCodes;
  services::InvitationService invitations;
  repositories::MemberContractRepository memberContracts;
  services::MemberExtrasService memberExtras;
  repositories::RegistrationDetailsRepository registrationDetailsStore;
  services::RegistrationDetailsService registrationDetails;
  // Accounts agents open and manage for their teams (the agents domain).
  services::DownlineAccountService downlineAccounts;

 private:
  SealedModule& sealed_;
  services::AlternativeLogin* alternativeLogin_ = nullptr;
  services::MemberBadgeSource* badges_ = nullptr;
};

namespace accounts_commands {
void addMemberCommands(CLI::App& app, const cli::Lazy<AccountsModule>& accounts);
void addGuardCommands(CLI::App& app, const cli::Lazy<AccountsModule>& accounts);
void addAgentCommands(CLI::App& app, const cli::Lazy<AccountsModule>& accounts);
}  // namespace accounts_commands

}  // namespace panalo::modules

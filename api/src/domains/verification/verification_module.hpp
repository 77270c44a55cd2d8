#pragma once
// The verification domain: SMS/e-mail codes, SMS login, password recovery and
// the unregistered-IP gate. The composition root plugs its gate into logins,
// its code check into registrations and its SMS login into the login route.

#include "domains/accounts/accounts_module.hpp"
#include "domains/captcha/captcha_module.hpp"
#include "domains/sealed/sealed_module.hpp"
#include "domains/system/system_module.hpp"
#include "domains/verification/code_lock_notice.hpp"
#include "domains/verification/ip_verification_gate.hpp"
#include "domains/verification/member_contact_repository.hpp"
#include "domains/verification/password_email_service.hpp"
#include "domains/verification/password_reset_repository.hpp"
#include "domains/verification/phone_password_service.hpp"
#include "domains/verification/registration_sms_check.hpp"
#include "domains/verification/sms_code_request_service.hpp"
#include "domains/verification/sms_login_service.hpp"
#include "domains/verification/verification_code_repository.hpp"
#include "domains/verification/verification_code_service.hpp"
#include "domains/verification/verification_settings.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class VerificationModule {
 public:
  // Without a master key codes cannot be hashed: code calls then answer 503.
  VerificationModule(platform::PlatformDeps& platform, SystemModule& system, CaptchaModule& captcha,
                     SealedModule& sealed, AccountsModule& accounts);
  VerificationModule(const VerificationModule&) = delete;
  VerificationModule& operator=(const VerificationModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // outbox list, outbox purge.
  static void addCommands(CLI::App& app, const cli::Lazy<VerificationModule>& verification);

  repositories::OutboxRepository& outbox;
  repositories::VerificationCodeRepository codeStore;
  repositories::MemberContactRepository contacts;
  repositories::PasswordResetRepository resets;
  services::VerificationSettings settings;
  services::CodeLockNotice lockNotice;
  services::VerificationCodeService codes;
  services::SmsCodeRequestService codeRequests;
  services::SmsLoginService smsLogins;
  services::PhonePasswordService phonePasswords;
  services::PasswordEmailService passwordEmails;
  services::IpVerificationGate ipGate;
  services::RegistrationSmsCheck registrationCodes;

 private:
  SealedModule& sealed_;
};

}  // namespace panalo::modules

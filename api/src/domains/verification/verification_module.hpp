#pragma once
// Everything of SMS/e-mail verification, password recovery and the
// unregistered-IP gate, wired over the shared pool and account services.
// AppServices holds one of these and plugs its gate into logins and its code
// check into registrations.

#include <memory>
#include <optional>

#include "platform/db/connection_pool.hpp"
#include "platform/messaging/message_senders.hpp"
#include "platform/messaging/sender_factory.hpp"
#include "domains/system/feature_flag_repository.hpp"
#include "domains/verification/member_contact_repository.hpp"
#include "domains/accounts/member_repository.hpp"
#include "platform/messaging/outbox_repository.hpp"
#include "domains/verification/password_reset_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/verification/verification_code_repository.hpp"
#include "platform/security/master_key.hpp"
#include "platform/security/password_hasher.hpp"
#include "domains/verification/ip_verification_gate.hpp"
#include "domains/accounts/login_service.hpp"
#include "domains/verification/password_email_service.hpp"
#include "domains/verification/phone_password_service.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "domains/verification/registration_sms_check.hpp"
#include "domains/verification/sms_code_request_service.hpp"
#include "domains/verification/sms_login_service.hpp"
#include "domains/verification/verification_code_service.hpp"
#include "domains/verification/verification_settings.hpp"

namespace panalo::app {

// What the verification services take from the rest of the application.
struct VerificationDependencies {
  db::ConnectionPool& pool;
  repositories::SettingsRepository& settings;
  repositories::FeatureFlagRepository& featureFlags;
  repositories::MemberRepository& members;
  const security::PasswordHasher& passwordHasher;
  services::LoginService& logins;
  services::RegistrationSettingsService& registrationSettings;
};

class VerificationServices {
 public:
  // Throws std::invalid_argument for an unknown provider name. Without a
  // master key codes cannot be hashed: code calls then answer 503.
  VerificationServices(const VerificationDependencies& deps, const std::optional<security::MasterKey>& masterKey,
                       const messaging::MessagingOptions& messaging);

  repositories::OutboxRepository outbox;
  repositories::VerificationCodeRepository codeStore;
  repositories::MemberContactRepository contacts;
  repositories::PasswordResetRepository resets;
  std::unique_ptr<messaging::SmsSender> smsSender;
  std::unique_ptr<messaging::EmailSender> emailSender;
  services::VerificationSettings settings;
  services::VerificationCodeService codes;
  services::SmsCodeRequestService codeRequests;
  services::SmsLoginService smsLogins;
  services::PhonePasswordService phonePasswords;
  services::PasswordEmailService passwordEmails;
  services::IpVerificationGate ipGate;
  services::RegistrationSmsCheck registrationCodes;
};

}  // namespace panalo::app

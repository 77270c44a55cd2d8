#pragma once
// Forgot password by e-mail: {username, email} that
// belong together get an e-mail with a single-use link
// <site.base_url>/#resetToken=<token> (the token in the fragment, never sent by
// browsers) valid for 30 minutes; the token's owner then chooses a new password
// (sealed), which ends every session of the member. Any new password (this one
// or another way) also kills the member's other unused links (sql 0013).
// Requests are limited per IP so the pair check cannot be used to enumerate.

#include <nlohmann/json.hpp>

#include <chrono>
#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "domains/verification/member_contact_repository.hpp"
#include "domains/verification/password_reset_repository.hpp"
#include "domains/verification/verification_settings.hpp"
#include "platform/messaging/message_senders.hpp"
#include "platform/security/breached_password_check.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::services {

// The forgot-password-by-e-mail form (absent fields are empty; the shared
// validator judges them).
struct PasswordResetLinkRequest {
  std::string username;
  std::string email;
};

// A new password sent with the token from the e-mailed link.
struct PasswordResetRequest {
  std::string resetToken;
  std::string newPassword;
  std::string confirmNewPassword;
};

class PasswordEmailService {
 public:
  static constexpr std::chrono::seconds kTokenLifetime{30 * 60};
  static constexpr std::int64_t kMaxRequestsPerIp = 10;  // per hour
  static constexpr std::chrono::seconds kRequestWindow{3600};

  PasswordEmailService(repositories::PasswordResetRepository& resets, repositories::MemberContactRepository& contacts,
                       repositories::MemberRepository& members, const security::PasswordHasher& hasher,
                       messaging::EmailSender& email, VerificationSettings& settings,
                       RegistrationSettingsService& registrationSettings, security::BreachedPasswordCheck& breached)
      : resets_(resets),
        contacts_(contacts),
        members_(members),
        hasher_(hasher),
        email_(email),
        settings_(settings),
        registrationSettings_(registrationSettings),
        breached_(breached) {}

  // Throws a validation key (400), too_many_requests (429),
  // username_email_not_found (404).
  void sendResetLink(const PasswordResetLinkRequest& request, const std::string& ip);
  // Throws reset_token_invalid (400), a password-policy key or password_breached
  // (400); a refused password leaves the link working.
  void resetPassword(const PasswordResetRequest& request);

  static std::vector<std::uint8_t> tokenHash(const std::string& token);

 private:
  repositories::PasswordResetRepository& resets_;
  repositories::MemberContactRepository& contacts_;
  repositories::MemberRepository& members_;
  const security::PasswordHasher& hasher_;
  messaging::EmailSender& email_;
  VerificationSettings& settings_;
  RegistrationSettingsService& registrationSettings_;
  security::BreachedPasswordCheck& breached_;
};

}  // namespace panalo::services

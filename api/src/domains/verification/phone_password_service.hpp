#pragma once
// Set a new password by phone (forgot by phone): the password code from the
// no-login call (purpose "password") proves the phone, and only a proven
// number of a member can be used; the new password follows the shared policy;
// the member's older sessions end and a fresh login value is returned, so the
// UI is logged in at once (spec section 5, Forgot by phone).

#include <string>

#include "domains/accounts/login_service.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "domains/verification/member_contact_repository.hpp"
#include "domains/verification/password_reset_repository.hpp"
#include "domains/verification/verification_code_service.hpp"
#include "platform/security/breached_password_check.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::services {

// The set-by-phone body as sent (verification_json reads it).
struct PhonePasswordRequest {
  std::string mobileNum;
  std::string countryDialingCode;
  std::string verificationCode;
  std::string newPassword;  // the phone form has one password field (spec section 5)
  bool rememberMe = false;
};

class PhonePasswordService {
 public:
  PhonePasswordService(VerificationCodeService& codes, repositories::MemberContactRepository& contacts,
                       repositories::MemberRepository& members, repositories::PasswordResetRepository& resets,
                       const security::PasswordHasher& hasher, LoginService& logins,
                       RegistrationSettingsService& registrationSettings, security::BreachedPasswordCheck& breached)
      : codes_(codes),
        contacts_(contacts),
        members_(members),
        resets_(resets),
        hasher_(hasher),
        logins_(logins),
        registrationSettings_(registrationSettings),
        breached_(breached) {}

  // Throws a phone or password-policy key (400), verification_code_invalid or
  // verification_code_expired, verification_locked (429), account_disabled (403),
  // password_breached (400, after the code: the corpus may be asked over the network).
  // The code is checked before the password is compared with the account name.
  LoginValue setPassword(const PhonePasswordRequest& request, const std::string& ip);

 private:
  VerificationCodeService& codes_;
  repositories::MemberContactRepository& contacts_;
  repositories::MemberRepository& members_;
  repositories::PasswordResetRepository& resets_;
  const security::PasswordHasher& hasher_;
  LoginService& logins_;
  RegistrationSettingsService& registrationSettings_;
  security::BreachedPasswordCheck& breached_;
};

}  // namespace panalo::services

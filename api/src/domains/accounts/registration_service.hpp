#pragma once
// Registration by username or by mobile number (spec sections 4 and 5). The
// form is judged by the shared validators with the operator's rules, exactly as
// the browser judged it, then by the registration guard (per-network limits and
// the captcha, registration_guard.hpp) and the breached-password check, all
// before any argon2 work; the operator's optional fields and the payment
// (funds) password's hash are stored with the member, who is logged in at once.

#include <string>

#include "domains/accounts/invitation_service.hpp"
#include "domains/accounts/login_service.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/registration_code_check.hpp"
#include "domains/accounts/registration_guard.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "panalo/validation/forms.hpp"
#include "platform/security/breached_password_check.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::services {

enum class RegistrationMethod { Username, Mobile };

// A registration body as sent (account_request_json reads it): the form the
// shared validators judge, plus what only the server looks at.
struct RegistrationRequest {
  validation::RegistrationForm form;  // every optional field present, empty when not sent
  std::string countryDialingCode;
  std::string captchaId;  // the captcha's answer is the form's optional field "captcha"
  std::string affiliateCode;
  std::string referralCode;
  std::string domain;  // the site the invitation link was opened on
};

class RegistrationService {
 public:
  RegistrationService(repositories::MemberRepository& members, const security::PasswordHasher& hasher,
                      RegistrationSettingsService& settings, LoginService& logins, RegistrationGuard& guard)
      : members_(members), hasher_(hasher), settings_(settings), logins_(logins), guard_(guard) {}

  // Throws DomainError: a validation key, invalid_captcha or password_breached
  // (400), too_many_requests (429), account_exists or mobile_exists (409).
  LoginValue registerMember(const RegistrationRequest& request, RegistrationMethod method, const std::string& ip);
  // Invitation codes (affiliateCode, referralCode) resolve through this; it
  // must be set before the first registration (the composition root, app/modules.cpp, does).
  void setInvitations(InvitationService& invitations) { invitations_ = &invitations; }

  // The SMS-code proof used when REGMOBVERF3 is on (must outlive this
  // service). Without one, such registrations are refused.
  void useCodeCheck(RegistrationCodeCheck& check) { codeCheck_ = &check; }

  // The breached-password provider (must outlive this service); none: no such check.
  void useBreachedPasswordCheck(security::BreachedPasswordCheck& check) { breached_ = &check; }

 private:
  void verifySmsCode(const validation::RegistrationForm& form, const std::string& countryDialingCode) const;
  InvitationLinks resolveInvitations(const RegistrationRequest& request);

  repositories::MemberRepository& members_;
  const security::PasswordHasher& hasher_;
  RegistrationSettingsService& settings_;
  LoginService& logins_;
  RegistrationGuard& guard_;
  RegistrationCodeCheck* codeCheck_ = nullptr;
  security::BreachedPasswordCheck* breached_ = nullptr;
  InvitationService* invitations_ = nullptr;
};

}  // namespace panalo::services

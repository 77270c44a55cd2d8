#pragma once
// Change password (spec section 5): the old password proves the session's
// owner is at the keyboard; the new hash, the cleared must_change_password flag
// and the end of every session of the member are one transaction, so a stolen
// token dies with the old password and the UI logs in again.

#include <string>

#include "domains/accounts/login_rate_limiter.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "platform/security/breached_password_check.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::services {

// The change-password body as sent (account_request_json reads it).
struct PasswordChangeRequest {
  std::string oldPassword;
  std::string newPassword;
  std::string confirmNewPassword;
};

class PasswordChangeService {
 public:
  PasswordChangeService(repositories::MemberRepository& members, const security::PasswordHasher& hasher,
                        LoginRateLimiter& limiter, RegistrationSettingsService& settings)
      : members_(members), hasher_(hasher), limiter_(limiter), settings_(settings) {}

  // Throws DomainError: a validation key or old_password_incorrect (400),
  // too_many_requests (429).
  void change(const repositories::Member& member, const PasswordChangeRequest& request, const std::string& ip);

  // The breached-password provider (must outlive this service); none: no such
  // check. A known-breached new password is refused with password_breached (400).
  void useBreachedPasswordCheck(security::BreachedPasswordCheck& check) { breached_ = &check; }

 private:
  repositories::MemberRepository& members_;
  const security::PasswordHasher& hasher_;
  LoginRateLimiter& limiter_;
  RegistrationSettingsService& settings_;
  security::BreachedPasswordCheck* breached_ = nullptr;
};

}  // namespace panalo::services

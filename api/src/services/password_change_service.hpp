#pragma once
// Change password (spec section 5): the old password proves the session's
// owner is at the keyboard; afterwards every session of the member ends, so a
// stolen token dies with the old password and the UI logs in again.

#include <nlohmann/json.hpp>

#include <string>

#include "repositories/member_repository.hpp"
#include "security/password_hasher.hpp"
#include "services/login_rate_limiter.hpp"
#include "services/registration_settings_service.hpp"
#include "services/session_service.hpp"

namespace panalo::services {

class PasswordChangeService {
 public:
  PasswordChangeService(repositories::MemberRepository& members, const security::PasswordHasher& hasher,
                        SessionService& sessions, LoginRateLimiter& limiter, RegistrationSettingsService& settings)
      : members_(members), hasher_(hasher), sessions_(sessions), limiter_(limiter), settings_(settings) {}

  // Throws DomainError: a validation key or old_password_incorrect (400),
  // too_many_requests (429).
  void change(const repositories::Member& member, const nlohmann::json& payload, const std::string& ip);

 private:
  repositories::MemberRepository& members_;
  const security::PasswordHasher& hasher_;
  SessionService& sessions_;
  LoginRateLimiter& limiter_;
  RegistrationSettingsService& settings_;
};

}  // namespace panalo::services

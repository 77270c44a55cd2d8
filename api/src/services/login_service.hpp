#pragma once
// Login by username and password (spec section 4, Login flow). Unknown
// accounts and wrong passwords get one answer after the same argon2 work, so
// neither the reply nor its timing tells which accounts exist.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "repositories/member_repository.hpp"
#include "services/login_gate.hpp"
#include "security/password_hasher.hpp"
#include "services/login_rate_limiter.hpp"
#include "services/registration_settings_service.hpp"
#include "services/session_service.hpp"

namespace panalo::services {

// Spec section 3, Login response value, plus what the browser keeps in session
// storage (section 3, Stored in the browser).
struct LoginValue {
  std::string token;
  bool firstTimeLogin = false;
  bool passwordExpired = false;
  bool isAgent = false;
  bool isTrial = false;
  std::string nickname;
  std::string account;
  std::int64_t customerId = 0;
};

class LoginService {
 public:
  LoginService(repositories::MemberRepository& members, const security::PasswordHasher& hasher,
               SessionService& sessions, LoginRateLimiter& limiter, RegistrationSettingsService& settings)
      : members_(members), hasher_(hasher), sessions_(sessions), limiter_(limiter), settings_(settings) {}

  // `payload` is the opened login body {type, username, password, captcha?, rememberMe?}.
  // Throws DomainError: a validation key (400), too_many_requests (429),
  // login_failed (401), non_member_login or account_disabled (403).
  LoginValue login(const nlohmann::json& payload, const std::string& ip);
  // A new session for a member whose credentials were just proven.
  LoginValue startSession(const repositories::Member& member, bool rememberMe, const std::string& ip);
  // Gates run in the order added, after the proof and before the session
  // (login_gate.hpp). They must outlive this service.
  void addGate(LoginGate& gate) { gates_.push_back(&gate); }
  void runGates(const ProvenLogin& login) const {
    for (auto* gate : gates_) gate->check(login);
  }

 private:
  const std::string& dummyHash();

  repositories::MemberRepository& members_;
  const security::PasswordHasher& hasher_;
  SessionService& sessions_;
  LoginRateLimiter& limiter_;
  RegistrationSettingsService& settings_;
  std::vector<LoginGate*> gates_;
  std::once_flag dummyHashOnce_;
  std::string dummyHash_;
};

}  // namespace panalo::services

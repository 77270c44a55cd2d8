#pragma once
// Login by username and password (spec section 4, Login flow). Unknown
// accounts and wrong passwords get one answer after the same argon2 work, so
// neither the reply nor its timing tells which accounts exist. Abuse control
// (captcha, caps, IP locks, device tokens) is the rate limiter's.

#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "domains/accounts/login_completion_repository.hpp"
#include "domains/accounts/login_gate.hpp"
#include "domains/accounts/login_rate_limiter.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/operator_password_expiry.hpp"
#include "domains/accounts/session_service.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::services {

// The login body (POST /wps/session/login) as sent, read by account_request_json.
// One body serves every login method: `type` picks the service that judges it
// ("" or "username": this one; "sms": the verification domain's SMS login).
struct LoginRequest {
  std::string type;
  std::string username;
  std::string password;
  bool rememberMe = false;
  std::string captchaId;
  std::string captcha;
  std::string deviceToken;
  std::string portal;  // "" or "member", or "agent" (the back office)
  std::string mobileNum;
  std::string countryDialingCode;
  // An SMS login's code, or the code a login gate asked for (login_gate.hpp).
  std::string verificationCode;
};

// Spec section 3, Login response value, plus what the browser keeps in session
// storage (section 3, Stored in the browser).
struct LoginValue {
  std::string token;
  bool firstTimeLogin = false;
  // PWDEXPFORCECHANGE3 on and the password older than account.password_max_age_days, or an
  // operator-set password older than account.operator_password_max_age_hours
  bool passwordExpired = false;
  bool defaultPassword = false;  // an operator set the password; it must be changed
  // The session may only change the password (defaultPassword or passwordExpired
  // on a password login): every other authenticated call answers password_change_required.
  bool passwordChangeOnly = false;
  bool isAgent = false;
  bool isTrial = false;
  std::string nickname;
  std::string account;
  std::int64_t customerId = 0;
  std::string deviceToken;  // password logins only; empty: none (left out of the JSON)
};

class LoginService {
 public:
  LoginService(repositories::MemberRepository& members, const security::PasswordHasher& hasher,
               SessionService& sessions, LoginRateLimiter& limiter,
               repositories::LoginCompletionRepository& completions, OperatorPasswordExpiry& operatorPasswords)
      : members_(members),
        hasher_(hasher),
        sessions_(sessions),
        limiter_(limiter),
        completions_(completions),
        operatorPasswords_(operatorPasswords) {}

  // A login by username and password. Throws DomainError: a
  // validation key, invalid_parameter or invalid_captcha (400), login_failed
  // (401), info_ip_block, non_member_login, account_disabled or non_agent_login
  // (403), too_many_requests (429).
  LoginValue login(const LoginRequest& request, const std::string& ip);
  // A new session for a member whose credentials were just proven some other
  // way (registration, SMS code, free play): no device token, both password
  // flags false and a full (not change-only) session.
  LoginValue startSession(const repositories::Member& member, bool rememberMe, const std::string& ip);
  // Gates run in the order added, after the proof and before the session
  // (login_gate.hpp). They must outlive this service.
  void addGate(LoginGate& gate) { gates_.push_back(&gate); }
  void runGates(const ProvenLogin& login) const {
    for (auto* gate : gates_) gate->check(login);
  }

 private:
  LoginValue openSession(const repositories::Member& member, bool rememberMe, const std::string& ip,
                         const repositories::CountedAttempt& forgiven, const std::string& deviceToken,
                         bool passwordChangeOnly);
  const std::string& dummyHash();

  repositories::MemberRepository& members_;
  const security::PasswordHasher& hasher_;
  SessionService& sessions_;
  LoginRateLimiter& limiter_;
  repositories::LoginCompletionRepository& completions_;
  OperatorPasswordExpiry& operatorPasswords_;
  std::vector<LoginGate*> gates_;
  std::once_flag dummyHashOnce_;
  std::string dummyHash_;
};

}  // namespace panalo::services

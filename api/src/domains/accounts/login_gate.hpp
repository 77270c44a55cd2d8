#pragma once
// A check that runs after a login's credentials are proven and before its
// session starts: the place for rules such as "a login from an IP this member
// never used needs an SMS code" (spec section 6). A gate either returns (the
// login goes on) or throws DomainError, usually with details telling the client
// what extra proof to send with its next attempt.

#include <string>

#include "domains/accounts/member_repository.hpp"

namespace panalo::services {

enum class LoginMethod { Password, Sms, FreePlay };

struct ProvenLogin {
  const repositories::Member& member;
  // The code sent with the login, for a gate that asked for one (empty: none).
  const std::string& verificationCode;
  const std::string& ip;
  LoginMethod method;
};

class LoginGate {
 public:
  virtual ~LoginGate() = default;
  virtual void check(const ProvenLogin& login) = 0;
};

}  // namespace panalo::services

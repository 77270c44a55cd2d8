#pragma once
// A way to log in other than username and password (an SMS code, say), offered
// by a domain that accounts may not depend on. The login route asks the methods
// it was given, in turn, whether a login body is theirs.

#include <string>

#include "domains/accounts/login_service.hpp"

namespace panalo::services {

class AlternativeLogin {
 public:
  virtual ~AlternativeLogin() = default;
  AlternativeLogin() = default;
  AlternativeLogin(const AlternativeLogin&) = delete;
  AlternativeLogin& operator=(const AlternativeLogin&) = delete;

  // True when the login body is of this method's type.
  virtual bool handles(const LoginRequest& request) const = 0;
  virtual LoginValue login(const LoginRequest& request, const std::string& ip) = 0;
};

}  // namespace panalo::services

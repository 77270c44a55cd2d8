#pragma once
// A way to log in other than username and password (an SMS code, say), offered
// by a domain that accounts may not depend on. The login route asks the methods
// it was given, in turn, whether an opened login body is theirs.

#include <nlohmann/json.hpp>

#include <string>

#include "domains/accounts/login_service.hpp"

namespace panalo::services {

class AlternativeLogin {
 public:
  virtual ~AlternativeLogin() = default;
  AlternativeLogin() = default;
  AlternativeLogin(const AlternativeLogin&) = delete;
  AlternativeLogin& operator=(const AlternativeLogin&) = delete;

  // True when the opened login body is of this method's type.
  virtual bool handles(const nlohmann::json& payload) const = 0;
  virtual LoginValue login(const nlohmann::json& payload, const std::string& ip) = 0;
};

}  // namespace panalo::services

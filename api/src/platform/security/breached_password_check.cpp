#include "platform/security/breached_password_check.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::security {

void refuseBreachedPassword(BreachedPasswordCheck& check, std::string_view password) {
  if (check.isBreached(password)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kPasswordBreached,
                      "This password is known from a data breach, choose another");
  }
}

}  // namespace panalo::security

#pragma once
// "Has this password been seen in a breach?" (OWASP ASVS 5.0 V6.2.12), asked of
// a new password (registration, change, reset by link, set by phone) after the shared rules and before any
// argon2 work. Behind an interface so the operator picks the provider:
// - LocalListBreachedPasswords (built in, always there): the shipped list of
//   the most common passwords, the list shared/ already refuses in the browser;
// - KAnonymityBreachedPasswords (k_anonymity_password_check.hpp): a range
//   query by SHA-1 prefix to a breach corpus service, enabled by
//   PANALO_PASSWORD_RANGE_URL; off by default.

#include <string_view>

#include "panalo/validation/password_policy.hpp"

namespace panalo::security {

class BreachedPasswordCheck {
 public:
  virtual ~BreachedPasswordCheck() = default;
  // True when the password is known to attackers. Never throws: a provider
  // that cannot answer says false (and says so in its own way).
  virtual bool isBreached(std::string_view password) = 0;
};

class LocalListBreachedPasswords final : public BreachedPasswordCheck {
 public:
  bool isBreached(std::string_view password) override { return validation::isCommonPassword(password); }
};

// Throws password_breached (400) when `check` knows the password. Every path
// that sets a member's own new password calls it after the shared rules and
// before the hash: registration, change, reset by link, set by phone.
void refuseBreachedPassword(BreachedPasswordCheck& check, std::string_view password);

}  // namespace panalo::security

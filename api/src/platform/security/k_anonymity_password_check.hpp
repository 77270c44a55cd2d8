#pragma once
// The k-anonymity breach check: only the first 5 hex digits of the password's
// SHA-1 leave the server (one of ~1M buckets, each shared by hundreds of
// breached hashes), the rest of the hash is compared here. The local list is
// asked first, so the most common passwords cost no request. When the source
// cannot answer, the password is let through (a breach corpus outage must not
// stop registrations) and unavailable() counts it, for the log and the tests.

#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>

#include "platform/security/breached_password_check.hpp"
#include "platform/security/password_range_source.hpp"

namespace panalo::security {

class KAnonymityBreachedPasswords final : public BreachedPasswordCheck {
 public:
  explicit KAnonymityBreachedPasswords(PasswordRangeSource& source) : source_(source) {}

  bool isBreached(std::string_view password) override;
  std::uint64_t unavailable() const { return unavailable_.load(std::memory_order_relaxed); }

  // Upper-case hex SHA-1, 40 digits.
  static std::string sha1Hex(std::string_view password);
  // Whether `body` (range format) lists `suffix` (35 hex digits) with a count above 0.
  static bool rangeLists(std::string_view body, std::string_view suffix);

 private:
  PasswordRangeSource& source_;
  LocalListBreachedPasswords local_;
  std::atomic<std::uint64_t> unavailable_{0};
};

}  // namespace panalo::security

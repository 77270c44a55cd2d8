#pragma once
// The member's payment ("funds") password, set at registration and stored as an
// argon2id hash in member_funds_passwords (0011). Other domains (the wallet's
// withdrawals) check it here; the hash never leaves this file. Every check goes
// through the guessing limit (funds_password_guard, 0018), kept in PostgreSQL
// so that every API instance counts the same attempts.

#include <chrono>
#include <cstdint>
#include <string_view>

#include "platform/db/connection_pool.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::services {

class FundsPasswordService {
 public:
  // The guessing limit: kMaxFailures wrong funds passwords within
  // kFailureWindow lock every funds-password call of the member (withdrawals)
  // for kLockDuration. A member who mistypes has room to try again; a guesser
  // gets at most 5 tries per 45 minutes (about 160 a day: a 6-digit funds
  // password would hold out for years). A lock ends by itself; the counter
  // starts afresh after it.
  static constexpr int kMaxFailures = 5;
  static constexpr std::chrono::seconds kFailureWindow{15 * 60};
  static constexpr std::chrono::seconds kLockDuration{30 * 60};

  FundsPasswordService(db::ConnectionPool& pool, const security::PasswordHasher& hasher)
      : pool_(pool), hasher_(hasher) {}

  // Checks `password` (argon2id: call it from slow routes only). The attempt is
  // counted before the check and taken back when it matches, so concurrent
  // guesses cannot pass the limit. Throws DomainError: funds_password_not_set,
  // funds_password_incorrect (422); funds_password_locked (429, details
  // {retryAfterSeconds}) while locked, whatever the password.
  void require(std::int64_t memberId, std::string_view password);
  bool isSet(std::int64_t memberId);

 private:
  db::ConnectionPool& pool_;
  const security::PasswordHasher& hasher_;
};

}  // namespace panalo::services

#pragma once
// The member's payment ("funds") password, set at registration and stored as an
// argon2id hash in member_funds_passwords (0011). Other domains (the wallet's
// withdrawals) check it here; the hash never leaves this file.

#include <cstdint>
#include <string_view>

#include "platform/db/connection_pool.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::services {

class FundsPasswordService {
 public:
  FundsPasswordService(db::ConnectionPool& pool, const security::PasswordHasher& hasher)
      : pool_(pool), hasher_(hasher) {}

  // False when the member set none or `password` does not match (argon2id:
  // call it from slow routes only).
  bool matches(std::int64_t memberId, std::string_view password);
  bool isSet(std::int64_t memberId);

 private:
  db::ConnectionPool& pool_;
  const security::PasswordHasher& hasher_;
};

}  // namespace panalo::services

#pragma once
// Everything a successful login writes, as one statement (one round trip, one
// atomic change): the counted attempt is taken back, the first login recorded,
// expired sessions and device tokens of the member swept, the new session
// stored and the device token stored or refreshed.

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "domains/accounts/login_attempt_repository.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct LoginCompletion {
  std::int64_t memberId = 0;
  std::string ip;
  std::vector<std::uint8_t> sessionTokenHash;
  std::chrono::seconds sessionLifetime{0};
  bool rememberMe = false;
  CountedAttempt forgiven;                    // windowStart -1: nothing to take back
  std::vector<std::uint8_t> deviceTokenHash;  // empty: no device token for this login
  std::chrono::seconds deviceTokenLifetime{0};
  bool passwordChangeOnly = false;  // the session may only change the password
};

class LoginCompletionRepository {
 public:
  explicit LoginCompletionRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // True when this was the member's first login.
  bool complete(const LoginCompletion& completion);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

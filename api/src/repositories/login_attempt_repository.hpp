#pragma once
// The login_failures table: attempt counts per fixed window, by account or by IP.

#include <chrono>
#include <cstdint>
#include <string>

#include "db/connection_pool.hpp"

namespace panalo::repositories {

enum class AttemptScope { Account, Ip };

class LoginAttemptRepository {
 public:
  explicit LoginAttemptRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Counts one attempt in the current window of `window` length and returns
  // the window's count including it. One statement, so concurrent logins on
  // several instances never both see the last free slot.
  std::int64_t count(AttemptScope scope, const std::string& subject, std::chrono::seconds window);
  // Takes back an attempt that turned out to be a success.
  void forgive(AttemptScope scope, const std::string& subject, std::chrono::seconds window);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

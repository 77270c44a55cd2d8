#pragma once
// registration_attempts: registrations per network (platform/net/ip_limit_key.hpp) per
// fixed window. Windows start at whole multiples of their length since the
// epoch, so every instance computes the same window for the same moment.

#include <chrono>
#include <cstdint>
#include <string>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct RegistrationCount {
  std::int64_t count = 0;  // this attempt included
  double windowEndsInSeconds = 0;
};

class RegistrationAttemptRepository {
 public:
  explicit RegistrationAttemptRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Counts one attempt for `subject` in the current window and answers the
  // count. One INSERT ... ON CONFLICT: exact when instances race.
  RegistrationCount count(const std::string& subject, std::chrono::seconds window);
  // Windows that ended (panaloctl guard purge).
  std::int64_t purgePastWindows(std::chrono::seconds window);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

#pragma once
// Free-play (trial) logins counted per IP in fixed windows, in PostgreSQL so
// every instance counts the same visitor together.

#include <chrono>
#include <cstdint>
#include <string>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct WindowCount {
  std::int64_t count = 0;
  std::int64_t secondsLeft = 0;  // until the current window ends
};

class FreePlayRepository {
 public:
  explicit FreePlayRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Counts one more start from `ip` in the current window and returns the total.
  WindowCount countStart(const std::string& ip, std::chrono::seconds window);
  // Rows of windows that have ended, for every IP: countStart clears only those
  // of the IP it counts, so IPs that never come back would stay forever
  // (panaloctl trials purge). Deleted in batches, each its own transaction.
  std::int64_t countPastWindows(std::chrono::seconds window);
  std::int64_t purgePastWindows(std::chrono::seconds window, std::int64_t batchSize = 1000);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

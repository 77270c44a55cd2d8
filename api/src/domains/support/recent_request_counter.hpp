#pragma once
// A small per-key sliding-window limit held in this process (representative
// checks per client address). Per instance on purpose: it only has to stop one
// client from walking the operator's contact list quickly, and an answer is
// a yes or no, so no shared state is worth a database write per check.

#include <chrono>
#include <cstddef>
#include <deque>
#include <mutex>
#include <string>
#include <unordered_map>

namespace panalo::services {

class RecentRequestCounter {
 public:
  using Clock = std::chrono::steady_clock;

  RecentRequestCounter(std::size_t limit, std::chrono::seconds window) : limit_(limit), window_(window) {}

  // Counts a request of `key` now; 0 when it is allowed, else the seconds until it would be.
  std::int64_t tryAcquire(const std::string& key, Clock::time_point now = Clock::now());

 private:
  std::size_t limit_;
  std::chrono::seconds window_;
  std::mutex mutex_;
  std::unordered_map<std::string, std::deque<Clock::time_point>> seen_;
};

}  // namespace panalo::services

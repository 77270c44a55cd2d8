#include "platform/http/request_tracker.hpp"

#include <algorithm>

namespace panalo::http {

void RequestTracker::started() {
  lastStart_.store(Clock::now().time_since_epoch().count());
  inFlight_.fetch_add(1);
}

void RequestTracker::finished() {
  if (inFlight_.fetch_sub(1) == 1) {
    // Taking the lock orders this wake-up after a waiter's check of the count.
    const std::lock_guard<std::mutex> lock(mutex_);
    idle_.notify_all();
  }
}

bool RequestTracker::waitUntilQuiet(std::chrono::milliseconds quiet, Clock::time_point deadline) {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    if (abandoned_) return false;
    const auto now = Clock::now();
    const Clock::time_point lastStart{Clock::duration(lastStart_.load())};
    const auto quietUntil = lastStart + quiet;
    if (inFlight_.load() == 0 && now >= quietUntil) return true;
    if (now >= deadline) return false;
    // Woken when the last request ends; else look again when the quiet time may be over.
    const auto next = inFlight_.load() == 0 ? quietUntil : now + quiet;
    idle_.wait_until(lock, std::min(next, deadline));
  }
}

void RequestTracker::abandonWait() {
  const std::lock_guard<std::mutex> lock(mutex_);
  abandoned_ = true;
  idle_.notify_all();
}

}  // namespace panalo::http

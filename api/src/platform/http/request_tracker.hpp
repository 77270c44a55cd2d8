#pragma once
// What a graceful stop needs to know: how many requests are being answered, when
// the last one arrived, and whether the instance is draining. On SIGTERM the
// server drains (GET /readyz says 503, answers say Connection: close so clients
// and the balancer stop reusing their connections), waits until nothing is in
// flight and no request has arrived for a short quiet time, then stops.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>

namespace panalo::http {

class RequestTracker {
 public:
  using Clock = std::chrono::steady_clock;

  void started();
  void finished();
  std::int64_t inFlight() const { return inFlight_.load(); }

  void startDraining() { draining_.store(true); }
  bool draining() const { return draining_.load(); }

  // Waits until no request is in flight and none has started for `quiet`, or
  // until `deadline` passes. True when it went quiet, false at the deadline.
  bool waitUntilQuiet(std::chrono::milliseconds quiet, Clock::time_point deadline);
  // Makes a waitUntilQuiet (now or later) return false at once.
  void abandonWait();

 private:
  std::atomic<std::int64_t> inFlight_{0};
  std::atomic<Clock::rep> lastStart_{0};
  std::atomic<bool> draining_{false};
  bool abandoned_ = false;  // under mutex_
  std::mutex mutex_;
  std::condition_variable idle_;
};

}  // namespace panalo::http

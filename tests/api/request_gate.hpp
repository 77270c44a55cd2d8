#pragma once
// A route body that a test holds: it reports when it starts running and then
// blocks until the test releases it, so tests know what runs and what waits
// instead of guessing from sleeps (a loaded machine stretches any guess).

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace panalo::testing {

class Gate {
 public:
  void enter() {
    std::unique_lock<std::mutex> lock(mutex_);
    ++running_;
    changed_.notify_all();
    // Bounded, so a failing test cannot hang the server's shutdown for ever.
    changed_.wait_for(lock, std::chrono::seconds(30), [&] { return released_; });
  }
  // Waits until `count` slow requests have started running; false after 10 s.
  bool waitUntilRunning(int count) {
    std::unique_lock<std::mutex> lock(mutex_);
    return changed_.wait_for(lock, std::chrono::seconds(10), [&] { return running_ >= count; });
  }
  int running() {
    std::lock_guard<std::mutex> lock(mutex_);
    return running_;
  }
  void release() {
    std::lock_guard<std::mutex> lock(mutex_);
    released_ = true;
    changed_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int running_ = 0;
  bool released_ = false;
};

}  // namespace panalo::testing

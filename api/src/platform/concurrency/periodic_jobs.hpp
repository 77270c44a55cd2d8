#pragma once
// Housekeeping a server does on its own, every so often, on one background
// thread: deleting rows whose time is up (old replay records, old development
// messages). All state lives in PostgreSQL and every job is a plain DELETE of
// expired rows, so any number of instances may run the same jobs at once.
// A failing job is logged and tried again next round; it never stops the server.

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace panalo::concurrency {

class PeriodicJobs {
 public:
  // A job returns how many rows it removed (logged when not zero).
  using Job = std::function<std::int64_t()>;

  explicit PeriodicJobs(std::chrono::milliseconds interval) : interval_(interval) {}
  ~PeriodicJobs();
  PeriodicJobs(const PeriodicJobs&) = delete;
  PeriodicJobs& operator=(const PeriodicJobs&) = delete;

  // Before start().
  void add(std::string name, Job job);
  // The first round runs one interval after the start.
  void start();
  // Waits for a running round to finish; later rounds do not run.
  void stop();

 private:
  void run();
  void runRound();

  std::chrono::milliseconds interval_;
  std::vector<std::pair<std::string, Job>> jobs_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace panalo::concurrency

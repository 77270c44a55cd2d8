#include "platform/concurrency/periodic_jobs.hpp"

#include <exception>

#include "platform/log/request_log.hpp"

namespace panalo::concurrency {

PeriodicJobs::~PeriodicJobs() { stop(); }

void PeriodicJobs::add(std::string name, Job job) { jobs_.emplace_back(std::move(name), std::move(job)); }

void PeriodicJobs::start() {
  if (thread_.joinable() || jobs_.empty()) return;
  {
    std::lock_guard lock(mutex_);
    stopping_ = false;
  }
  thread_ = std::thread([this] { run(); });
}

void PeriodicJobs::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void PeriodicJobs::run() {
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, interval_, [this] { return stopping_; })) {
    lock.unlock();
    runRound();
    lock.lock();
  }
}

void PeriodicJobs::runRound() {
  for (const auto& [name, job] : jobs_) {
    try {
      const auto removed = job();
      if (removed > 0) log::writeEventLog("info", "housekeeping", name + ": " + std::to_string(removed) + " removed");
    } catch (const std::exception& error) {
      log::writeEventLog("warn", "housekeeping_failed", name + ": " + error.what());
    } catch (...) {
      log::writeEventLog("warn", "housekeeping_failed", name);
    }
  }
}

}  // namespace panalo::concurrency

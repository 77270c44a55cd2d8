#include "platform/concurrency/worker_pool.hpp"

#include "platform/log/request_log.hpp"

namespace panalo::concurrency {

WorkerPool::WorkerPool(std::size_t threads, std::size_t maxQueued, ThreadPriority priority) : maxQueued_(maxQueued) {
  threads_.reserve(threads);
  for (std::size_t i = 0; i < threads; ++i) threads_.emplace_back([this, priority] { run(priority); });
}

WorkerPool::~WorkerPool() { shutdown(); }

bool WorkerPool::trySubmit(std::function<void()> job) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_ || queue_.size() >= maxQueued_) return false;
    queue_.push_back(std::move(job));
  }
  wake_.notify_one();
  return true;
}

std::size_t WorkerPool::queued() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return queue_.size();
}

void WorkerPool::shutdown() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_ && threads_.empty()) return;
    stopping_ = true;
  }
  wake_.notify_all();
  for (auto& thread : threads_) {
    if (thread.joinable()) thread.join();
  }
  threads_.clear();
}

void WorkerPool::run(ThreadPriority priority) {
  if (priority != ThreadPriority::Normal && !setCurrentThreadPriority(priority)) {
    // The work still gets done, only without yielding to request threads.
    log::writeEventLog("warn", "thread_priority_refused", "a worker thread keeps the normal priority");
  }
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping and drained
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    try {
      job();
    } catch (const std::exception& error) {
      // Jobs answer their own errors; one escaping here is a bug to see in the log.
      log::writeEventLog("error", "worker_job_failed", error.what());
    } catch (...) {
      log::writeEventLog("error", "worker_job_failed", "unknown exception");
    }
  }
}

}  // namespace panalo::concurrency

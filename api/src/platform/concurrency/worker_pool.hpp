#pragma once
// A fixed set of threads for slow request work (password hashing, anything that
// blocks for tens of milliseconds), so Pistache's reactor threads stay free for
// cheap requests. The queue is bounded: when it is full the caller answers 503
// at once instead of letting latency grow without limit under a login storm.
// The threads may run at background priority (thread_priority.hpp), as the
// password-hashing threads do.

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "platform/concurrency/thread_priority.hpp"

namespace panalo::concurrency {

class WorkerPool {
 public:
  WorkerPool(std::size_t threads, std::size_t maxQueued, ThreadPriority priority = ThreadPriority::Normal);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // False when the queue is full or the pool is stopping; the job is not run.
  bool trySubmit(std::function<void()> job);
  // Runs what is queued, then joins the threads. Later submissions are refused.
  void shutdown();
  // Jobs waiting for a thread now (GET /metrics: the hash queue's depth).
  std::size_t queued() const;

 private:
  void run(ThreadPriority priority);

  std::size_t maxQueued_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> queue_;
  std::vector<std::thread> threads_;
  bool stopping_ = false;
};

}  // namespace panalo::concurrency

#include <gtest/gtest.h>

#include <future>
#include <thread>

#include "platform/concurrency/thread_priority.hpp"
#include "platform/concurrency/worker_pool.hpp"

namespace {

using panalo::concurrency::currentThreadPriority;
using panalo::concurrency::setCurrentThreadPriority;
using panalo::concurrency::ThreadPriority;
using panalo::concurrency::WorkerPool;

TEST(ThreadPriority, BackgroundAppliesToTheCallingThreadOnly) {
  if (currentThreadPriority() != ThreadPriority::Normal) GTEST_SKIP() << "the tests already run at background priority";
  ThreadPriority inside = ThreadPriority::Normal;
  bool applied = false;
  std::thread([&] {
    applied = setCurrentThreadPriority(ThreadPriority::Background);
    inside = currentThreadPriority();
  }).join();
  EXPECT_TRUE(applied) << "any thread may lower its own priority";
  EXPECT_EQ(inside, ThreadPriority::Background);
  EXPECT_EQ(currentThreadPriority(), ThreadPriority::Normal) << "the rest of the process keeps its priority";
}

ThreadPriority priorityOfAJobOn(WorkerPool& pool) {
  std::promise<ThreadPriority> seen;
  EXPECT_TRUE(pool.trySubmit([&seen] { seen.set_value(currentThreadPriority()); }));
  return seen.get_future().get();
}

TEST(ThreadPriority, WorkerPoolThreadsRunAtThePoolsPriority) {
  if (currentThreadPriority() != ThreadPriority::Normal) GTEST_SKIP() << "the tests already run at background priority";
  WorkerPool background(2, 8, ThreadPriority::Background);
  WorkerPool normal(2, 8);
  EXPECT_EQ(priorityOfAJobOn(background), ThreadPriority::Background);
  EXPECT_EQ(priorityOfAJobOn(normal), ThreadPriority::Normal);
}

}  // namespace

#include "concurrency/thread_priority.hpp"

#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

namespace panalo::concurrency {
namespace {

constexpr int kLowestNice = 19;

// setpriority() with PRIO_PROCESS and a thread id changes that thread only (Linux).
int niceOfCurrentThread() { return getpriority(PRIO_PROCESS, static_cast<id_t>(gettid())); }
bool setNiceOfCurrentThread(int nice) { return setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), nice) == 0; }

}  // namespace

bool setCurrentThreadPriority(ThreadPriority priority) {
  const sched_param param{};  // priority 0: the only one the time-sharing classes use
  if (priority == ThreadPriority::Background) {
    if (pthread_setschedparam(pthread_self(), SCHED_IDLE, &param) == 0) return true;
    return setNiceOfCurrentThread(kLowestNice);
  }
  if (pthread_setschedparam(pthread_self(), SCHED_OTHER, &param) != 0) return false;
  return niceOfCurrentThread() == 0 || setNiceOfCurrentThread(0);
}

ThreadPriority currentThreadPriority() {
  int policy = 0;
  sched_param param{};
  if (pthread_getschedparam(pthread_self(), &policy, &param) == 0 && policy == SCHED_IDLE) {
    return ThreadPriority::Background;
  }
  return niceOfCurrentThread() >= kLowestNice ? ThreadPriority::Background : ThreadPriority::Normal;
}

}  // namespace panalo::concurrency

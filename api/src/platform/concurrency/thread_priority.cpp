#include "platform/concurrency/thread_priority.hpp"

#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>

namespace panalo::concurrency {
namespace {

constexpr int kNormalNice = 0;
constexpr int kBackgroundNice = 19;

// On Linux, PRIO_PROCESS with a thread id names that one thread.
id_t currentThreadId() { return static_cast<id_t>(gettid()); }

bool setNice(int nice) { return setpriority(PRIO_PROCESS, currentThreadId(), nice) == 0; }

}  // namespace

bool setCurrentThreadPriority(ThreadPriority priority) {
  return setNice(priority == ThreadPriority::Background ? kBackgroundNice : kNormalNice);
}

ThreadPriority currentThreadPriority() {
  int policy = SCHED_OTHER;
  sched_param param{};
  if (pthread_getschedparam(pthread_self(), &policy, &param) == 0 && policy == SCHED_IDLE) {
    return ThreadPriority::Background;
  }
  errno = 0;  // getpriority() may return -1 as a real value
  const int nice = getpriority(PRIO_PROCESS, currentThreadId());
  return errno == 0 && nice >= kBackgroundNice ? ThreadPriority::Background : ThreadPriority::Normal;
}

}  // namespace panalo::concurrency

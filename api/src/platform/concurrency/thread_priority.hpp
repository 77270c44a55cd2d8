#pragma once
// Scheduling priority of the calling thread. Password hashing runs in the
// background so that it uses only CPU time nothing else wants: a request thread
// that wakes up takes the core from it, instead of queueing behind tens of
// milliseconds of argon2 work.
//
// Background is the lowest time-sharing priority (nice 19), not SCHED_IDLE. The
// kernel counts a core that runs only SCHED_IDLE threads as idle when it places a
// waking thread, yet a thread of another process group (PostgreSQL, a
// systemd/cgroup service or an autogroup session) does not preempt that thread at
// once; it waits for the scheduler tick. In the login storm that made the cheap
// endpoint's server-side p99 3.2-3.9 ms with SCHED_IDLE hashing against 0.9-1.4 ms
// with nice 19 (benchmarks/run-login-storm.sh, 2 cores). A nice-19 core looks busy,
// so waking threads go to a free core, and the server's own request threads still
// preempt hashing (weight 15 against 1024).

namespace panalo::concurrency {

enum class ThreadPriority {
  Normal,      // the default: nice 0
  Background,  // nice 19, for this thread only
};

// Sets the calling thread's (not the process's) priority. Any thread may lower its
// own priority; raising it back needs privileges and may be refused, which is why
// background work gets threads of its own. Returns false when the system refused.
bool setCurrentThreadPriority(ThreadPriority priority);

// The calling thread's priority: Background at nice 19 (or SCHED_IDLE), else Normal.
ThreadPriority currentThreadPriority();

}  // namespace panalo::concurrency

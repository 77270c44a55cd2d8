#pragma once
// Scheduling class of the calling thread. Password hashing runs in the background
// class so that it uses only CPU time nothing else wants: a request thread,
// PostgreSQL or any other normal process that wakes up takes the core from it at
// once, instead of queueing behind tens of milliseconds of argon2 work.

namespace panalo::concurrency {

enum class ThreadPriority {
  Normal,      // the default time-sharing class
  Background,  // Linux SCHED_IDLE (nice 19 where that is refused)
};

// Moves the calling thread (only it, not the process) to `priority`. A thread can
// always lower its own priority without privileges; raising it back may be
// refused, which is why background work gets threads of its own. Returns false
// when the system refused (the thread keeps its class).
bool setCurrentThreadPriority(ThreadPriority priority);

// What the calling thread runs at now.
ThreadPriority currentThreadPriority();

}  // namespace panalo::concurrency

#pragma once
// LISTEN on one PostgreSQL channel from a thread of its own, on a connection of
// its own (pool connections never LISTEN: see connection_pool.cpp). Each
// NOTIFY on the channel calls `onNotify`; so does every (re)connection, since
// notifications sent while the listener was disconnected are lost and the
// caller must assume something changed. A lost connection is retried every
// second until the listener is destroyed.
//
// The payload form hands over each notification's payload, and std::nullopt
// for a (re)connection ("you may have missed some: catch up").

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace pqxx {
class connection_base;
}

namespace panalo::db {

class NotificationListener {
 public:
  using PayloadHandler = std::function<void(const std::optional<std::string>& payload)>;

  NotificationListener(std::string databaseUrl, std::string channel, std::function<void()> onNotify);
  NotificationListener(std::string databaseUrl, std::string channel, PayloadHandler onPayload);
  ~NotificationListener();
  NotificationListener(const NotificationListener&) = delete;
  NotificationListener& operator=(const NotificationListener&) = delete;

  // True once the channel is being listened to (tests wait for it).
  bool listening() const { return listening_.load(); }

 private:
  void run();
  // Waits until the connection has input (then dispatches its notifications)
  // or the listener is being stopped.
  void awaitInput(pqxx::connection_base& connection) const;
  // Waits up to `seconds` unless the listener is being stopped; false when stopping.
  bool pause(int seconds);

  std::string url_;
  std::string channel_;
  PayloadHandler onPayload_;
  std::atomic<bool> stopping_{false};
  std::atomic<bool> listening_{false};
  std::mutex mutex_;
  std::condition_variable wake_;
  int stopFd_;  // an eventfd written once by the destructor
  std::thread thread_;
};

}  // namespace panalo::db

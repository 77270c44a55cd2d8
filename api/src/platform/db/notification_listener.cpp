#include "platform/db/notification_listener.hpp"

#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <pqxx/pqxx>

#include <array>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <utility>

namespace panalo::db {
namespace {

class Receiver : public pqxx::notification_receiver {
 public:
  Receiver(pqxx::connection_base& connection, const std::string& channel,
           const NotificationListener::PayloadHandler& onPayload)
      : pqxx::notification_receiver(connection, channel), onPayload_(onPayload) {}
  void operator()(const std::string& payload, int /*backendPid*/) override { onPayload_(payload); }

 private:
  const NotificationListener::PayloadHandler& onPayload_;
};

// A wait for input ends at once when the listener is stopped (its eventfd
// becomes readable), so this bound only matters if that signal were lost.
constexpr int kWaitBoundMilliseconds = 5000;

}  // namespace

NotificationListener::NotificationListener(std::string databaseUrl, std::string channel, std::function<void()> onNotify)
    : NotificationListener(std::move(databaseUrl), std::move(channel),
                           [onNotify = std::move(onNotify)](const std::optional<std::string>&) { onNotify(); }) {}

NotificationListener::NotificationListener(std::string databaseUrl, std::string channel, PayloadHandler onPayload)
    : url_(std::move(databaseUrl)),
      channel_(std::move(channel)),
      onPayload_(std::move(onPayload)),
      stopFd_(::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK)) {
  if (stopFd_ < 0) throw std::runtime_error("notification listener: eventfd failed");
  thread_ = std::thread([this] { run(); });
}

NotificationListener::~NotificationListener() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  const std::uint64_t one = 1;
  // Wakes a wait for input at once (stopping a server no longer waits out a poll interval).
  [[maybe_unused]] const auto written = ::write(stopFd_, &one, sizeof one);
  if (thread_.joinable()) thread_.join();
  ::close(stopFd_);
}

bool NotificationListener::pause(int seconds) {
  std::unique_lock<std::mutex> lock(mutex_);
  return !wake_.wait_for(lock, std::chrono::seconds(seconds), [this] { return stopping_.load(); });
}

void NotificationListener::awaitInput(pqxx::connection_base& connection) const {
  const int socket = connection.sock();
  if (socket < 0) throw pqxx::broken_connection("notification listener: the connection is closed");
  std::array<pollfd, 2> waitFor{{{socket, POLLIN, 0}, {stopFd_, POLLIN, 0}}};
  const int ready = ::poll(waitFor.data(), waitFor.size(), kWaitBoundMilliseconds);
  if (ready < 0 && errno != EINTR) throw std::runtime_error("notification listener: poll failed");
  // Reads what arrived and calls the receiver per notification; a connection
  // the server closed throws broken_connection here (the caller reconnects).
  if (ready > 0 && waitFor[0].revents != 0) connection.get_notifs();
}

void NotificationListener::run() {
  while (!stopping_) {
    try {
      pqxx::connection connection(url_);
      Receiver receiver(connection, channel_, onPayload_);
      // LISTEN is in place: whatever changed while we were not listening is
      // caught by treating the connection itself as a notification.
      connection.get_notifs();
      listening_ = true;
      onPayload_(std::nullopt);
      while (!stopping_) awaitInput(connection);
    } catch (const std::exception&) {
      // The database went away or refused us: try again shortly.
    }
    listening_ = false;
    if (!stopping_ && !pause(1)) break;
  }
}

}  // namespace panalo::db

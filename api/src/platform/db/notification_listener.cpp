#include "platform/db/notification_listener.hpp"

#include <pqxx/pqxx>

#include <chrono>
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

// How long one wait for a notification lasts: also how long stopping takes at most.
constexpr long kPollMicroseconds = 200000;

}  // namespace

NotificationListener::NotificationListener(std::string databaseUrl, std::string channel, std::function<void()> onNotify)
    : NotificationListener(std::move(databaseUrl), std::move(channel),
                           [onNotify = std::move(onNotify)](const std::optional<std::string>&) { onNotify(); }) {}

NotificationListener::NotificationListener(std::string databaseUrl, std::string channel, PayloadHandler onPayload)
    : url_(std::move(databaseUrl)), channel_(std::move(channel)), onPayload_(std::move(onPayload)) {
  thread_ = std::thread([this] { run(); });
}

NotificationListener::~NotificationListener() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

bool NotificationListener::pause(int seconds) {
  std::unique_lock<std::mutex> lock(mutex_);
  return !wake_.wait_for(lock, std::chrono::seconds(seconds), [this] { return stopping_.load(); });
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
      while (!stopping_) connection.await_notification(0, kPollMicroseconds);
    } catch (const std::exception&) {
      // The database went away or refused us: try again shortly.
    }
    listening_ = false;
    if (!stopping_ && !pause(1)) break;
  }
}

}  // namespace panalo::db

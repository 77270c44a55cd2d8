#include "platform/db/notification_listener.hpp"

#include <pqxx/pqxx>

#include <chrono>
#include <utility>

namespace panalo::db {
namespace {

class Receiver : public pqxx::notification_receiver {
 public:
  Receiver(pqxx::connection_base& connection, const std::string& channel, const std::function<void()>& onNotify)
      : pqxx::notification_receiver(connection, channel), onNotify_(onNotify) {}
  void operator()(const std::string& /*payload*/, int /*backendPid*/) override { onNotify_(); }

 private:
  const std::function<void()>& onNotify_;
};

// How long one wait for a notification lasts: also how long stopping takes at most.
constexpr long kPollMicroseconds = 200000;

}  // namespace

NotificationListener::NotificationListener(std::string databaseUrl, std::string channel, std::function<void()> onNotify)
    : url_(std::move(databaseUrl)), channel_(std::move(channel)), onNotify_(std::move(onNotify)) {
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
      Receiver receiver(connection, channel_, onNotify_);
      // LISTEN is in place: whatever changed while we were not listening is
      // caught by treating the connection itself as a notification.
      connection.get_notifs();
      listening_ = true;
      onNotify_();
      while (!stopping_) connection.await_notification(0, kPollMicroseconds);
    } catch (const std::exception&) {
      // The database went away or refused us: try again shortly.
    }
    listening_ = false;
    if (!stopping_ && !pause(1)) break;
  }
}

}  // namespace panalo::db

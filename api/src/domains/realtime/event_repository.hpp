#pragma once
// The real-time outbox (sql/migrations/0030_realtime.sql) as the channel reads
// it: a stream's head and the events after a position, for replays and gaps.

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "domains/realtime/stream_cursor.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct StreamRead {
  std::int64_t head = 0;  // the stream's last seq (0: nothing published yet)
  std::vector<realtime::CursorEvent> events;
};

// One event as an operator reads it (panaloctl realtime events).
struct StoredEvent {
  std::int64_t seq = 0;
  std::string kind;
  std::string dataJson;
  std::string at;
};

class RealtimeEventRepository {
 public:
  explicit RealtimeEventRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // The head and up to `limit` events after `after`, in one snapshot (so a read
  // that finds no event although the head is past `after` means they are gone).
  StreamRead readAfter(const std::string& stream, std::int64_t after, int limit);
  // The newest `limit` events of a stream, newest first.
  std::vector<StoredEvent> latest(const std::string& stream, int limit);
  // Forgets events older than `age`, in batches; returns how many went.
  std::int64_t purgeOlderThan(std::chrono::seconds age);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

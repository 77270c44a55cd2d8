#include "domains/realtime/event_repository.hpp"

#include <pqxx/pqxx>

#include "domains/realtime/channel_protocol.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_EVENT_AT "to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

// $1 stream, $2 after, $3 limit. One statement, one snapshot: the head and the
// events agree. The LEFT JOIN keeps the head row when there are no events.
const db::Statement kReadAfter{
    "realtime_read_after",
    "SELECT h.head, e.seq, e.kind, e.payload::text, e.at "
    "FROM (SELECT coalesce((SELECT head FROM realtime_streams WHERE stream = $1), 0) AS head) h "
    "LEFT JOIN LATERAL (SELECT e.seq, e.kind, e.payload, " PANALO_EVENT_AT
    " AS at FROM realtime_events e "
    "  WHERE e.stream = $1 AND e.seq > $2 ORDER BY e.seq LIMIT $3) e ON true ORDER BY e.seq"};
const db::Statement kLatest{"realtime_latest", "SELECT e.seq, e.kind, e.payload::text, " PANALO_EVENT_AT
                                               " FROM realtime_events e WHERE e.stream = $1 AND e.seq IS NOT NULL "
                                               "ORDER BY e.seq DESC LIMIT $2"};
// Sequenced rows only: a NULL seq belongs to a transaction still running.
const db::Statement kPurge{"realtime_purge",
                           "DELETE FROM realtime_events WHERE id IN (SELECT id FROM realtime_events "
                           "WHERE created_at < now() - make_interval(secs => $1) AND seq IS NOT NULL LIMIT 10000)"};

}  // namespace

StreamRead RealtimeEventRepository::readAfter(const std::string& stream, std::int64_t after, int limit) {
  auto lease = pool_.acquire();
  lease->prepare(kReadAfter);
  pqxx::read_transaction tx(lease->connection());
  StreamRead read;
  for (const auto& row : tx.exec_prepared(kReadAfter.name, stream, after, limit)) {
    read.head = row[0].as<std::int64_t>();
    if (row[1].is_null()) continue;
    const auto seq = row[1].as<std::int64_t>();
    read.events.push_back({seq, realtime::eventFrame(stream, seq, row[2].as<std::string>(), row[3].as<std::string>(),
                                                     row[4].as<std::string>())});
  }
  return read;
}

std::vector<StoredEvent> RealtimeEventRepository::latest(const std::string& stream, int limit) {
  auto lease = pool_.acquire();
  lease->prepare(kLatest);
  pqxx::read_transaction tx(lease->connection());
  std::vector<StoredEvent> events;
  for (const auto& row : tx.exec_prepared(kLatest.name, stream, limit)) {
    events.push_back(
        {row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::string>()});
  }
  return events;
}

std::int64_t RealtimeEventRepository::purgeOlderThan(std::chrono::seconds age) {
  std::int64_t total = 0;
  auto lease = pool_.acquire();
  lease->prepare(kPurge);
  for (;;) {
    pqxx::work tx(lease->connection());
    const auto removed = tx.exec_prepared(kPurge.name, static_cast<double>(age.count())).affected_rows();
    tx.commit();
    total += static_cast<std::int64_t>(removed);
    if (removed < 10000) return total;
  }
}

}  // namespace panalo::repositories

#include "domains/trials/freeplay_repository.hpp"

#include <pqxx/pqxx>

#include <stdexcept>

namespace panalo::repositories {
namespace {

// Windows start at whole multiples of their length since the epoch, so every
// instance computes the same window for the same moment.
#define PANALO_WINDOW_START "to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)"

const db::Statement kPurge{"freeplay_starts_purge",
                           "DELETE FROM freeplay_starts WHERE ip = $1 AND window_start < " PANALO_WINDOW_START};
const db::Statement kCount{"freeplay_starts_count",
                           "INSERT INTO freeplay_starts (ip, window_start, count) "
                           "VALUES ($1, " PANALO_WINDOW_START
                           ", 1) "
                           "ON CONFLICT (ip, window_start) DO UPDATE SET count = freeplay_starts.count + 1 "
                           "RETURNING count, ceil(extract(epoch FROM window_start) + $2 - extract(epoch FROM now()))"};

#undef PANALO_WINDOW_START

#define PANALO_PAST_WINDOW "window_start < to_timestamp(floor(extract(epoch FROM now()) / $1) * $1)"

const db::Statement kCountPast{"freeplay_starts_count_past",
                               "SELECT count(*) FROM freeplay_starts WHERE " PANALO_PAST_WINDOW};
// Rows a free-play start is updating are skipped, not waited for.
const db::Statement kPurgePast{"freeplay_starts_purge_past",
                               "DELETE FROM freeplay_starts WHERE (ip, window_start) IN (SELECT ip, window_start "
                               "FROM freeplay_starts WHERE " PANALO_PAST_WINDOW " LIMIT $2 FOR UPDATE SKIP LOCKED)"};

#undef PANALO_PAST_WINDOW

}  // namespace

WindowCount FreePlayRepository::countStart(const std::string& ip, std::chrono::seconds window) {
  auto lease = pool_.acquire();
  lease->prepare(kPurge);
  lease->prepare(kCount);
  pqxx::work tx(lease->connection());
  const auto seconds = static_cast<double>(window.count());
  tx.exec_prepared(kPurge.name, ip, seconds);
  const auto row = tx.exec_prepared1(kCount.name, ip, seconds);
  tx.commit();
  return {row[0].as<std::int64_t>(), static_cast<std::int64_t>(row[1].as<double>())};
}

std::int64_t FreePlayRepository::countPastWindows(std::chrono::seconds window) {
  auto lease = pool_.acquire();
  lease->prepare(kCountPast);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared1(kCountPast.name, static_cast<double>(window.count()))[0].as<std::int64_t>();
}

std::int64_t FreePlayRepository::purgePastWindows(std::chrono::seconds window, std::int64_t batchSize) {
  if (batchSize < 1) throw std::invalid_argument("the batch size must be positive");
  auto lease = pool_.acquire();
  lease->prepare(kPurgePast);
  std::int64_t total = 0;
  for (;;) {
    pqxx::work tx(lease->connection());
    const auto removed = static_cast<std::int64_t>(
        tx.exec_prepared(kPurgePast.name, static_cast<double>(window.count()), batchSize).affected_rows());
    tx.commit();
    total += removed;
    if (removed < batchSize) return total;
  }
}

}  // namespace panalo::repositories

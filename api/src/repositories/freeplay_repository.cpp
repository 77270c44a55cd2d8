#include "repositories/freeplay_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

// Windows start at whole multiples of their length since the epoch, so every
// instance computes the same window for the same moment.
#define PANALO_WINDOW_START "to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)"

const db::Statement kPurge{"freeplay_starts_purge",
                           "DELETE FROM freeplay_starts WHERE ip = $1 AND window_start < " PANALO_WINDOW_START};
const db::Statement kCount{"freeplay_starts_count",
                           "INSERT INTO freeplay_starts (ip, window_start, count) "
                           "VALUES ($1, " PANALO_WINDOW_START ", 1) "
                           "ON CONFLICT (ip, window_start) DO UPDATE SET count = freeplay_starts.count + 1 "
                           "RETURNING count, ceil(extract(epoch FROM window_start) + $2 - extract(epoch FROM now()))"};

#undef PANALO_WINDOW_START

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

}  // namespace panalo::repositories

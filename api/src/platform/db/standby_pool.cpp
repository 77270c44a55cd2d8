#include "platform/db/standby_pool.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/log/request_log.hpp"

namespace panalo::db {
namespace {

// How far the standby is behind, in milliseconds: 0 when it has replayed all the
// WAL it received (an idle primary writes nothing, and the time of the last
// replayed transaction would then grow for ever), else the age of the last
// transaction it replayed. Not a standby at all (a promoted one, or a URL that
// names the primary) counts as 0: its reads are current.
constexpr const char* kLagQuery =
    "SELECT CASE WHEN NOT pg_is_in_recovery() THEN 0 "
    "WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0 "
    "ELSE COALESCE((EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()) * 1000)::bigint, 0) END";

}  // namespace

StandbyPool::StandbyPool(std::string url, std::size_t size, ConnectionPool& primary, std::chrono::milliseconds maxLag,
                         std::chrono::milliseconds retryAfter)
    : ConnectionPool(std::move(url), size, std::chrono::milliseconds(500)),
      primary_(primary),
      maxLag_(maxLag),
      retryAfter_(retryAfter) {}

bool StandbyPool::usable() const {
  if (Clock::now().time_since_epoch().count() < downUntil_.load()) return false;
  // Unmeasured (-1: never, or since it went away) is not known to be usable:
  // the next read tries it, and measures.
  const auto lag = lagMillis_.load();
  return lag >= 0 && lag <= maxLag_.count();
}

void StandbyPool::markDown() {
  downUntil_.store((Clock::now() + retryAfter_).time_since_epoch().count());
  lagMillis_.store(-1);
}

bool StandbyPool::lagAcceptable(Lease& lease) {
  const auto now = Clock::now().time_since_epoch().count();
  auto last = lastMeasure_.load();
  const auto second = std::chrono::duration_cast<Clock::duration>(std::chrono::seconds(1)).count();
  // One thread measures; the others go by the last figure.
  if (now - last < second || !lastMeasure_.compare_exchange_strong(last, now)) {
    return lagMillis_.load() <= maxLag_.count();
  }
  pqxx::nontransaction tx(lease->connection());
  const auto lag = tx.exec1(kLagQuery)[0].as<std::int64_t>();
  lagMillis_.store(lag);
  if (lag > maxLag_.count()) {
    log::writeEventLog("warn", "standby_lagging",
                       std::to_string(lag) + " ms behind: reads go to the primary until it catches up");
    return false;
  }
  return true;
}

ConnectionPool::Lease StandbyPool::acquire() {
  const auto now = Clock::now().time_since_epoch().count();
  if (now < downUntil_.load()) return primary_.acquire();
  // Lagging at the last measure, and no new measure due yet: do not even lease.
  const auto second = std::chrono::duration_cast<Clock::duration>(std::chrono::seconds(1)).count();
  if (lagMillis_.load() > maxLag_.count() && now - lastMeasure_.load() < second) return primary_.acquire();
  try {
    auto lease = ConnectionPool::acquire();
    if (lagAcceptable(lease)) return lease;
  } catch (const DomainError&) {
    // Unreachable, or every connection busy for half a second: the primary answers.
    markDown();
    log::writeEventLog("warn", "standby_unavailable", "reads that may lag go to the primary for a while");
  } catch (const pqxx::failure& error) {
    // The lag query failed: the standby went away between the lease and the query.
    markDown();
    log::writeEventLog("warn", "standby_unavailable", error.what());
  }
  return primary_.acquire();
}

}  // namespace panalo::db

#pragma once
// Connections to a streaming replica (a hot standby) for reads that may lag:
// reports, records, catalogue and content pages. Whatever a user has just
// written, and every money path, reads the primary's pool instead; each
// repository says which pool a query uses and why.
//
// A standby that cannot be reached, or lags more than `maxLag`, is not used: the
// lease comes from the primary, so a stopped replica costs no request (only one
// in flight on it when it stops can fail). After a connection failure the standby
// is left alone for `retryAfter`, so each request does not pay a failed connect.
// The lag is measured at most once a second, on a lease that is handed out anyway.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

#include "platform/db/connection_pool.hpp"

namespace panalo::db {

class StandbyPool : public ConnectionPool {
 public:
  StandbyPool(std::string url, std::size_t size, ConnectionPool& primary, std::chrono::milliseconds maxLag,
              std::chrono::milliseconds retryAfter = std::chrono::seconds(5));

  Lease acquire() override;

  // The last lag measured, in milliseconds; negative before the first measure
  // and while the standby cannot be reached.
  std::int64_t lagMillis() const { return lagMillis_.load(); }
  // Whether reads go to the standby now: reachable at its last try and within
  // the lag at its last measure (GET /metrics).
  bool usable() const;

 private:
  using Clock = std::chrono::steady_clock;
  // Measures the lag on `lease` when the last measure is a second old; false
  // when the standby must not serve this read.
  bool lagAcceptable(Lease& lease);
  void markDown();

  ConnectionPool& primary_;
  std::chrono::milliseconds maxLag_;
  std::chrono::milliseconds retryAfter_;
  std::atomic<std::int64_t> lagMillis_{-1};
  std::atomic<Clock::rep> downUntil_{0};
  std::atomic<Clock::rep> lastMeasure_{0};
};

}  // namespace panalo::db

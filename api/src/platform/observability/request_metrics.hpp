#pragma once
// Counts and times the requests an instance answers, per route, for GET /metrics.
// The route label is the route's path (or "static", "other"), never the raw path
// a client sent: a scanner walking random URLs must not grow the table.

#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include "platform/observability/histogram.hpp"
#include "platform/observability/prometheus_text.hpp"

namespace panalo::observability {

class RequestMetrics {
 public:
  void observe(const std::string& method, const std::string& route, int status, std::chrono::microseconds duration);
  // panalo_http_requests_total{method,route,status} and
  // panalo_http_request_duration_seconds{method,route}.
  void write(PrometheusText& out) const;

 private:
  struct Series {
    std::map<int, std::uint64_t> byStatus;
    Histogram latency;
  };
  using Key = std::pair<std::string, std::string>;  // method, route

  // The map's lock is held only to find or add a series and to bump its status
  // count; the histogram itself takes no lock. The set of routes is small and
  // fixed, so the map stops growing after the first minutes.
  mutable std::mutex mutex_;
  std::map<Key, std::unique_ptr<Series>> series_;
};

}  // namespace panalo::observability

#include "platform/observability/request_metrics.hpp"

namespace panalo::observability {

void RequestMetrics::observe(const std::string& method, const std::string& route, int status,
                             std::chrono::microseconds duration) {
  Series* series = nullptr;
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    auto& slot = series_[{method, route}];
    if (!slot) slot = std::make_unique<Series>();
    series = slot.get();
    ++series->byStatus[status];
  }
  series->latency.observe(duration);  // series are never removed: the pointer stays valid
}

void RequestMetrics::write(PrometheusText& out) const {
  const std::lock_guard<std::mutex> lock(mutex_);
  out.family("panalo_http_requests_total", "counter", "Requests answered, by method, route and status.");
  for (const auto& [key, series] : series_) {
    for (const auto& [status, count] : series->byStatus) {
      out.sample("panalo_http_requests_total",
                 {{"method", key.first}, {"route", key.second}, {"status", std::to_string(status)}},
                 static_cast<double>(count));
    }
  }
  out.family("panalo_http_request_duration_seconds", "histogram",
             "Time from a whole request read to its answer handed to the connection.");
  for (const auto& [key, series] : series_) {
    out.histogram("panalo_http_request_duration_seconds", {{"method", key.first}, {"route", key.second}},
                  series->latency.snapshot());
  }
}

}  // namespace panalo::observability

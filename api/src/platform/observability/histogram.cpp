#include "platform/observability/histogram.hpp"

#include <algorithm>

namespace panalo::observability {

void Histogram::observe(std::chrono::microseconds duration) {
  const double seconds = static_cast<double>(duration.count()) / 1e6;
  const auto bucket =
      static_cast<std::size_t>(std::lower_bound(kBounds.begin(), kBounds.end(), seconds) - kBounds.begin());
  buckets_[bucket].fetch_add(1, std::memory_order_relaxed);
  sumMicros_.fetch_add(static_cast<std::uint64_t>(std::max<std::int64_t>(0, duration.count())),
                       std::memory_order_relaxed);
}

Histogram::Snapshot Histogram::snapshot() const {
  Snapshot snapshot;
  std::uint64_t running = 0;
  for (std::size_t i = 0; i < kBounds.size(); ++i) {
    running += buckets_[i].load(std::memory_order_relaxed);
    snapshot.cumulative[i] = running;
  }
  snapshot.count = running + buckets_[kBounds.size()].load(std::memory_order_relaxed);
  snapshot.sumSeconds = static_cast<double>(sumMicros_.load(std::memory_order_relaxed)) / 1e6;
  return snapshot;
}

}  // namespace panalo::observability

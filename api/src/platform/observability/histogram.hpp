#pragma once
// A latency histogram in the Prometheus shape (cumulative buckets, a count and a
// sum), safe to feed from any thread: each observation is a few relaxed atomic
// adds, no lock, because it sits on every request's path.

#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>

namespace panalo::observability {

class Histogram {
 public:
  // Upper bounds in seconds: 1 ms to 10 s, the range a request or a pool wait
  // spends here (a login is ~100 ms, a cheap route well under 10 ms).
  static constexpr std::array<double, 12> kBounds{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                                  0.1,   0.25,   0.5,   1.0,  2.5,   10.0};

  void observe(std::chrono::microseconds duration);

  struct Snapshot {
    std::array<std::uint64_t, kBounds.size()> cumulative{};  // observations <= each bound
    std::uint64_t count = 0;                                 // all of them (the +Inf bucket)
    double sumSeconds = 0;
  };
  // Read without stopping writers: each number is exact, and a request that
  // lands while it is read is counted in some of them only (Prometheus allows it).
  Snapshot snapshot() const;

 private:
  std::array<std::atomic<std::uint64_t>, kBounds.size() + 1> buckets_{};  // per bucket, not cumulative
  std::atomic<std::uint64_t> sumMicros_{0};
};

}  // namespace panalo::observability

#include "domains/support/recent_request_counter.hpp"

#include <iterator>

namespace panalo::services {
namespace {

// Above this many keys, keys with nothing left in their window are dropped.
constexpr std::size_t kPruneAbove = 10000;

}  // namespace

std::int64_t RecentRequestCounter::tryAcquire(const std::string& key, Clock::time_point now) {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (seen_.size() > kPruneAbove) {
    for (auto it = seen_.begin(); it != seen_.end();) {
      it = (it->second.empty() || now - it->second.back() >= window_) ? seen_.erase(it) : std::next(it);
    }
  }
  auto& times = seen_[key];
  while (!times.empty() && now - times.front() >= window_) times.pop_front();
  if (times.size() >= limit_) {
    const auto wait = std::chrono::ceil<std::chrono::seconds>(times.front() + window_ - now).count();
    return wait > 0 ? wait : 1;
  }
  times.push_back(now);
  return 0;
}

}  // namespace panalo::services

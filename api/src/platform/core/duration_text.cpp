#include "platform/core/duration_text.hpp"

#include <charconv>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::core {
namespace {

[[noreturn]] void invalidDuration() {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "durations look like 45s, 30m, 1h or 2d");
}

}  // namespace

std::chrono::seconds parseDuration(const std::string& text) {
  if (text.size() < 2) invalidDuration();
  long long amount = 0;
  const char* begin = text.data();
  const char* unitAt = text.data() + text.size() - 1;
  const auto [stop, error] = std::from_chars(begin, unitAt, amount);
  if (error != std::errc() || stop != unitAt || amount <= 0 || amount > 100000) invalidDuration();
  switch (*unitAt) {
    case 's':
      return std::chrono::seconds(amount);
    case 'm':
      return std::chrono::seconds(amount * 60);
    case 'h':
      return std::chrono::seconds(amount * 3600);
    case 'd':
      return std::chrono::seconds(amount * 86400);
    default:
      invalidDuration();
  }
}

}  // namespace panalo::core

#pragma once
// The agent center's query text, checked: whole numbers for paging, the report
// period and its dates, and the one-of lists. A bad value is refused with
// invalid_parameter and nothing is read.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/agents/agents_types.hpp"

namespace panalo::services::agent_query {

inline constexpr std::int64_t kDefaultPageSize = 20;
inline constexpr std::int64_t kMaxPageSize = 100;
// A range report spans at most this many days (a quarter): bounded work per call.
inline constexpr std::int64_t kMaxRangeDays = 93;

[[noreturn]] void invalid(const std::string& message);

// pageNo 1..100000 (default 1), pageSize 1..100 (default 20).
Page page(const std::optional<std::string>& pageNo, const std::optional<std::string>& pageSize);
// `text` (default `fallback`) must be one of `allowed`.
std::string oneOf(const std::optional<std::string>& text, const std::vector<std::string>& allowed,
                  const std::string& fallback, const char* name);
// An account filter: empty means none; at most 32 bytes.
std::optional<std::string> account(const std::optional<std::string>& text);

// The period and dates as sent: period defaults to today, or to range when
// from or to is given; range needs both dates, from <= to, at most kMaxRangeDays.
struct PeriodQuery {
  std::string period;
  std::string from;
  std::string to;
};
PeriodQuery period(const std::optional<std::string>& period, const std::optional<std::string>& from,
                   const std::optional<std::string>& to);

}  // namespace panalo::services::agent_query

#include "domains/agents/agent_query.hpp"

#include <algorithm>
#include <ctime>

#include "domains/wallet/record_service.hpp"  // validDate
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services::agent_query {
namespace {

std::int64_t wholeNumber(const std::optional<std::string>& text, std::int64_t fallback, std::int64_t low,
                         std::int64_t high, const char* name) {
  if (!text) return fallback;
  if (text->empty() || text->size() > 9 ||
      !std::all_of(text->begin(), text->end(), [](char c) { return c >= '0' && c <= '9'; })) {
    invalid(std::string(name) + " must be a whole number");
  }
  const auto value = std::stoll(*text);
  if (value < low || value > high) {
    invalid(std::string(name) + " must be " + std::to_string(low) + " to " + std::to_string(high));
  }
  return value;
}

// Days since 1970 of a checked YYYY-MM-DD (timegm needs no time zone).
std::int64_t dayNumber(const std::string& date) {
  std::tm tm{};
  tm.tm_year = std::stoi(date.substr(0, 4)) - 1900;
  tm.tm_mon = std::stoi(date.substr(5, 2)) - 1;
  tm.tm_mday = std::stoi(date.substr(8, 2));
  return static_cast<std::int64_t>(timegm(&tm)) / 86400;
}

}  // namespace

void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

Page page(const std::optional<std::string>& pageNo, const std::optional<std::string>& pageSize) {
  Page page;
  page.pageNo = wholeNumber(pageNo, 1, 1, 100000, "pageNo");
  page.pageSize = wholeNumber(pageSize, kDefaultPageSize, 1, kMaxPageSize, "pageSize");
  return page;
}

std::string oneOf(const std::optional<std::string>& text, const std::vector<std::string>& allowed,
                  const std::string& fallback, const char* name) {
  if (!text) return fallback;
  if (std::find(allowed.begin(), allowed.end(), *text) == allowed.end()) {
    std::string list;
    for (const auto& value : allowed) list += (list.empty() ? "" : ", ") + value;
    invalid(std::string(name) + " must be one of " + list);
  }
  return *text;
}

std::optional<std::string> account(const std::optional<std::string>& text) {
  if (!text || text->empty()) return std::nullopt;
  if (text->size() > 32) invalid("account is at most 32 characters");
  return text;
}

PeriodQuery period(const std::optional<std::string>& period, const std::optional<std::string>& from,
                   const std::optional<std::string>& to) {
  PeriodQuery query;
  query.period = oneOf(period, {"today", "yesterday", "thisWeek", "thisMonth", "lastMonth", "range"},
                       (from || to) ? "range" : "today", "period");
  if (query.period != "range") return query;
  if (!from || !to) invalid("a range needs from and to");
  if (!validDate(*from) || !validDate(*to)) invalid("from and to must be dates YYYY-MM-DD");
  const auto days = dayNumber(*to) - dayNumber(*from);
  if (days < 0) invalid("from must not be after to");
  if (days >= kMaxRangeDays) invalid("a range spans at most " + std::to_string(kMaxRangeDays) + " days");
  query.from = *from;
  query.to = *to;
  return query;
}

}  // namespace panalo::services::agent_query

#include "domains/wallet/record_service.hpp"

#include <algorithm>
#include <mutex>
#include <set>

#include "domains/wallet/wallet_service.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

// A whole number in [low, high] written plainly (no sign, no spaces).
std::int64_t boundedNumber(const std::optional<std::string>& text, std::int64_t fallback, std::int64_t low,
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

}  // namespace

bool validDate(const std::string& text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  for (const std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u}) {
    if (!::isdigit(static_cast<unsigned char>(text[i]))) return false;
  }
  const int year = std::stoi(text.substr(0, 4));
  const int month = std::stoi(text.substr(5, 2));
  const int day = std::stoi(text.substr(8, 2));
  if (year < 2000 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

std::string RecordService::timeZone() {
  // PostgreSQL's zone list is read once per name: the setting rarely changes.
  static std::mutex mutex;
  static std::set<std::string> known;
  const auto value = settings_.read(kTimeZoneSetting);
  if (!value || !value->is_string() || value->get<std::string>().empty() || value->get<std::string>().size() > 64) {
    return kDefaultTimeZone;
  }
  auto name = value->get<std::string>();
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (known.count(name) != 0) return name;
  }
  if (!records_.knownTimeZone(name)) return kDefaultTimeZone;
  std::lock_guard<std::mutex> lock(mutex);
  known.insert(name);
  return name;
}

RecordFilter RecordService::filterOf(const RecordQuery& query) {
  RecordFilter filter;
  for (const auto* date : {&query.from, &query.to}) {
    if (*date && !validDate(**date)) invalid("from and to must be dates YYYY-MM-DD");
  }
  if (query.from && query.to && *query.from > *query.to) invalid("from must not be after to");
  filter.from = query.from;
  filter.to = query.to;
  filter.page = boundedNumber(query.page, 1, 1, 1000000, "page");
  filter.size = boundedNumber(query.size, 20, 1, kMaxPageSize, "size");
  filter.timeZone = timeZone();
  return filter;
}

RecordPage<LedgerRecord> RecordService::ledgerRecords(const repositories::Member& member, const RecordQuery& query) {
  requireRealAccount(member);
  auto filter = filterOf(query);
  if (query.type && !query.type->empty()) {
    const auto& types = ledgerRecordTypes();
    if (std::find(types.begin(), types.end(), *query.type) == types.end()) invalid("unknown type");
    filter.type = *query.type;
  }
  return records_.ledgerRecords(member.id, filter);
}

std::vector<WinRecord> RecordService::biggestWins(const std::string& category, std::int64_t limit) {
  return records_.biggestWins(category, limit, kWinnerBoardDays);
}

RecordPage<BetRecord> RecordService::bets(const repositories::Member& member, const RecordQuery& query) {
  requireRealAccount(member);
  auto filter = filterOf(query);
  if (query.vendor && !query.vendor->empty()) {
    if (!ledger_.findVendor(*query.vendor)) invalid("unknown vendor");
    filter.vendor = *query.vendor;
  }
  return records_.bets(member.id, filter);
}

ProfitSummary RecordService::profit(const repositories::Member& member, const std::string& period,
                                    const RecordQuery& query) {
  requireRealAccount(member);
  const auto zone = timeZone();
  std::string from;
  std::string to;
  if (period == "range") {
    if (!query.from || !query.to) invalid("a range needs from and to");
    const auto filter = filterOf(query);
    from = *filter.from;
    to = *filter.to;
  } else {
    if (query.from || query.to) invalid("from and to go with period=range only");
    const auto dates = records_.localDates(zone);
    if (period == "today" || period.empty()) {
      from = to = dates.today;
    } else if (period == "yesterday") {
      from = to = dates.yesterday;
    } else if (period == "thisWeek") {
      from = dates.weekStart;
      to = dates.today;
    } else if (period == "thisMonth") {
      from = dates.monthStart;
      to = dates.today;
    } else {
      invalid("period must be today, yesterday, thisWeek, thisMonth or range");
    }
  }
  auto summary = records_.profit(member.id, from, to, zone);
  summary.period = period.empty() ? "today" : period;
  return summary;
}

RecordPage<BonusRecord> RecordService::bonuses(const repositories::Member& member, const RecordQuery& query) {
  requireRealAccount(member);
  return records_.bonuses(member.id, filterOf(query));
}

}  // namespace panalo::services

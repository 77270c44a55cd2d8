#include "domains/wallet/responsible_service.hpp"

#include <array>

#include "domains/wallet/wallet_service.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

struct PeriodRule {
  const char* period;
  const char* kind;
  const char* interval;  // PostgreSQL interval; nullptr: permanent
};

// Calendar months and years come from PostgreSQL's interval arithmetic, so
// "6 months" from 31 August ends on 28 or 29 February, as a person expects.
constexpr std::array<PeriodRule, 6> kPeriods{{
    {"cool_off_24h", "cool_off", "24 hours"},
    {"cool_off_7d", "cool_off", "7 days"},
    {"cool_off_30d", "cool_off", "30 days"},
    {"self_exclusion_6m", "self_exclusion", "6 months"},
    {"self_exclusion_1y", "self_exclusion", "1 year"},
    {"self_exclusion_permanent", "self_exclusion", nullptr},
}};

constexpr std::array<int, 4> kRealityCheckMinutes{0, 15, 30, 60};

}  // namespace

void ResponsibleGamingService::requirePlayAllowed(std::int64_t memberId) {
  const auto running = store_.activeBreak(memberId);
  if (!running) return;
  const std::string until = running->endsAt ? " until " + *running->endsAt : " until an operator lifts it";
  if (running->kind == "cool_off") {
    throw DomainError(ErrorKind::Forbidden, error_keys::kCoolOffActive,
                      "You are in a cool-off period" + until + ": deposits and game play are paused");
  }
  throw DomainError(ErrorKind::Forbidden, error_keys::kSelfExclusionActive,
                    "You are self-excluded" + until + ": deposits and game play are paused");
}

ResponsibleSettings ResponsibleGamingService::settings(const repositories::Member& member) {
  requireRealAccount(member);
  return {store_.activeBreak(member.id), store_.realityCheckMinutes(member.id)};
}

ResponsibleSettings ResponsibleGamingService::startBreak(const repositories::Member& member,
                                                         const std::string& period) {
  requireRealAccount(member);
  const PeriodRule* rule = nullptr;
  for (const auto& candidate : kPeriods) {
    if (period == candidate.period) rule = &candidate;
  }
  if (rule == nullptr) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "period must be cool_off_24h, cool_off_7d, cool_off_30d, self_exclusion_6m, "
                      "self_exclusion_1y or self_exclusion_permanent");
  }
  std::optional<std::string> interval;
  if (rule->interval != nullptr) interval = rule->interval;
  const auto started = store_.startOrLengthen(member.id, rule->kind, rule->period, interval);
  if (!started) {
    // A break chosen in a calm moment must hold in a heated one: only later.
    throw DomainError(ErrorKind::Unprocessable, error_keys::kPlayBreakCannotBeShortened,
                      "Your current break ends later; it can be lengthened but not shortened or ended");
  }
  return {started, store_.realityCheckMinutes(member.id)};
}

ResponsibleSettings ResponsibleGamingService::setRealityCheck(const repositories::Member& member, int minutes) {
  requireRealAccount(member);
  bool allowed = false;
  for (const int choice : kRealityCheckMinutes) allowed = allowed || choice == minutes;
  if (!allowed) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "intervalMinutes must be 0 (off), 15, 30 or 60");
  }
  store_.setRealityCheckMinutes(member.id, minutes);
  return settings(member);
}

RealityCheckReport ResponsibleGamingService::realityCheck(const repositories::Member& member,
                                                          const std::string& sessionStartedAt) {
  requireRealAccount(member);
  RealityCheckReport report;
  report.intervalMinutes = store_.realityCheckMinutes(member.id);
  report.sessionStartedAt = sessionStartedAt;
  const auto figures = store_.sessionFigures(member.id, sessionStartedAt);
  report.sessionSeconds = figures.seconds;
  report.profitLossMinor = figures.profitLossMinor;
  if (report.intervalMinutes > 0) {
    // Reminders fall on whole intervals since sign-in, so a reload or a second
    // tab does not restart the count.
    const std::int64_t every = static_cast<std::int64_t>(report.intervalMinutes) * 60;
    report.nextReminderInSeconds = every - figures.seconds % every;
  }
  return report;
}

void ResponsibleGamingService::lift(std::int64_t memberId, const std::string& note) {
  if (note.empty() || note.size() > 200) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "a lift note is 1 to 200 bytes");
  }
  if (!store_.lift(memberId, note)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "this member has no running break");
  }
}

}  // namespace panalo::services

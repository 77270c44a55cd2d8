#include "domains/verification/verification_settings.hpp"

namespace panalo::services {
namespace {

// A whole number within [low, high], or `fallback` for anything else.
std::int64_t boundedInteger(const std::optional<nlohmann::json>& value, std::int64_t low, std::int64_t high,
                            std::int64_t fallback) {
  if (!value || !value->is_number_integer()) return fallback;
  const auto number = value->get<long long>();
  return number >= low && number <= high ? number : fallback;
}

}  // namespace

int VerificationSettings::expiredMinutes() {
  return static_cast<int>(boundedInteger(settings_.read(kExpiredMinutesKey), 1, 60, kDefaultExpiredMinutes));
}

std::string VerificationSettings::siteBaseUrl() {
  const auto value = settings_.read(kSiteBaseUrlKey);
  std::string url = value && value->is_string() && !value->get<std::string>().empty() ? value->get<std::string>()
                                                                                      : "http://localhost:8080";
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

std::int64_t VerificationSettings::maxFailedCodes() {
  return boundedInteger(settings_.read(kMaxFailuresKey), 1, 1000, kDefaultMaxFailures);
}

std::chrono::seconds VerificationSettings::failureWindow() {
  return std::chrono::hours(boundedInteger(settings_.read(kFailureWindowHoursKey), 1, 168, kDefaultFailureWindowHours));
}

}  // namespace panalo::services

#include "domains/verification/verification_settings.hpp"

namespace panalo::services {

int VerificationSettings::expiredMinutes() {
  const auto value = settings_.read(kExpiredMinutesKey);
  if (!value || !value->is_number_integer()) return kDefaultExpiredMinutes;
  const auto minutes = value->get<long long>();
  return minutes >= 1 && minutes <= 60 ? static_cast<int>(minutes) : kDefaultExpiredMinutes;
}

std::string VerificationSettings::siteBaseUrl() {
  const auto value = settings_.read(kSiteBaseUrlKey);
  std::string url = value && value->is_string() && !value->get<std::string>().empty() ? value->get<std::string>()
                                                                                      : "http://localhost:8080";
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

}  // namespace panalo::services

#include "domains/accounts/operator_password_expiry.hpp"

namespace panalo::services {

std::chrono::hours OperatorPasswordExpiry::maxAge() {
  const auto value = settings_.read("account.operator_password_max_age_hours");
  if (value && value->is_number_integer()) {
    const auto hours = value->get<std::int64_t>();
    if (hours >= 1 && hours <= 8760) return std::chrono::hours(hours);
  }
  return std::chrono::hours(kDefaultMaxAgeHours);
}

}  // namespace panalo::services

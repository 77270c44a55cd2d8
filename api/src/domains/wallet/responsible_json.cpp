#include "domains/wallet/responsible_json.hpp"

#include <limits>

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

const nlohmann::json& objectOf(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
  return body;
}

}  // namespace

std::string playBreakPeriodOf(const nlohmann::json& body) {
  const auto it = objectOf(body).find("period");
  if (it == body.end() || !it->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "period must be text");
  }
  return it->get<std::string>();
}

int realityCheckMinutesOf(const nlohmann::json& body) {
  const auto it = objectOf(body).find("intervalMinutes");
  if (it == body.end() || !it->is_number_integer() || *it < 0 || *it > std::numeric_limits<int>::max()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "intervalMinutes must be 0 (off), 15, 30 or 60");
  }
  return it->get<int>();
}

nlohmann::json playBreakJson(const services::PlayBreak& value) {
  return {{"kind", value.kind},
          {"period", value.period},
          {"startedAt", value.startedAt},
          {"endsAt", value.endsAt ? nlohmann::json(*value.endsAt) : nlohmann::json(nullptr)}};
}

nlohmann::json responsibleSettingsJson(const services::ResponsibleSettings& settings) {
  return {{"playBreak", settings.playBreak ? playBreakJson(*settings.playBreak) : nlohmann::json(nullptr)},
          {"realityCheckMinutes", settings.realityCheckMinutes}};
}

nlohmann::json realityCheckJson(const services::RealityCheckReport& report) {
  // A loss is negative: formatMinor writes the sign, 2 decimals as every balance.
  return {{"intervalMinutes", report.intervalMinutes},
          {"sessionStartedAt", report.sessionStartedAt},
          {"sessionSeconds", report.sessionSeconds},
          {"profitLoss", money::formatMinor(report.profitLossMinor)},
          {"profitLossMinor", report.profitLossMinor},
          {"nextReminderInSeconds",
           report.nextReminderInSeconds ? nlohmann::json(*report.nextReminderInSeconds) : nlohmann::json(nullptr)}};
}

}  // namespace panalo::routes

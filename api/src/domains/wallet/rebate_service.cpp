#include "domains/wallet/rebate_service.hpp"

#include <algorithm>

#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

std::string RebateService::period() {
  const auto value = settings_.read(kPeriodSetting);
  if (value && value->is_string()) {
    auto text = value->get<std::string>();
    if (text == "day" || text == "week" || text == "month") return text;
  }
  return "day";
}

RebateQuote RebateService::quote(const repositories::Member& member) {
  requireRealAccount(member);
  RebateQuote quote;
  quote.period = period();
  const auto current = rebates_.currentPeriod(quote.period, records_.timeZone());
  quote.periodStart = current.start;
  quote.periodEnd = current.end;
  const auto byRate = rebates_.unrebatedByRate(member.id);
  for (const auto& [rate, valid] : byRate) {
    quote.validBetMinor = money::checkedAdd(quote.validBetMinor, valid).value_or(INT64_MAX);
  }
  quote.amountMinor = repositories::RebateRepository::rebateOf(byRate);
  quote.claimed = rebates_.claimIn(member.id, current.start);
  quote.rates = rebates_.rates();
  quote.history = rebates_.claims(member.id, 20);
  return quote;
}

RebateClaimResult RebateService::claim(const repositories::Member& member, const std::string& idempotencyKey) {
  requireRealAccount(member);
  if (!WalletService::validIdempotencyKey(idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  return rebates_.claim(member.id, idempotencyKey, period(), records_.timeZone());
}

void RebateService::setRate(const std::string& category, const std::string& vendor,
                            const std::optional<std::string>& percent) {
  if (category.empty() == vendor.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "give a category or a vendor");
  }
  const auto& categories = gameCategories();
  if (!category.empty() && std::find(categories.begin(), categories.end(), category) == categories.end()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "unknown game category " + category);
  }
  if (!vendor.empty() && !ledger_.findVendor(vendor)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kUnknownVendor, "no game vendor " + vendor);
  }
  std::optional<std::int64_t> basisPoints;
  if (percent) {
    // "0.8" percent is 80 basis points: the money rule reads 2 decimals, so
    // its minor units are exactly basis points. 0 is allowed (rebates off).
    const auto parsed = money::parseAmount(*percent);
    if (*percent == "0" || *percent == "0.0" || *percent == "0.00") {
      basisPoints = 0;
    } else if (!parsed.ok() || parsed.minor > 10000) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                        "the rate is a percentage from 0 to 100 with at most 2 decimals");
    } else {
      basisPoints = parsed.minor;
    }
  }
  rebates_.setRate(category, vendor, basisPoints);
}

}  // namespace panalo::services

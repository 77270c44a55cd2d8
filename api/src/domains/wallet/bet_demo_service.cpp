#include "domains/wallet/bet_demo_service.hpp"

#include <algorithm>
#include <random>
#include <vector>

#include "domains/wallet/record_types.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

DemoBetsSummary BetDemoService::demo(const std::string& account, std::int64_t count, std::int64_t days,
                                     std::int64_t seed, const std::vector<std::string>& onlyVendors) {
  const auto member = members_.findByAccount(account);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no member " + account);
  requireRealAccount(*member);
  if (count < 1 || count > 1000 || days < 0 || days > 365) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "count 1-1000, days 0-365");
  }
  std::vector<std::string> vendors;
  for (const auto& vendor : ledger_.vendors()) {
    if (vendor.enabled) vendors.push_back(vendor.code);
  }
  if (!onlyVendors.empty()) {
    for (const auto& code : onlyVendors) {
      if (std::find(vendors.begin(), vendors.end(), code) == vendors.end()) {
        throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "no enabled game vendor " + code);
      }
    }
    vendors = onlyVendors;
  }
  if (vendors.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "no enabled game vendor: add one with panaloctl ledger vendors set");
  }
  std::mt19937_64 random(static_cast<std::uint64_t>(seed) ^ static_cast<std::uint64_t>(member->id));
  const auto& categories = gameCategories();
  const auto pick = [&](std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>(low, high)(random);
  };
  DemoBetsSummary summary;
  for (std::int64_t i = 0; i < count; ++i) {
    NewBet bet;
    bet.memberId = member->id;
    bet.vendor = vendors[static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(vendors.size()) - 1))];
    bet.gameCategory = categories[static_cast<std::size_t>(pick(0, static_cast<std::int64_t>(categories.size()) - 1))];
    bet.gameCode = "DEMO-" + bet.gameCategory + "-" + std::to_string(pick(1, 20));
    bet.vendorBetRef = "demo-" + std::to_string(member->id) + "-" + std::to_string(seed) + "-" + std::to_string(i);
    bet.betMinor = pick(1, 500) * 100;  // 1.00 to 500.00
    bet.placedSecondsAgo = days == 0 ? pick(60, 3600) : pick(60, days * 86400);
    const bool pending = pick(1, 10) == 1;  // about one bet in ten still open
    if (!pending) {
      bet.validBetMinor = bet.betMinor;
      // Mostly losses, sometimes a win of up to three times the stake.
      bet.payoutMinor = pick(1, 100) <= 45 ? pick(bet.betMinor, bet.betMinor * 3) : pick(0, bet.betMinor / 2);
    }
    if (records_.insertBet(bet)) {
      ++summary.inserted;
      ++(pending ? summary.pending : summary.settled);
    }
  }
  return summary;
}

}  // namespace panalo::services

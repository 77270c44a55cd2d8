#pragma once
// Rebate rates and claims (0016). A claim runs in one transaction: the
// member's unrebated settled bets are locked first (bet rows before ledger
// accounts, like request rows), the rebate computed from them, posted as one
// journal house -> main wallet, recorded with UNIQUE (member, period) and
// UNIQUE (member, key), and the bets marked with the claim. So a period pays
// once and a bet counts once, also under concurrent claims.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/record_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// The current claim period in a time zone, as UTC text.
struct RebatePeriod {
  std::string start;
  std::string end;
};

class RebateRepository {
 public:
  RebateRepository(db::ConnectionPool& pool, LedgerRepository& ledger) : pool_(pool), ledger_(ledger) {}

  std::vector<services::RebateRate> rates();
  // rateBp none: remove the rate. Exactly one of category and vendor is set.
  void setRate(const std::string& category, const std::string& vendor, std::optional<std::int64_t> rateBp);

  // period: day, week or month, in `timeZone`.
  RebatePeriod currentPeriod(const std::string& period, const std::string& timeZone);

  // Valid bets with a rate above zero, summed per rate (no locks).
  std::map<std::int64_t, std::int64_t> unrebatedByRate(std::int64_t memberId);
  std::optional<services::RebateClaim> claimIn(std::int64_t memberId, const std::string& periodStart);
  std::vector<services::RebateClaim> claims(std::int64_t memberId, int limit);

  // Throws DomainError: idempotency_key_reused (the key was used in another
  // period), rebate_already_claimed (409), rebate_nothing_to_claim (422).
  services::RebateClaimResult claim(std::int64_t memberId, const std::string& idempotencyKey, const std::string& period,
                                    const std::string& timeZone);

  // floor(sum x rate / 10000) per rate, added up; throws amount_too_large past 64 bits.
  static std::int64_t rebateOf(const std::map<std::int64_t, std::int64_t>& validByRate);

 private:
  // One try in one transaction; none when this period was claimed already.
  std::optional<services::RebateClaimResult> claimOnce(std::int64_t memberId, const std::string& idempotencyKey,
                                                       const std::string& periodStart);

  db::ConnectionPool& pool_;
  LedgerRepository& ledger_;
};

}  // namespace panalo::repositories

#pragma once
// Demo bets (panaloctl bets demo): rows shaped like the ones game play will
// write, so the betting record, profit and loss, turnover and rebates can be
// seen working before the games issue lands. They move no money (in
// transfer-wallet mode stakes and payouts live in the vendor's wallet).

#include <cstdint>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/record_repository.hpp"

namespace panalo::services {

struct DemoBetsSummary {
  std::int64_t inserted = 0;
  std::int64_t settled = 0;
  std::int64_t pending = 0;
};

class BetDemoService {
 public:
  BetDemoService(repositories::RecordRepository& records, repositories::LedgerRepository& ledger,
                 repositories::MemberRepository& members)
      : records_(records), ledger_(ledger), members_(members) {}

  // `count` bets (1-1000) over the enabled vendors (or only over `onlyVendors`,
  // each of which must be enabled), placed within the last `days` days (0: all
  // within the last hour); the same seed gives the same bets, and a second run
  // with it adds none (each bet has a reference built from the seed). Throws
  // not_found, in_need_true_account, invalid_parameter (no enabled vendor, a
  // named vendor not enabled, count or days out of range).
  DemoBetsSummary demo(const std::string& account, std::int64_t count, std::int64_t days, std::int64_t seed,
                       const std::vector<std::string>& onlyVendors = {});

 private:
  repositories::RecordRepository& records_;
  repositories::LedgerRepository& ledger_;
  repositories::MemberRepository& members_;
};

}  // namespace panalo::services

#pragma once
// Manual rebate (issue 13 item 6, page manualRebate): a member claims a rebate
// on their settled valid bets not yet rebated, at the operator's rates (per
// game category or vendor, panaloctl rebates rates ...), at most once per
// period (site setting wallet.rebate_period: day, week or month; day when
// unset), in the report time zone of RecordService. The claim moves the money
// house -> main wallet through the ledger, idempotent by key.

#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/rebate_repository.hpp"
#include "domains/wallet/record_service.hpp"
#include "domains/wallet/record_types.hpp"

namespace panalo::services {

class RebateService {
 public:
  static constexpr const char* kPeriodSetting = "wallet.rebate_period";

  RebateService(repositories::RebateRepository& rebates, repositories::LedgerRepository& ledger,
                repositories::SettingsRepository& settings, RecordService& records)
      : rebates_(rebates), ledger_(ledger), settings_(settings), records_(records) {}

  // Throws in_need_true_account (403).
  RebateQuote quote(const repositories::Member& member);
  // Throws DomainError: in_need_true_account (403); idempotency_key_invalid
  // (400); idempotency_key_reused, rebate_already_claimed (409);
  // rebate_nothing_to_claim (422). Nothing changes on any error; the same
  // key in the same period answers with the first claim.
  RebateClaimResult claim(const repositories::Member& member, const std::string& idempotencyKey);

  // The operator: a rate as a percentage of the valid bet with at most 2
  // decimals ("0.8" = 0.8%, at most 100), for a category or a vendor; none
  // removes it. Throws invalid_parameter, unknown_vendor.
  void setRate(const std::string& category, const std::string& vendor, const std::optional<std::string>& percent);
  std::vector<RebateRate> rates() { return rebates_.rates(); }

  std::string period();

 private:
  repositories::RebateRepository& rebates_;
  repositories::LedgerRepository& ledger_;
  repositories::SettingsRepository& settings_;
  RecordService& records_;
};

}  // namespace panalo::services

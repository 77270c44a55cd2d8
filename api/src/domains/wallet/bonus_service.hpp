#pragma once
// Bonus credits (issue 13 item 6, page bonusDetails): a bonus moves money from
// the bonus ledger account (0014) to the member's main wallet as one journal of
// kind 'bonus', recorded in bonus_grants with its reason and turnover multiple.
// Promotions will grant bonuses through grant(); today the operator does
// (panaloctl bonuses grant).

#include <optional>
#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/wallet_types.hpp"

namespace panalo::services {

class BonusService {
 public:
  BonusService(repositories::LedgerRepository& ledger, repositories::MemberRepository& members)
      : ledger_(ledger), members_(members) {}

  // Idempotent by key like every money call. Throws DomainError: not_found
  // (no such account), in_need_true_account, idempotency_key_invalid,
  // amount_*, invalid_parameter (reason 1-200 bytes, multiple 0-1000),
  // idempotency_key_reused.
  TransferResult grant(const std::string& account, const std::string& amount, const std::string& reason,
                       std::optional<std::int64_t> turnoverMultiple, const std::string& idempotencyKey);

 private:
  repositories::LedgerRepository& ledger_;
  repositories::MemberRepository& members_;
};

}  // namespace panalo::services

#pragma once
// The operator's side of the ledger (panaloctl ledger ...): the trial balance,
// manual adjustments from the house account, and the game vendor list.

#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/wallet_types.hpp"

namespace panalo::services {

class LedgerService {
 public:
  LedgerService(repositories::LedgerRepository& ledger, repositories::MemberRepository& members)
      : ledger_(ledger), members_(members) {}

  TrialBalance trialBalance() { return ledger_.trialBalance(); }

  // A manual adjustment: `amount` (the shared money rule) from the house
  // account into the member's main wallet (`credit`), or back from the main
  // wallet to the house (!credit: quota_not_sufficient above the balance).
  // Idempotent by `idempotencyKey` like every money call. Throws DomainError
  // not_found for an unknown account, in_need_true_account for a trial.
  TransferResult adjust(const std::string& account, const std::string& amount, bool credit,
                        const std::string& idempotencyKey, const std::string& memo);

  std::vector<GameVendor> vendors() { return ledger_.vendors(); }
  // Adds a vendor or renames / enables / disables one. Throws
  // DomainError(invalid_parameter) for a code or name the table refuses.
  void setVendor(const std::string& code, const std::string& name, bool enabled);

 private:
  repositories::LedgerRepository& ledger_;
  repositories::MemberRepository& members_;
};

}  // namespace panalo::services

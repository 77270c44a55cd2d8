#pragma once
// The operator's side of the ledger (panaloctl ledger ...): the trial balance,
// manual adjustments from the house account, and the game vendor list.

#include <chrono>
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

  // The shortest age at which idempotency claims may be purged (panaloctl
  // ledger purge-requests). A claim holds the first answer of a money call;
  // once it is gone, a retry with its key would move the money again. Clients
  // retry within seconds or minutes (the UI retries a call it did not hear
  // back from with the same key), a member's session lasts at most a day by
  // default (PANALO_SESSION_REMEMBER_S), and support may look a key up when a
  // member disputes a transfer: a week covers all of them with room to spare.
  // The daily cron keeps 30 days (README.md).
  static constexpr std::chrono::hours kMinimumRequestAge{7 * 24};
  // Throws std::invalid_argument below kMinimumRequestAge.
  std::int64_t purgeRequests(std::chrono::seconds olderThan, bool dryRun);

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

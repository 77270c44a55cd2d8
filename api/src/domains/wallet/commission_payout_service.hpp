#pragma once
// Agent commissions paid through the ledger (issue 16): dividends and salaries
// from the commission account into the agent's main wallet, one journal of
// kind 'dividend' or 'salary' (0029). Like every money call it is idempotent
// by key (one per agent and period); the caller's `record` runs in the same
// transaction after the journal is posted, so the commission line is marked
// paid exactly when the money moves.

#include <cstdint>
#include <string>

#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/wallet_types.hpp"

namespace panalo::services {

enum class CommissionKind { Dividend, Salary };

struct CommissionPayout {
  CommissionKind kind = CommissionKind::Dividend;
  std::int64_t amountMinor = 0;  // above zero
  std::string memo;              // at most 200 bytes
  std::string idempotencyKey;
};

class CommissionPayoutService {
 public:
  explicit CommissionPayoutService(repositories::LedgerRepository& ledger) : ledger_(ledger) {}

  // Returns whether this call moved the money (false: the key was used before,
  // the stored answer stands and `record` did not run). Throws DomainError:
  // idempotency_key_invalid, idempotency_key_reused, or what `record` throws.
  bool pay(std::int64_t agentId, const CommissionPayout& payout, const repositories::RecordRequest& record);

 private:
  repositories::LedgerRepository& ledger_;
};

}  // namespace panalo::services

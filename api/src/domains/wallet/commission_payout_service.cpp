#include "domains/wallet/commission_payout_service.hpp"

#include "domains/wallet/wallet_service.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

bool CommissionPayoutService::pay(std::int64_t agentId, const CommissionPayout& payout,
                                  const repositories::RecordRequest& record) {
  if (!WalletService::validIdempotencyKey(payout.idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "the key must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  if (payout.amountMinor <= 0 || payout.memo.size() > 200) {
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "a commission needs an amount and a memo");
  }
  const char* kind = payout.kind == CommissionKind::Dividend ? "dividend" : "salary";
  const auto fingerprint = std::string("commission:") + kind + ":" + std::to_string(payout.amountMinor);
  const auto outcome = ledger_.moneyCall(
      agentId, payout.idempotencyKey, fingerprint, {}, {"commission"},
      [&](const repositories::LockedAccounts& accounts) {
        const auto* commission = accounts.systemAccount("commission");
        if (commission == nullptr) {
          throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no commission account");
        }
        repositories::JournalPlan plan;
        plan.kind = kind;
        plan.memo = payout.memo;
        plan.entries = {{commission->id, -payout.amountMinor}, {accounts.main.id, payout.amountMinor}};
        plan.amountMinor = payout.amountMinor;
        return plan;
      },
      record);
  return !outcome.replayed;
}

}  // namespace panalo::services

#include "domains/wallet/reward_payout_service.hpp"

#include "domains/wallet/wallet_service.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

const char* RewardPayoutService::journalKind(RewardPayoutKind kind) {
  return kind == RewardPayoutKind::PointsConversion ? "points_conversion" : "reward_cash";
}

RewardPayoutResult RewardPayoutService::pay(std::int64_t memberId, const RewardPayout& payout,
                                            const repositories::RecordRequest& record) {
  if (!WalletService::validIdempotencyKey(payout.idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "the key must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  if (payout.amountMinor <= 0 || payout.memo.size() > 200) {
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "a reward payout needs an amount and a memo");
  }
  const auto fingerprint = std::string(journalKind(payout.kind)) + ":" + payout.fingerprint;
  const auto outcome = ledger_.moneyCall(
      memberId, payout.idempotencyKey, fingerprint, {}, {"house"},
      [&](const repositories::LockedAccounts& accounts) {
        const auto* house = accounts.systemAccount("house");
        if (house == nullptr) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no house account");
        repositories::JournalPlan plan;
        plan.kind = journalKind(payout.kind);
        plan.memo = payout.memo;
        plan.entries = {{house->id, -payout.amountMinor}, {accounts.main.id, payout.amountMinor}};
        plan.amountMinor = payout.amountMinor;
        return plan;
      },
      record);
  return {outcome.result, outcome.replayed};
}

}  // namespace panalo::services

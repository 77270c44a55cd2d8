#pragma once
// Money the reward center pays (issue 15 item 4): points converted to money and
// cash rewards, from the house account into the member's main wallet as one
// journal of kind 'points_conversion' or 'reward_cash' (0026). Like every money
// call it is idempotent by key; the caller's `record` runs in the same
// transaction after the journal is posted, so the points it takes and the money
// it pays commit together or not at all.

#include <cstdint>
#include <string>

#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/wallet_types.hpp"

namespace panalo::services {

enum class RewardPayoutKind { PointsConversion, RewardCash };

struct RewardPayout {
  RewardPayoutKind kind = RewardPayoutKind::PointsConversion;
  std::int64_t amountMinor = 0;  // above zero
  std::string memo;              // at most 200 bytes
  std::string idempotencyKey;
  // The request in canonical form: the same key with another request is refused.
  std::string fingerprint;
};

struct RewardPayoutResult {
  TransferResult transfer;  // requestId: what `record` returned
  bool replayed = false;    // the key was used before: the first answer, nothing moved
};

class RewardPayoutService {
 public:
  explicit RewardPayoutService(repositories::LedgerRepository& ledger) : ledger_(ledger) {}

  // The caller has checked the member is a real account. Throws DomainError:
  // idempotency_key_invalid, idempotency_key_reused, amount_too_large, or
  // whatever `record` throws (then nothing is kept).
  RewardPayoutResult pay(std::int64_t memberId, const RewardPayout& payout, const repositories::RecordRequest& record);

  static const char* journalKind(RewardPayoutKind kind);

 private:
  repositories::LedgerRepository& ledger_;
};

}  // namespace panalo::services

#pragma once
// The mini game (issue 17 item 5): a spin of the operator's weighted wheel,
// once per member and period (daily or weekly in the wheel's time zone),
// provably fair with the house games' recipe (shared/include/panalo/minigame/
// wheel.hpp) on a seed of its own. A spin:
//   1. is recorded under the member's seed row lock with the seed's next nonce
//      and the segment it lands on (the idempotency key names it; a second
//      key in the same period is refused);
//   2. pays its prize: points through the rewards points journal, a bonus
//      through the wallet's bonus grant, both under the key
//      "minigame:<member>:<period>" so the prize is paid once whatever
//      happens between the steps;
//   3. is marked paid. A retry with the same key finishes an unpaid spin and
//      answers with the same spin.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/minigame/minigame_repository.hpp"
#include "domains/minigame/minigame_types.hpp"
#include "domains/rewards/points_service.hpp"
#include "domains/wallet/bonus_service.hpp"
#include "platform/security/master_key.hpp"

namespace panalo::services {

class MinigameService {
 public:
  static constexpr std::int64_t kHistoryLimit = 30;
  static constexpr std::int64_t kMaxPoints = 100000000;
  static constexpr std::int64_t kMaxBonusMinor = 100000000;  // 1,000,000.00

  MinigameService(repositories::MinigameRepository& store, PointsService& points, BonusService& bonuses,
                  const std::optional<security::MasterKey>& masterKey)
      : store_(store), points_(points), bonuses_(bonuses), masterKey_(masterKey) {}

  // Every member call refuses a trial account (in_need_true_account).
  MinigameState state(const repositories::Member& member);
  // Throws DomainError: idempotency_key_invalid (400), minigame_disabled
  // (403), minigame_already_spun (409, data {nextAt}), service_unavailable
  // (no master key), and what the prize payment throws (the spin stays
  // recorded and a retry with the same key pays it).
  SpinResult spin(const repositories::Member& member, const std::string& idempotencyKey);
  std::vector<Spin> history(const repositories::Member& member);
  // Throws invalid_parameter unless 1-64 of A-Z a-z 0-9 _ -.
  MinigameRotateResult rotate(const repositories::Member& member, const std::optional<std::string>& clientSeed);
  // Throws minigame_spin_not_found (404), minigame_seed_not_revealed (409).
  SpinVerification verify(const repositories::Member& member, std::int64_t spinId);

  // The operator (panaloctl minigame ...). Throw invalid_parameter.
  WheelConfig config() { return store_.config(); }
  void setSchedule(bool enabled, const std::string& period, const std::string& timeZone);
  void replaceSegments(const std::vector<WheelSegment>& segments);

 private:
  MinigameSeed ensureSeed(const repositories::Member& member);
  std::string openSeed(const repositories::MinigameSeedRow& seed) const;
  std::vector<std::uint8_t> sealSeed(std::int64_t memberId, const std::string& serverSeed,
                                     const std::string& hash) const;
  const security::MasterKey& masterKey() const;
  void payPrize(const repositories::Member& member, const Spin& spin);

  repositories::MinigameRepository& store_;
  PointsService& points_;
  BonusService& bonuses_;
  const std::optional<security::MasterKey>& masterKey_;
};

}  // namespace panalo::services

#pragma once
// Where a mission's points reward goes: the points ledger of the rewards
// domain, which is not a dependency of this one. The composition root connects
// an implementation (MissionService::connectPoints); until then a points
// reward is refused with points_unavailable and nothing is recorded.

#include <cstdint>
#include <string>

namespace panalo::services {

class MissionPointsCredit {
 public:
  virtual ~MissionPointsCredit() = default;
  // Credits `points` to the member exactly once per `idempotencyKey` (a retry
  // with the same key credits nothing more). Throws DomainError on refusal.
  virtual void credit(std::int64_t memberId, std::int64_t points, const std::string& reason,
                      const std::string& idempotencyKey) = 0;
};

}  // namespace panalo::services

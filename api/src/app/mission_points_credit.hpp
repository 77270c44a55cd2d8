#pragma once
// A mission's points reward paid into the rewards domain's points journal. The
// missions domain may not depend on rewards, so it declares MissionPointsCredit
// and the composition root hands it this implementation.

#include <cstdint>
#include <string>

#include "domains/missions/mission_points.hpp"
#include "domains/rewards/points_service.hpp"

namespace panalo::app {

class MissionPointsToRewards : public services::MissionPointsCredit {
 public:
  explicit MissionPointsToRewards(services::PointsService& points) : points_(points) {}

  // Once per key: the points journal refuses a second posting with the same key.
  void credit(std::int64_t memberId, std::int64_t points, const std::string& reason,
              const std::string& idempotencyKey) override {
    points_.grantToMember(memberId, points, reason, idempotencyKey);
  }

 private:
  services::PointsService& points_;
};

}  // namespace panalo::app

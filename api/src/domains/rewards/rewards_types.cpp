#include "domains/rewards/rewards_types.hpp"

namespace panalo::services {

const char* rewardKindName(RewardKind kind) {
  switch (kind) {
    case RewardKind::Cash:
      return "cash";
    case RewardKind::Bonus:
      return "bonus";
    case RewardKind::Physical:
      break;
  }
  return "physical";
}

std::optional<RewardKind> rewardKindOf(const std::string& name) {
  if (name == "cash") return RewardKind::Cash;
  if (name == "bonus") return RewardKind::Bonus;
  if (name == "physical") return RewardKind::Physical;
  return std::nullopt;
}

}  // namespace panalo::services

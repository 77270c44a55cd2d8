#include "domains/promotions/promotion_status.hpp"

namespace panalo::services {

std::string_view statusName(PromotionStatus status) {
  switch (status) {
    case PromotionStatus::ComingSoon:
      return "comingSoon";
    case PromotionStatus::Join:
      return "Join";
    case PromotionStatus::Joined:
      return "Joined";
    case PromotionStatus::Claim:
      return "Claim";
    case PromotionStatus::Applying:
      return "Applying";
    case PromotionStatus::Process:
      return "Process";
    case PromotionStatus::Rejected:
      return "Rejected";
    case PromotionStatus::Issued:
      return "Issued";
    case PromotionStatus::Claimed:
      return "Claimed";
    case PromotionStatus::Close:
      return "Close";
  }
  return "Close";
}

PromotionStatus statusOf(const StatusInputs& inputs) {
  const auto& stored = inputs.stored;
  // Outcomes stay whatever the clock says.
  if (stored == "issued") return PromotionStatus::Issued;
  if (stored == "claimed") return PromotionStatus::Claimed;
  if (stored == "rejected") return PromotionStatus::Rejected;
  if (!inputs.started) return PromotionStatus::ComingSoon;
  // Waiting on the operator or on a payment already under way: decided even after the end.
  if (stored == "applying") return PromotionStatus::Applying;
  if (stored == "process" || stored == "paying") return PromotionStatus::Process;
  if (inputs.ended) return PromotionStatus::Close;
  if (!stored) return PromotionStatus::Join;
  return inputs.requirementMet ? PromotionStatus::Claim : PromotionStatus::Joined;
}

}  // namespace panalo::services

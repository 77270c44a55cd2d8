#pragma once
// The per-member state machine of a promotion (spec section 4, Promotion
// statuses: Join, Claim, Applying, Close, Rejected, Issued, Claimed, Process,
// Joined, coming soon). What a member sees is worked out from the promotion's
// times, its kind, the member's stored state and whether the requirement is met:
//
//   before starts_at ............................ ComingSoon (nothing can be done)
//   no stored state, running .................... Join
//     Join --join (auto) ------> paying -> Issued   (the bonus is paid at once)
//     Join --join (deposit, raffle) -> joined
//        joined, requirement not met ............ Joined
//        joined, requirement met ................ Claim
//          Claim --claim / raffle claim -> paying -> Claimed
//     Join --apply (application) -> applying .... Applying
//          applying --operator review ----------> process ... Process
//          applying|process --approve -> paying -> Issued
//          applying|process --reject -----------> Rejected
//   joined|paying with the payment still running  Process (a retry finishes it)
//   at or after ends_at, nothing paid or pending  Close
//
// Issued, Claimed and Rejected are final and stay visible after the end, and
// so do Applying and Process: an application sent in time is still decided.
// The operator may also issue a promotion's bonus to a member (-> Issued).

#include <optional>
#include <string>
#include <string_view>

namespace panalo::services {

enum class PromotionStatus { ComingSoon, Join, Joined, Claim, Applying, Process, Rejected, Issued, Claimed, Close };

// The wire name: "comingSoon", "Join", "Joined", "Claim", "Applying", "Process",
// "Rejected", "Issued", "Claimed", "Close" (the spec's words; the UI translates).
std::string_view statusName(PromotionStatus status);

struct StatusInputs {
  bool started = false;
  bool ended = false;
  // member_promotions.status, none when the member has not taken part (or is a visitor).
  std::optional<std::string> stored;
  bool requirementMet = false;
};

PromotionStatus statusOf(const StatusInputs& inputs);

}  // namespace panalo::services

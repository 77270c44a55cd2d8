#pragma once
// Promotions as visitors and members use them (spec sections 2-5 and 7): the
// list and detail with each member's status (promotion_status.hpp), joining,
// claiming (a deposit bonus, a raffle draw), the activity application, the
// member's own promotions for bonusDetails and the public state's
// availablePromo count. Money moves only through PromotionPayer.

#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/promotions/promotion_payer.hpp"
#include "domains/promotions/promotion_repository.hpp"
#include "domains/promotions/promotions_types.hpp"
#include "domains/wallet/deposit_service.hpp"
#include "domains/wallet/withdrawal_service.hpp"

namespace panalo::services {

// A member's approved deposits, read once per call (the requirement and the
// first-deposit eligibility both look at them).
struct DepositFacts {
  std::vector<DepositRecord> approved;  // newest first
  // Approved deposits decided at or after `since` (ISO 8601 UTC text).
  std::int64_t since(const std::string& joinedAt) const;
  // Any approved deposit decided before `before` (none: every one counts).
  bool anyBefore(const std::optional<std::string>& before) const;
};

class PromotionService {
 public:
  PromotionService(repositories::PromotionRepository& promotions, PromotionPayer& payer, DepositService& deposits,
                   WithdrawalService& withdrawals)
      : promotions_(promotions), payer_(payer), deposits_(deposits), withdrawals_(withdrawals) {}

  // Published promotions in `language` (en, ty, pt; others read as en), with the
  // member's status when a real member asks (visitors and trial accounts see
  // the time-based status only).
  std::vector<PromotionView> list(const std::optional<repositories::Member>& member, const std::string& language);
  // One published promotion with its detail and the member's application and
  // draw. Throws not_found.
  PromotionView detail(const std::optional<repositories::Member>& member, std::int64_t id, const std::string& language);
  AvailablePromotions available(const std::optional<repositories::Member>& member);

  // Join (not for application promotions: apply). An auto promotion pays at
  // once. Throws in_need_true_account (403), not_found (404),
  // promotion_not_started, promotion_ended, promotion_action_unavailable (422),
  // promotion_not_eligible (403), promotion_already_joined (409).
  PromotionPayment join(const repositories::Member& member, std::int64_t id, const std::string& language);

  // Claim a deposit bonus (`raffle` false) or draw a raffle prize (`raffle`
  // true) and pay it. Idempotent by `idempotencyKey`: the same key again
  // answers the same payment; another key after payment is
  // promotion_already_claimed (409). Throws also idempotency_key_invalid (400),
  // promotion_not_joined, promotion_requirement_not_met, promotion_ended,
  // promotion_action_unavailable (422).
  PromotionPayment claim(const repositories::Member& member, std::int64_t id, const std::string& idempotencyKey,
                         bool raffle, const std::string& language);

  // The activity application (spec section 5): remark and up to 3 images as
  // base64. Throws the form rule's keys remark_too_long, too_many_images,
  // image_type_not_allowed, image_too_large (400) and join's keys. Nothing is
  // stored on any error.
  PromotionView apply(const repositories::Member& member, std::int64_t id, const std::string& remark,
                      const std::vector<std::string>& imagesBase64, const std::string& language);

  // bonusDetails: every promotion the member took part in, newest first, and the
  // withdrawal turnover still to wager.
  MemberPromotionSummary mine(const repositories::Member& member, const std::string& language);

  // The largest request the application call takes: 3 images of 5 MB in
  // base64 plus 64 KiB for the headers and the other fields.
  static constexpr std::size_t kApplicationRequestBytes = WithdrawalService::kConfirmationRequestBytes;

  // Shared with the operator's service.
  static PromotionText textIn(const Promotion& promotion, const std::string& language);
  static std::int64_t bonusFor(const Promotion& promotion, std::int64_t depositedMinor);
  static std::string reasonFor(const Promotion& promotion);
  DepositFacts depositFacts(const repositories::Member& member);
  PromotionView viewOf(const Promotion& promotion, const std::optional<MemberPromotionRow>& row,
                       const std::optional<DepositFacts>& facts, const std::string& language);

 private:
  Promotion published(std::int64_t id);

  repositories::PromotionRepository& promotions_;
  PromotionPayer& payer_;
  DepositService& deposits_;
  WithdrawalService& withdrawals_;
};

}  // namespace panalo::services

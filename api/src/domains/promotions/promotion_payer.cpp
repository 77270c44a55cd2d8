#include "domains/promotions/promotion_payer.hpp"

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

std::string PromotionPayer::grantKey(std::int64_t promotionId, std::int64_t memberId) {
  return "promotion-" + std::to_string(promotionId) + "-member-" + std::to_string(memberId);
}

TransferResult PromotionPayer::pay(const MemberPromotionRow& row) {
  if (!row.bonusMinor || !row.payReason || !row.payTurnoverMultiple) {
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the promotion entry has no payment fixed");
  }
  auto result = bonuses_.grant(row.account, money::formatMinor(*row.bonusMinor), *row.payReason,
                               row.payTurnoverMultiple, grantKey(row.promotionId, row.memberId));
  if (row.status == "paying" && result.transferId) promotions_.finishPayment(row.id, *result.transferId);
  return result;
}

void PromotionPayer::resume(std::optional<std::int64_t> memberId) {
  for (const auto& row : promotions_.payingRows(memberId)) pay(row);
}

}  // namespace panalo::services

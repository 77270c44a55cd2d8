#pragma once
// Pays a promotion's bonus through the wallet's bonus grants (the ledger's
// 'bonus' journals, with the promotion's turnover multiple, which feeds the
// withdrawal turnover). A payment runs in two steps so that it happens once:
//   1. the amount, reason and multiple are fixed on the member's row (status
//      'paying') in one transaction (PromotionRepository::beginPayment);
//   2. the grant is asked with a key made of the promotion and the member, so
//      however often step 2 is retried (two claims at once, a crash between
//      the steps, a resumed payment) the ledger pays once, and the row is
//      finished with the journal.
// A row left in 'paying' is finished by the member's next promotions read or
// by panaloctl promotions resume.

#include <string>

#include "domains/promotions/promotion_repository.hpp"
#include "domains/wallet/bonus_service.hpp"

namespace panalo::services {

class PromotionPayer {
 public:
  PromotionPayer(repositories::PromotionRepository& promotions, BonusService& bonuses)
      : promotions_(promotions), bonuses_(bonuses) {}

  // Pays (or finds paid) the row's fixed amount; the row must be 'paying',
  // 'issued' or 'claimed'. Returns the grant's answer (the same on a retry).
  TransferResult pay(const MemberPromotionRow& row);

  // Every row left in 'paying' (of one member, or all): finished now.
  void resume(std::optional<std::int64_t> memberId);

  static std::string grantKey(std::int64_t promotionId, std::int64_t memberId);

 private:
  repositories::PromotionRepository& promotions_;
  BonusService& bonuses_;
};

}  // namespace panalo::services

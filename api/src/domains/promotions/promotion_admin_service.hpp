#pragma once
// The operator's side of promotions (panaloctl promotions ...): create and edit
// a promotion, its texts per language (HTML sanitised when stored), raffle
// prizes, publishing; the activity applications with review, approval (which
// pays the bonus) and rejection; issuing a promotion's bonus to a member; and
// the demo promotions.

#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/promotions/promotion_payer.hpp"
#include "domains/promotions/promotion_repository.hpp"
#include "domains/promotions/promotion_service.hpp"

namespace panalo::services {

struct DemoSummary {
  int created = 0;
  int kept = 0;
};

class PromotionAdminService {
 public:
  PromotionAdminService(repositories::PromotionRepository& promotions, PromotionPayer& payer,
                        PromotionService& memberSide, repositories::MemberRepository& members)
      : promotions_(promotions), payer_(payer), memberSide_(memberSide), members_(members) {}

  // Throw DomainError invalid_parameter (the message says which field), amount_*.
  std::int64_t create(const std::string& code, const PromotionDraft& draft);
  void edit(const std::string& code, const PromotionDraft& draft);
  // language en, ty or pt; title 1-120 characters; summary up to 300; the
  // detail is sanitised (platform/text/html_sanitizer.hpp) before it is stored.
  void putText(const std::string& code, const std::string& language, const std::string& title,
               const std::string& summary, const std::string& detailHtml);
  void putPrize(const std::string& code, const std::string& label, const std::string& amount, std::int64_t weight);
  void removePrize(const std::string& code, const std::string& label);
  // Publishing needs an English text, and prizes for a raffle.
  void publish(const std::string& code, bool published);

  std::vector<Promotion> list() { return promotions_.list(false); }
  Promotion get(const std::string& code);

  std::vector<Application> applications(const std::string& status);
  Application application(std::int64_t id);
  repositories::StoredImage applicationImage(std::int64_t id, int position);
  // applying -> process. Throws not_found, request_already_decided.
  Application review(std::int64_t id);
  // Pays the promotion's bonus (-> Issued). Throws not_found, request_already_decided.
  Application approve(std::int64_t id);
  Application reject(std::int64_t id, const std::string& note);
  // Pays the promotion's bonus to a member who has not been paid it (-> Issued).
  // Throws not_found, in_need_true_account, promotion_already_claimed,
  // promotion_action_unavailable (a raffle), promotion_requirement_not_met (a
  // percentage bonus with no deposits since joining).
  MemberPromotionRow issue(const std::string& code, const std::string& account);
  // Finishes payments a crash left half done; returns how many.
  std::size_t resume();

  // panaloctl promotions demo: a welcome bonus (auto), a first-deposit bonus, a
  // weekly raffle, an application promotion, a coming-soon and an ended one,
  // in EN, TY and PT. Safe to repeat: existing codes are kept.
  DemoSummary loadDemo();

 private:
  repositories::PromotionRecord resolve(const PromotionDraft& draft, const repositories::PromotionRecord& base);
  Promotion byCode(const std::string& code);

  repositories::PromotionRepository& promotions_;
  PromotionPayer& payer_;
  PromotionService& memberSide_;
  repositories::MemberRepository& members_;
};

}  // namespace panalo::services

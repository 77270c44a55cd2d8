#pragma once
// The points mall (issue 15 item 4): reward items per language and redeeming
// them with points. The member's password proves the owner is at the keyboard
// (argon2, counted against the login guessing caps like a password change).
// A cash reward is paid into the main wallet at once through the ledger
// (kind reward_cash) in the same transaction that takes the points; a bonus
// reward is granted through the wallet's bonuses (with its turnover); a
// physical reward waits for the operator, whose rejection returns the points.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/login_rate_limiter.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/rewards/mall_repository.hpp"
#include "domains/rewards/points_repository.hpp"
#include "domains/rewards/points_service.hpp"
#include "domains/rewards/rewards_types.hpp"
#include "domains/wallet/bonus_service.hpp"
#include "domains/wallet/reward_payout_service.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::services {

// What an operator sets on an item (panaloctl rewards items add|set).
struct RewardItemChange {
  std::optional<std::string> kind;    // add only: cash, bonus, physical
  std::optional<std::string> points;  // the cost, whole points
  std::optional<std::string> amount;  // cash and bonus: money text
  std::optional<std::int64_t> turnoverMultiple;
  std::optional<std::int64_t> stock;  // with unlimitedStock false
  bool unlimitedStock = false;
  std::optional<std::string> imageUrl;
  std::optional<std::int64_t> sortOrder;
  std::optional<bool> enabled;
};

class MallService {
 public:
  struct Deps {
    repositories::MallRepository& mall;
    repositories::PointsRepository& points;
    PointsService& pointsService;
    RewardPayoutService& payouts;
    BonusService& bonuses;
    const security::PasswordHasher& hasher;
    LoginRateLimiter& limiter;
    repositories::MemberRepository& members;
  };
  explicit MallService(Deps deps) : d_(deps) {}

  // Items on sale with names in `language` (else EN). Public: visitors browse the mall.
  std::vector<RewardItem> items(const std::optional<std::string>& language);

  // Throws DomainError: in_need_true_account; idempotency_key_invalid;
  // invalid_parameter (quantity 1-10, address over 300 characters);
  // redeem_password_incorrect (and too_many_requests, info_ip_block from the
  // guessing caps); reward_not_found; reward_address_required;
  // reward_out_of_stock; points_not_enough; idempotency_key_reused. Nothing
  // changes on any error; the same key again answers with the first redeem.
  RedeemResult redeem(const repositories::Member& member, const RedeemRequest& request, const std::string& ip);
  RewardsPage<Redemption> history(const repositories::Member& member, const std::optional<std::string>& language,
                                  const std::optional<std::string>& page, const std::optional<std::string>& size);

  // Decisions the member has not looked at (the reward center's unread badge),
  // and the reward center opened: all of them seen. Other domains (the unread
  // count) call unseen() with a member id.
  std::int64_t unseen(std::int64_t memberId) { return d_.mall.unseen(memberId); }
  std::int64_t markSeen(const repositories::Member& member);

  // The operator. Throw invalid_parameter, reward_not_found, request_already_decided.
  std::vector<RewardItem> allItems(const std::string& language) { return d_.mall.items(language, true); }
  std::vector<RewardText> texts(std::int64_t itemId) { return d_.mall.texts(itemId); }
  std::int64_t addItem(const RewardItemChange& change, const std::vector<RewardText>& texts,
                       const std::optional<std::string>& demoCode = std::nullopt);
  void updateItem(std::int64_t itemId, const RewardItemChange& change);
  void setText(std::int64_t itemId, const RewardText& text);
  bool removeText(std::int64_t itemId, const std::string& language);
  std::string removeItem(std::int64_t itemId) { return d_.mall.removeItem(itemId); }
  std::optional<std::int64_t> itemByDemoCode(const std::string& code) { return d_.mall.itemByDemoCode(code); }
  std::vector<Redemption> redemptions(const std::string& status, std::int64_t limit);
  // approve: a physical item sent, or a bonus whose grant did not finish paid now.
  Redemption approve(std::int64_t redemptionId, const std::string& note);
  // reject: a physical item refused; the points and the stock come back.
  Redemption reject(std::int64_t redemptionId, const std::string& note);

 private:
  // reject's changes inside `tx`: the stock and the points back, the decision written.
  static void rejectIn(pqxx::work& tx, std::int64_t redemptionId, const std::string& note);
  void checkPassword(const repositories::Member& member, const std::string& password, const std::string& ip);
  RedeemResult answer(const repositories::Member& member, std::int64_t redemptionId, const std::string& language,
                      bool replayed);
  // Pays a bonus redeem through the wallet's bonuses (idempotent by a key made
  // from the redeem's id) and marks it approved; false when the wallet refused.
  bool payBonus(std::int64_t redemptionId);
  RewardItem checkedItem(const RewardItemChange& change, RewardItem item);

  Deps d_;
};

}  // namespace panalo::services

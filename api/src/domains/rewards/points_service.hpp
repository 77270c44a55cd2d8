#pragma once
// The member's points (issue 15 item 4): earned from settled valid bets at the
// operator's rates and from operator grants, spent in the mall and converted
// to money. Earning is brought up to date before any read or spend, so the
// balance a member sees includes every bet settled until a moment ago.

#include <cstdint>
#include <optional>
#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/rewards/mall_repository.hpp"
#include "domains/rewards/points_repository.hpp"
#include "domains/rewards/rewards_types.hpp"
#include "domains/wallet/reward_payout_service.hpp"
#include "domains/wallet/settled_bet_feed.hpp"

namespace panalo::services {

class PointsService {
 public:
  PointsService(repositories::PointsRepository& points, repositories::MallRepository& mall, SettledBetFeed& bets,
                RewardPayoutService& payouts, repositories::MemberRepository& members)
      : points_(points), mall_(mall), bets_(bets), payouts_(payouts), members_(members) {}

  // Each member call throws in_need_true_account for a trial account.
  PointsBalance balance(const repositories::Member& member);
  // The points journal, newest first. Throws invalid_parameter for a bad page or size.
  RewardsPage<PointsEntry> transactions(const repositories::Member& member, const std::optional<std::string>& page,
                                        const std::optional<std::string>& size);
  MallConfig config(const repositories::Member& member);
  // Points -> money through the ledger (kind points_conversion), idempotent by
  // key. Throws DomainError: idempotency_key_invalid, idempotency_key_reused,
  // points_format_incorrect, convert_below_minimum, convert_daily_limit,
  // points_not_enough, service_unavailable (conversion closed). Nothing changes
  // on any error; the same key again answers with the first conversion.
  ConvertResult convert(const repositories::Member& member, const ConvertRequest& request);

  // Brings the member's points from bets up to date; the points it added.
  std::int64_t earn(std::int64_t memberId);

  // The operator. grant: `points` above zero (or below, to take back, never
  // past zero), once per key. Throws not_found, in_need_true_account,
  // invalid_parameter, points_not_enough. The balance after it.
  std::int64_t grant(const std::string& account, std::int64_t points, const std::string& reason,
                     const std::string& key);
  // The same grant to a member found by id (another domain's reward, e.g. a
  // mission's points, wired in app/modules.cpp).
  std::int64_t grantToMember(std::int64_t memberId, std::int64_t points, const std::string& reason,
                             const std::string& key);
  MallConfig operatorConfig() { return points_.config(); }
  // Throws invalid_parameter for terms out of range or an unknown time zone.
  void setConfig(const MallConfig& config);
  std::vector<EarnRate> rates() { return points_.rates(); }
  // category: a game category or "*"; money text of valid bet per point.
  void setRate(const std::string& category, const std::string& validBetPerPoint);
  bool removeRate(const std::string& category);
  std::vector<std::int64_t> mismatchedBalances() { return points_.mismatchedBalances(); }

 private:
  std::int64_t grantTo(const repositories::Member& member, std::int64_t points, const std::string& reason,
                       const std::string& key);

  repositories::PointsRepository& points_;
  repositories::MallRepository& mall_;
  SettledBetFeed& bets_;
  RewardPayoutService& payouts_;
  repositories::MemberRepository& members_;
};

}  // namespace panalo::services

#pragma once
// VIP levels (issue 15 item 6; spec sections 2, 3 and 6): a member holds the
// highest level whose cumulative thresholds (settled valid bets and approved
// deposits) they meet, or the level the operator set. The level gives the
// public state's hasVip, vipLabelName and vipRankLevel (as the accounts
// domain's MemberBadgeSource), the VIP bonus page and its bonuses: an upgrade
// bonus once per level reached and a weekly and monthly bonus once per period,
// each paid through the wallet's bonus grant with the level's turnover.

#include <cstdint>
#include <optional>
#include <string>

#include "domains/accounts/member_badge.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/missions/missions_types.hpp"
#include "domains/missions/vip_repository.hpp"
#include "domains/system/feature_flag_repository.hpp"
#include "domains/wallet/bonus_service.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/record_service.hpp"

namespace panalo::services {

// A level as the operator gives it (panaloctl vip level set): money text.
struct VipLevelDefinition {
  int rankLevel = 0;
  std::string minValidBet;
  std::string minDeposit;
  std::string upgradeBonus;
  std::string weeklyBonus;
  std::string monthlyBonus;
  std::optional<std::int64_t> turnoverMultiple;
};

class VipService : public MemberBadgeSource {
 public:
  // The feature flag of the VIP program (spec section 2: "VIP bonus (only if the VIP flag is set)").
  static constexpr const char* kFlag = "VIP3";

  VipService(repositories::VipRepository& store, repositories::FeatureFlagRepository& flags, RecordService& records,
             BonusService& bonuses, repositories::LedgerRepository& ledger, repositories::MemberRepository& members)
      : store_(store), flags_(flags), records_(records), bonuses_(bonuses), ledger_(ledger), members_(members) {}

  MemberBadge badgeOf(std::int64_t memberId, const std::string& language) override;
  // The member's VIP level (pinned or reached), whether or not the VIP program
  // is shown: who a message sent to a VIP level reaches. None below level 1.
  std::optional<int> levelOf(std::int64_t memberId);

  // The VIP bonus page. Throws in_need_true_account, function_not_enabled (the
  // flag is off), vip_not_member (no VIP level).
  VipStatus status(const repositories::Member& member, const std::optional<std::string>& language);
  // kind: upgrade (with rankLevel), weekly or monthly. The same key again
  // answers with the first claim. Throws as status() and
  // idempotency_key_invalid, invalid_parameter, vip_bonus_not_available,
  // vip_bonus_already_claimed.
  VipClaimResult claim(const repositories::Member& member, const std::string& kind, std::optional<int> rankLevel,
                       const std::string& idempotencyKey);

  // Operator.
  void defineLevel(const VipLevelDefinition& definition);
  void setLevelText(int rankLevel, const std::string& language, const std::string& labelName,
                    const std::string& benefits);
  void removeLevel(int rankLevel);
  std::vector<VipLevel> levels() { return store_.levels(); }
  // level: 0..99 pins it; none: back to the thresholds. Throws not_found for an unknown account.
  void setMemberLevel(const std::string& account, std::optional<int> level);
  // What the member's page would show (whatever the flag).
  VipStatus memberStatus(const std::string& account);

 private:
  VipStatus compute(std::int64_t memberId, const std::string& language, bool withBonuses);
  repositories::Member memberNamed(const std::string& account);

  repositories::VipRepository& store_;
  repositories::FeatureFlagRepository& flags_;
  RecordService& records_;
  BonusService& bonuses_;
  repositories::LedgerRepository& ledger_;
  repositories::MemberRepository& members_;
};

}  // namespace panalo::services

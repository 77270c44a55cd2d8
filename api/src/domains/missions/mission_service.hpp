#pragma once
// Missions (issue 15 item 6; spec section 7 "mission summary", "leaderboard"):
// the member's missions with progress computed from the betting record,
// deposits and login days; a claim that pays the reward once per period (a
// bonus with its turnover through the wallet's bonus grant, or points through
// the connected points ledger); the leaderboard of valid bets per day, week or
// month with masked names; and the operator's definitions.

#include <cstdint>
#include <optional>
#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/missions/mission_points.hpp"
#include "domains/missions/mission_repository.hpp"
#include "domains/missions/missions_types.hpp"
#include "domains/wallet/bonus_service.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/record_service.hpp"
#include "platform/core/unread_counter.hpp"

namespace panalo::services {

// A mission as the operator gives it (panaloctl missions set): text fields,
// checked by MissionService::define.
struct MissionDefinition {
  std::string code;
  std::string period;
  std::string goalKind;
  std::string gameCategory;
  std::string target;       // money text for valid_bet and deposit, a whole number otherwise
  std::string rewardBonus;  // money text; exactly one of rewardBonus and rewardPoints
  std::optional<std::int64_t> rewardPoints;
  std::optional<std::int64_t> turnoverMultiple;
  std::int64_t sortOrder = 0;
  std::optional<std::string> startsAt;  // ISO 8601
  std::optional<std::string> endsAt;
};

// EN, TY or PT from any case; anything else reads as EN (the fallback language).
std::string contentLanguage(const std::optional<std::string>& language);

class MissionService {
 public:
  static constexpr std::int64_t kLeaderboardSize = 20;
  static constexpr std::int64_t kMaxLeaderboardSize = 50;

  MissionService(repositories::MissionRepository& store, RecordService& records, BonusService& bonuses,
                 repositories::LedgerRepository& ledger)
      : store_(store), records_(records), bonuses_(bonuses), ledger_(ledger) {}

  void connectPoints(MissionPointsCredit& points) { points_ = &points; }

  // Throws in_need_true_account for trial accounts.
  MissionSummary summary(const repositories::Member& member, const std::optional<std::string>& language);
  // Pays the reward of a completed mission once per period. The same key again
  // answers with the first claim. Throws idempotency_key_invalid,
  // in_need_true_account, mission_not_found, mission_not_completed,
  // mission_already_claimed, points_unavailable.
  MissionClaimResult claim(const repositories::Member& member, std::int64_t missionId,
                           const std::string& idempotencyKey);
  // period: daily (default), weekly or monthly; limitNum 1..50 (default 20).
  // Throws invalid_parameter.
  Leaderboard leaderboard(const std::optional<std::string>& period, const std::optional<std::string>& limitNum,
                          const std::optional<repositories::Member>& member);
  // Completed missions not yet claimed in their current period.
  std::int64_t claimableCount(std::int64_t memberId);

  // Operator: adds or changes a mission by code; throws invalid_parameter.
  std::int64_t define(const MissionDefinition& definition);
  void setText(const std::string& code, const std::string& language, const std::string& title,
               const std::string& description);
  void setEnabled(const std::string& code, bool enabled);
  void remove(const std::string& code);
  std::vector<Mission> all() { return store_.missions(false); }
  // Records a login day (the login gate).
  void recordLogin(std::int64_t memberId) { store_.recordLoginDay(memberId, records_.timeZone()); }

 private:
  MissionView viewOf(std::int64_t memberId, const Mission& mission, const std::string& language,
                     const std::string& timeZone);

  repositories::MissionRepository& store_;
  RecordService& records_;
  BonusService& bonuses_;
  repositories::LedgerRepository& ledger_;
  MissionPointsCredit* points_ = nullptr;
};

// The missionLeaderboard badge: completed missions not yet claimed.
class ClaimableMissionsCounter : public core::UnreadCounter {
 public:
  explicit ClaimableMissionsCounter(MissionService& missions) : missions_(missions) {}
  std::string name() const override { return "missionLeaderboard"; }
  std::int64_t count(std::int64_t memberId) override { return missions_.claimableCount(memberId); }

 private:
  MissionService& missions_;
};

}  // namespace panalo::services

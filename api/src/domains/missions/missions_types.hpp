#pragma once
// Typed values of the missions domain (issue 15 item 6): missions and their
// progress, the leaderboard, VIP levels and VIP bonuses. Amounts are integer
// minor units; missions_json.cpp writes them with 2 decimals.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// The goal kinds of a mission and what its target counts.
//   valid_bet: settled valid bets (minor units), optionally of one category;
//   bet_count: bets placed and not cancelled, optionally of one category;
//   deposit: approved deposits (minor units);
//   login_days: local days with a login.
inline const std::vector<std::string>& missionGoalKinds() {
  static const std::vector<std::string> kinds{"valid_bet", "bet_count", "deposit", "login_days"};
  return kinds;
}
inline const std::vector<std::string>& missionPeriods() {
  static const std::vector<std::string> periods{"daily", "weekly", "once"};
  return periods;
}
inline bool goalIsMoney(const std::string& goalKind) { return goalKind == "valid_bet" || goalKind == "deposit"; }

struct MissionText {
  std::string language;  // EN, TY, PT
  std::string title;
  std::string description;
};

// A mission as the operator defines it.
struct Mission {
  std::int64_t id = 0;
  std::string code;
  std::string period;        // daily, weekly, once
  std::string goalKind;      // see missionGoalKinds()
  std::string gameCategory;  // "" any
  std::int64_t target = 0;
  std::string rewardKind;  // bonus, points
  std::int64_t rewardAmount = 0;
  std::optional<std::int64_t> turnoverMultiple;
  std::int64_t sortOrder = 0;
  bool enabled = true;
  std::optional<std::string> startsAt;  // ISO 8601 UTC
  std::optional<std::string> endsAt;
  std::vector<MissionText> texts;
};

// The window a mission counts in now, in the report time zone.
struct MissionWindow {
  std::string periodKey;  // the local start date, or "once"
  std::string startsAt;   // ISO 8601 UTC
  std::optional<std::string> endsAt;
};

// One mission as a member sees it now.
struct MissionView {
  Mission mission;
  std::string title;  // in the asked language, else EN, else the code
  std::string description;
  MissionWindow window;
  std::int64_t progress = 0;  // same unit as the target; may pass it
  bool completed = false;
  bool claimed = false;
};

struct MissionSummary {
  std::vector<MissionView> missions;
  std::int64_t completed = 0;
  std::int64_t claimable = 0;  // completed, not yet claimed
  std::int64_t claimed = 0;
};

struct MissionClaim {
  std::int64_t id = 0;
  std::int64_t missionId = 0;
  std::string periodKey;
  std::string rewardKind;
  std::int64_t rewardAmount = 0;
  std::string idempotencyKey;
  std::string createdAt;
};

struct MissionClaimResult {
  MissionClaim claim;
  std::optional<std::int64_t> balanceMinor;  // the main wallet after a bonus
  bool replayed = false;
};

// The leaderboard: members ranked by settled valid bets placed in the period.
struct LeaderboardEntry {
  std::int64_t rank = 0;
  std::string customerName;  // masked like the winner board's
  std::int64_t validBetMinor = 0;
};

struct Leaderboard {
  std::string period;  // daily, weekly, monthly
  std::string periodStart;
  std::string periodEnd;  // local dates, inclusive
  std::vector<LeaderboardEntry> entries;
  std::optional<LeaderboardEntry> me;  // the asking member's place, when logged in and ranked
};

// --- VIP ---

struct VipLevelText {
  std::string language;
  std::string labelName;
  std::string benefits;
};

struct VipLevel {
  int rankLevel = 0;
  std::int64_t minValidBetMinor = 0;
  std::int64_t minDepositMinor = 0;
  std::int64_t upgradeBonusMinor = 0;
  std::int64_t weeklyBonusMinor = 0;
  std::int64_t monthlyBonusMinor = 0;
  std::optional<std::int64_t> turnoverMultiple;
  std::vector<VipLevelText> texts;
};

// A VIP level as the member sees it, in one language.
struct VipLevelView {
  VipLevel level;
  std::string labelName;
  std::string benefits;
};

// A VIP bonus the member may claim now.
struct VipBonus {
  std::string kind;  // upgrade, weekly, monthly
  int rankLevel = 0;
  std::string periodKey;  // "level" for an upgrade, else the local period start
  std::int64_t amountMinor = 0;
};

struct VipBonusClaim {
  std::int64_t id = 0;
  std::string kind;
  int rankLevel = 0;
  std::string periodKey;
  std::int64_t amountMinor = 0;
  std::string idempotencyKey;
  std::string createdAt;
};

// The cumulative figures a level is decided on.
struct VipTotals {
  std::int64_t validBetMinor = 0;
  std::int64_t depositMinor = 0;
};

struct VipStatus {
  int rankLevel = 0;    // 0: not a VIP
  bool pinned = false;  // set by the operator
  VipTotals totals;
  std::optional<VipLevelView> current;
  std::optional<VipLevelView> next;
  std::vector<VipLevelView> levels;  // every level, lowest first
  std::vector<VipBonus> claimable;
  std::vector<VipBonusClaim> history;  // newest first
};

struct VipClaimResult {
  VipBonusClaim claim;
  std::int64_t balanceMinor = 0;
  bool replayed = false;
};

}  // namespace panalo::services

#pragma once
// Typed values of the rewards domain (issue 15 item 4): points, the mall's
// items and configuration, redeems and conversions. Points are whole numbers;
// money is integer minor units (rewards_json.cpp writes it with 2 decimals);
// times are ISO 8601 UTC text.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// One page of a list: pageNum counts from 1; totalPages is 0 for an empty list.
template <typename T>
struct RewardsPage {
  std::vector<T> content;
  std::int64_t pageNum = 1;
  std::int64_t pageSize = 20;
  std::int64_t total = 0;
  std::int64_t totalPages = 0;
};

struct PointsBalance {
  std::int64_t points = 0;
  std::int64_t unseenDecisions = 0;  // redeem decisions the member has not looked at
};

// One row of the member's points journal (the transaction detail).
struct PointsEntry {
  std::int64_t id = 0;
  std::int64_t amount = 0;  // + earned or returned, - spent
  std::int64_t balanceAfter = 0;
  std::string reason;  // bets, grant, redeem, redeem_return, convert
  std::string memo;
  std::string createdAt;
};

// The mall's conversion terms and the member's day so far.
struct MallConfig {
  std::int64_t pointsStep = 100;
  std::int64_t minorPerStep = 100;
  std::int64_t minimum = 100;
  std::int64_t dailyLimit = 0;
  std::string timeZone;
  bool convertOpen = true;
  std::int64_t convertedToday = 0;  // the member's (0 for the operator's view)
};

// An earning rate: `minorPerPoint` of valid bet earns one point in a game
// category ("*": every category without a rate of its own).
struct EarnRate {
  std::string category;
  std::int64_t minorPerPoint = 0;
};

enum class RewardKind { Cash, Bonus, Physical };

struct RewardItem {
  std::int64_t id = 0;
  RewardKind kind = RewardKind::Physical;
  std::int64_t pointsCost = 0;
  std::optional<std::int64_t> amountMinor;       // cash and bonus
  std::optional<std::int64_t> turnoverMultiple;  // bonus only
  std::optional<std::int64_t> stock;             // none: unlimited
  std::string imageUrl;
  std::int64_t sortOrder = 0;
  bool enabled = true;
  std::string name;  // in the asked language, else EN
  std::string description;
};

// A name and description of an item in one language (the operator's view).
struct RewardText {
  std::string language;
  std::string name;
  std::string description;
};

struct Redemption {
  std::int64_t id = 0;
  std::int64_t itemId = 0;
  std::string itemName;
  std::string imageUrl;
  RewardKind kind = RewardKind::Physical;
  std::int64_t quantity = 1;
  std::int64_t points = 0;
  std::optional<std::int64_t> amountMinor;
  std::string address;
  std::string status;  // in_process, approved, rejected
  std::string note;
  bool seen = true;
  std::string createdAt;
  std::optional<std::string> decidedAt;
  std::string account;  // the operator's list only
};

struct RedeemRequest {
  std::int64_t itemId = 0;
  std::int64_t quantity = 1;
  std::string password;
  std::string address;
  std::string idempotencyKey;
  std::string language = "EN";
};

struct RedeemResult {
  Redemption redemption;
  std::int64_t points = 0;  // the member's points after it
  bool replayed = false;
};

struct ConvertRequest {
  std::string points;  // text: the shared rule reads it
  std::string idempotencyKey;
};

struct Conversion {
  std::int64_t id = 0;
  std::int64_t points = 0;
  std::int64_t amountMinor = 0;
  std::string createdAt;
};

struct ConvertResult {
  Conversion conversion;
  std::int64_t points = 0;     // the member's points after it
  std::int64_t mainMinor = 0;  // the main wallet after it
  bool replayed = false;
};

const char* rewardKindName(RewardKind kind);
std::optional<RewardKind> rewardKindOf(const std::string& name);

}  // namespace panalo::services

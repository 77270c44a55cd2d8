#pragma once
// Referral (invite friends, spec section 2; issue 15 item 6) as the services
// hand it out: plain values, mapped to JSON in referral_json.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// The operator's rule (panaloctl referral config).
struct ReferralConfig {
  bool openToAll = false;             // every real member, not only those enabled one by one
  std::int64_t rewardMinor = 0;       // paid to the referrer per qualifying friend; 0 pays nothing
  std::int64_t minDepositMinor = 0;   // the friend's approved deposits that qualify
  std::int64_t turnoverMultiple = 1;  // the reward bonus's wagering requirement
  int activeDays = 30;                // "active": a bet within this many days
};

struct ReferralOverview {
  bool enabled = false;
  std::string referralCode;  // empty when not enabled
  ReferralConfig rule;
  std::int64_t friends = 0;
  std::int64_t qualifiedFriends = 0;  // rewards paid or on their way
  std::int64_t rewardsPaidMinor = 0;
  // Whether the member may still name who invited them (no referrer yet, no deposit yet).
  bool canBind = false;
  std::optional<std::string> referredBy;  // the referrer's masked account
};

struct ReferralFriend {
  std::string account;       // masked: the first two and last two characters
  std::string registeredAt;  // ISO 8601, UTC
  std::string status;        // registered, deposited, active
  std::int64_t rewardMinor = 0;
  std::string rewardStatus;  // none, pending, paid
};

struct ReferralFriendPage {
  std::vector<ReferralFriend> friends;
  std::int64_t pageNo = 1;
  std::int64_t pageSize = 10;
  std::int64_t total = 0;
  std::int64_t totalPages = 0;
};

}  // namespace panalo::services

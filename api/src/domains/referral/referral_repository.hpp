#pragma once
// Referral state (migration 0027: referral_members, referral_config,
// referral_rewards) and the referral links the accounts domain records on
// members (referral_code, referrer_id, migration 0008).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/referral/referral_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct ReferralMember {
  std::int64_t id = 0;
  int typeCode = 0;
  std::string referralCode;
  std::optional<std::int64_t> referrerId;
  bool enabled = false;  // named in referral_members or the rule is open to all
};

struct FriendRow {
  std::int64_t id = 0;
  std::string account;
  std::string registeredAt;
  std::int64_t rewardMinor = 0;
  std::string rewardStatus;  // none, pending, paid
};

// A friend whose referrer may earn a reward and has not been paid for them.
struct RewardCandidate {
  std::int64_t friendId = 0;
  std::int64_t referrerId = 0;
  std::string referrerAccount;
  std::string friendAccount;
  bool pending = false;  // a reward row was written and not yet marked paid
};

struct RewardRow {
  std::int64_t amountMinor = 0;
  std::int64_t turnoverMultiple = 0;
  bool paid = false;
};

class ReferralRepository {
 public:
  explicit ReferralRepository(db::ConnectionPool& pool) : pool_(pool) {}

  services::ReferralConfig config();
  void saveConfig(const services::ReferralConfig& config);

  std::optional<ReferralMember> member(std::int64_t memberId);
  std::optional<ReferralMember> memberByAccount(const std::string& account);
  std::optional<std::string> account(std::int64_t memberId);
  // False when it already was (enable) / was not (disable).
  bool setEnabled(std::int64_t memberId, bool enabled);
  std::vector<std::string> enabledAccounts();

  // Members who registered with the code of `referrerId`, newest first.
  std::vector<FriendRow> friends(std::int64_t referrerId, std::int64_t limit, std::int64_t offset);
  std::int64_t friendCount(std::int64_t referrerId);
  // (rewards written, paid total in minor units).
  std::pair<std::int64_t, std::int64_t> rewardTotals(std::int64_t referrerId);

  // Sets the member's referrer when it has none. False when it already had one.
  bool bindReferrer(std::int64_t memberId, std::int64_t referrerId);

  // Friends of enabled referrers (of one referrer when given) without a paid reward.
  std::vector<RewardCandidate> rewardCandidates(std::optional<std::int64_t> referrerId);
  // Writes the pending reward with this amount unless one exists, and returns
  // the row as stored (a retry keeps the amount first written).
  RewardRow claimReward(std::int64_t friendId, std::int64_t referrerId, std::int64_t amountMinor,
                        std::int64_t turnoverMultiple);
  void markPaid(std::int64_t friendId);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

#pragma once
// What other domains may know of members' money activity, read-only: approved
// deposits and recent bets (issue 15: a referred friend's status and the
// referral reward's condition). Answers for many members in one query.

#include <cstdint>
#include <optional>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::services {

struct MemberActivity {
  std::int64_t memberId = 0;
  std::int64_t approvedDepositMinor = 0;  // the sum of approved deposits
  std::int64_t approvedDeposits = 0;      // how many
  bool recentBet = false;                 // a bet placed within the asked number of days
};

class MemberActivityService {
 public:
  explicit MemberActivityService(db::ConnectionPool& pool) : pool_(pool) {}

  // One entry per id asked, in the same order (zeros for a member with none).
  std::vector<MemberActivity> activity(const std::vector<std::int64_t>& memberIds, int recentBetDays);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::services

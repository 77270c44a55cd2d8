#pragma once
// The agent hierarchy on members.upline_id (0008) and the report clock. An
// agent's team is its downline tree; every question about a member of a team
// is asked from the agent down (or from the member up), so a member outside
// the team is simply not found.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/agents/agents_types.hpp"
#include "domains/agents/commission_calculator.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class TeamRepository {
 public:
  // Deeper trees are cut off here (no real team is 50 levels deep, and the
  // cut keeps a corrupted upline chain from running away).
  static constexpr int kMaxDepth = 50;

  explicit TeamRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Everyone below `agentId`, newest first.
  std::vector<services::TeamMember> team(std::int64_t agentId);
  // The team member named `account` (case-insensitive), or none (unknown, or
  // not below the agent: the two are not told apart).
  std::optional<services::TeamMember> memberOfTeam(std::int64_t agentId, const std::string& account);
  // Every upline edge: the whole forest, for a settlement.
  std::vector<services::TreeNode> tree();
  // The account's upline (direct), and its type code, when it has one.
  struct Upline {
    std::int64_t id = 0;
    int typeCode = 0;
  };
  std::optional<Upline> uplineOf(std::int64_t memberId);

  // A report range in the time zone `tz`: period today, yesterday, thisWeek,
  // thisMonth, lastMonth, or range with from and to (checked dates). Fills the
  // dates, the instants and their epochs.
  services::ReportRange range(const std::string& period, const std::string& fromDate, const std::string& toDate,
                              const std::string& tz);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

#pragma once
// The VIP tables (0028) and the cumulative sums a level is decided on (the
// wallet domain's bets and deposit_requests, read only).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/missions/missions_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class VipRepository {
 public:
  explicit VipRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Every level with its texts, lowest first.
  std::vector<services::VipLevel> levels();
  void upsertLevel(const services::VipLevel& level);
  // False when the level does not exist.
  bool setText(int rankLevel, const services::VipLevelText& text);
  bool removeLevel(int rankLevel);

  services::VipTotals totals(std::int64_t memberId);
  std::optional<int> pinnedLevel(std::int64_t memberId);
  void pin(std::int64_t memberId, int rankLevel);
  void unpin(std::int64_t memberId);

  // The local start dates of the current week (Monday) and month.
  struct PeriodKeys {
    std::string week;
    std::string month;
  };
  PeriodKeys periodKeys(const std::string& timeZone);

  std::vector<services::VipBonusClaim> claims(std::int64_t memberId, int limit);
  std::optional<services::VipBonusClaim> findClaim(std::int64_t memberId, const std::string& kind, int rankLevel,
                                                   const std::string& periodKey);
  // None when that bonus was already claimed.
  std::optional<services::VipBonusClaim> insertClaim(std::int64_t memberId, const services::VipBonus& bonus,
                                                     std::int64_t journalId, const std::string& idempotencyKey);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

#pragma once
// The missions tables (0028) through parameterised statements, and the
// read-only sums over the wallet domain's bets and deposit_requests that a
// mission's progress and the leaderboard are computed from (those rows are the
// betting record and the deposits; nothing here writes them).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/missions/missions_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class MissionRepository {
 public:
  explicit MissionRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Every mission with its texts, by sort order then id; `liveOnly`: enabled
  // and inside its starts_at .. ends_at.
  std::vector<services::Mission> missions(bool liveOnly);
  std::optional<services::Mission> findByCode(const std::string& code);
  std::optional<services::Mission> findLive(std::int64_t id);

  // Adds the mission, or changes the one with its code; returns its id.
  std::int64_t upsert(const services::Mission& mission);
  // False when no mission has the code.
  bool setText(const std::string& code, const services::MissionText& text);
  bool setEnabled(const std::string& code, bool enabled);
  // Refused (DomainError conflict) once a member has claimed it: disable it instead.
  bool remove(const std::string& code);

  // The window the mission counts in now, and the member's progress in it.
  services::MissionWindow windowOf(const services::Mission& mission, const std::string& timeZone);
  std::int64_t progress(std::int64_t memberId, const services::Mission& mission, const services::MissionWindow& window,
                        const std::string& timeZone);

  std::optional<services::MissionClaim> claimIn(std::int64_t memberId, std::int64_t missionId,
                                                const std::string& periodKey);
  // None when the member already has a claim of this mission and period.
  std::optional<services::MissionClaim> insertClaim(std::int64_t memberId, const services::Mission& mission,
                                                    const std::string& periodKey, std::optional<std::int64_t> journalId,
                                                    const std::string& idempotencyKey);

  // Records today (local) as a login day of the member; a second login the same day adds nothing.
  void recordLoginDay(std::int64_t memberId, const std::string& timeZone);

  // Members ranked by settled valid bets placed in the current local day, week
  // or month ("day", "week", "month"): the first `limit`, and `memberId`'s own
  // row wherever it ranks (0: none). Accounts come unmasked: the service masks.
  struct RankedRow {
    std::int64_t rank = 0;
    std::int64_t memberId = 0;
    std::string account;
    std::int64_t validBetMinor = 0;
  };
  struct Ranking {
    std::string periodStart;
    std::string periodEnd;
    std::vector<RankedRow> rows;
  };
  Ranking ranking(const std::string& unit, const std::string& timeZone, std::int64_t limit, std::int64_t memberId);

 private:
  std::vector<services::Mission> read(const std::string& where, const std::string& parameter);

  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

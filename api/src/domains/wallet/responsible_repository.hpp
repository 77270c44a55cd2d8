#pragma once
// member_play_breaks and member_reality_checks (migration 0017), and the
// session profit or loss read from the ledger's tables (0014, 0015).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/wallet/responsible_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class ResponsibleRepository {
 public:
  explicit ResponsibleRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // The member's break while it runs; nothing once it is over or never set.
  std::optional<services::PlayBreak> activeBreak(std::int64_t memberId);
  // Starts a break ending `interval` from now (empty: permanent), or moves the
  // running one's end later. Atomic with the check: nothing is written and
  // nothing is returned when a break is running that would end later than the
  // new one (a member can never shorten or end their own break).
  std::optional<services::PlayBreak> startOrLengthen(std::int64_t memberId, const std::string& kind,
                                                     const std::string& period,
                                                     const std::optional<std::string>& interval);
  // Every running break (the operator's list), soonest end first, permanent last.
  std::vector<services::PlayBreak> activeBreaks();
  // An operator ends a member's running break now; false when none runs.
  bool lift(std::int64_t memberId, const std::string& note);

  int realityCheckMinutes(std::int64_t memberId);
  void setRealityCheckMinutes(std::int64_t memberId, int minutes);

  struct SessionFigures {
    std::int64_t seconds = 0;
    std::int64_t profitLossMinor = 0;
  };
  // Since `sessionStartedAt` (ISO 8601): seconds passed by the database's clock
  // and the member's net wallet change outside deposits and withdrawals.
  SessionFigures sessionFigures(std::int64_t memberId, const std::string& sessionStartedAt);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

#pragma once
// Responsible gaming (issue 13 item 7): the member's play break (cool-off or
// self-exclusion) and reality-check reminder, as plain values.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// A cool-off or self-exclusion. `endsAt` empty: permanent (until an operator lifts it).
struct PlayBreak {
  std::string account;    // filled for the operator's list
  std::string kind;       // cool_off | self_exclusion
  std::string period;     // cool_off_24h ... self_exclusion_permanent
  std::string startedAt;  // ISO 8601, UTC
  std::optional<std::string> endsAt;
  bool active = false;  // not yet over at the moment it was read
};

struct ResponsibleSettings {
  std::optional<PlayBreak> playBreak;  // the running break; none when over or never set
  int realityCheckMinutes = 0;         // 0: off; 15, 30 or 60
};

// What the reality-check reminder shows.
struct RealityCheckReport {
  int intervalMinutes = 0;
  std::string sessionStartedAt;  // ISO 8601, UTC: when this session signed in
  std::int64_t sessionSeconds = 0;
  // Net change of the member's wallets since the session began, leaving out
  // deposits, withdrawals and their reversals (see responsible_repository.cpp).
  std::int64_t profitLossMinor = 0;
  // Seconds until the next reminder (at each whole interval since sign-in);
  // empty while the reminder is off.
  std::optional<std::int64_t> nextReminderInSeconds;
};

}  // namespace panalo::services

#pragma once
// Typed values of the mini game (issue 17 item 5): the operator's wheel, the
// member's seed state, a spin with its proof. Bonus amounts are minor units,
// points whole points.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// One slice of the wheel. kind: points, bonus or nothing (amount 0).
struct WheelSegment {
  std::int64_t position = 0;
  std::uint32_t weight = 1;
  std::string kind;
  std::int64_t amount = 0;
};

struct WheelConfig {
  bool enabled = false;
  std::string period = "daily";  // daily, weekly
  std::string timeZone = "UTC";
  std::vector<WheelSegment> segments;  // by position
};

// The period a spin belongs to, computed in the wheel's time zone.
struct SpinPeriod {
  std::string key;     // "daily:2026-12-06"
  std::string endsAt;  // UTC ISO text: when the next period starts
};

struct MinigameSeed {
  std::string serverSeedHash;
  std::string clientSeed;
  std::int64_t nextNonce = 0;
};

struct Spin {
  std::int64_t id = 0;
  std::string periodKey;
  std::string nextAt;  // the end of the spin's period
  std::int64_t segment = 0;
  std::string kind;
  std::int64_t amount = 0;
  bool paid = false;
  std::string serverSeedHash;
  std::optional<std::string> serverSeed;  // once the seed is rotated out
  std::string clientSeed;
  std::int64_t nonce = 0;
  std::vector<std::uint32_t> weights;  // the wheel at spin time
  std::string createdAt;
};

struct SpinResult {
  Spin spin;
  bool replayed = false;  // the key was used before: the first answer, nothing paid again
};

// What GET /wps/v2/minigame shows.
struct MinigameState {
  WheelConfig wheel;
  bool available = false;  // enabled, a wheel to spin, and no spin in this period
  SpinPeriod period;
  std::optional<Spin> current;  // this period's spin
  MinigameSeed seed;
};

struct RevealedMinigameSeed {
  std::string serverSeed;
  std::string serverSeedHash;
  std::string clientSeed;
  std::int64_t spins = 0;  // nonces 0 .. spins-1 were used on it
};

struct MinigameRotateResult {
  RevealedMinigameSeed revealed;
  MinigameSeed current;
};

struct SpinVerification {
  Spin spin;
  bool hashMatches = false;     // SHA-256(serverSeed) is the hash committed before the spin
  bool outcomeMatches = false;  // recomputing gives the recorded segment
  std::int64_t recomputedSegment = 0;
};

}  // namespace panalo::services

#pragma once
// Typed values of the house games (Panalo Originals): the player's seed
// state, a played round, a verification. Amounts are minor units.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "panalo/originals/dice.hpp"
#include "panalo/originals/slot.hpp"

namespace panalo::services {

inline constexpr const char* kOriginalsVendor = "PO";
inline constexpr std::int64_t kOriginalsMinBetMinor = 10;       // 0.10
inline constexpr std::int64_t kOriginalsMaxBetMinor = 1000000;  // 10,000.00

struct SeedState {
  std::int64_t seedId = 0;
  std::string serverSeedHash;  // SHA-256 of the server seed, committed before any round on it
  std::string clientSeed;
  std::int64_t nextNonce = 0;  // the nonce of the next round
};

struct RevealedSeed {
  std::string serverSeed;
  std::string serverSeedHash;
  std::string clientSeed;
  std::int64_t rounds = 0;  // nonces 0 .. rounds-1 were played on it
};

struct RotateResult {
  RevealedSeed revealed;
  SeedState current;
};

struct GameInfo {
  std::string code;
  std::string kind;  // slot, dice
  std::int64_t rtpBp = 0;
  originals::SlotPaytable slot;  // slot only
};

// What the browser asks for; the service checks it.
struct PlayRequest {
  std::string gameCode;
  std::optional<std::string> amount;  // money text
  std::string idempotencyKey;
  std::optional<std::int64_t> target;  // dice: win below target (hundredths)
};

struct RoundResult {
  std::int64_t roundId = 0;
  std::string gameCode;
  std::int64_t betMinor = 0;
  std::int64_t payoutMinor = 0;
  std::int64_t rtpBp = 0;
  std::int64_t balanceMinor = 0;  // the wallet played from, after the round
  std::string serverSeedHash;
  std::string clientSeed;
  std::int64_t nonce = 0;
  std::optional<originals::SlotSpin> slot;
  std::optional<originals::DiceRound> dice;
  std::optional<std::int64_t> target;
  bool replayed = false;
};

struct VerifyResult {
  RoundResult round;  // as recorded
  std::string serverSeed;
  bool hashMatches = false;     // SHA-256(serverSeed) is the hash committed before the round
  bool outcomeMatches = false;  // recomputing gives the recorded payout
  std::int64_t recomputedPayoutMinor = 0;
};

}  // namespace panalo::services

#pragma once
// PO_DICE: a roll from 0.00 to 99.99 (an integer 0..9999 in hundredths); the
// player picks a target and wins when the roll is below it. The multiplier is
// built to the configured RTP: RTP / win chance, floored to 4 decimals, so the
// expected return never exceeds the RTP.

#include <cstdint>
#include <optional>

#include "panalo/originals/dice_rules.hpp"
#include "panalo/originals/fair.hpp"

namespace panalo::originals {

inline constexpr const char* kDiceGameCode = "PO_DICE";

struct DiceRound {
  std::int64_t roll = 0;  // 0..9999 (hundredths: 42.17 is 4217)
  bool win = false;
  std::int64_t multiplierE4 = 0;  // payout per unit of stake, x10^4
  std::int64_t payoutMinor = 0;   // 0 on a loss
};

// The roll of a stream: below(10000).
std::int64_t diceRoll(FairStream& stream);
DiceRound playDice(FairStream& stream, std::int64_t betMinor, std::int64_t target, std::int64_t rtpBp);

// The exact return and the variance of (payout / stake) of one round, for the
// statistical test and the game's info.
struct ReturnStats {
  double rtp = 0;       // expected payout / stake
  double variance = 0;  // of payout / stake
};
ReturnStats diceStats(std::int64_t target, std::int64_t rtpBp);

}  // namespace panalo::originals

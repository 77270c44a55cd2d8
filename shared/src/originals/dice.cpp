#include "panalo/originals/dice.hpp"

namespace panalo::originals {

std::int64_t diceRoll(FairStream& stream) { return static_cast<std::int64_t>(stream.below(kDiceOutcomes)); }

DiceRound playDice(FairStream& stream, std::int64_t betMinor, std::int64_t target, std::int64_t rtpBp) {
  DiceRound round;
  round.roll = diceRoll(stream);
  round.win = round.roll < target;
  round.multiplierE4 = diceMultiplierE4(rtpBp, target);
  // betMinor <= 10^12 and multiplierE4 <= 10^6 would overflow: callers cap the
  // stake (originals_service: at most 10,000.00), so the product stays below 10^13.
  round.payoutMinor = round.win ? betMinor * round.multiplierE4 / 10000 : 0;
  return round;
}

ReturnStats diceStats(std::int64_t target, std::int64_t rtpBp) {
  const double chance = static_cast<double>(target) / static_cast<double>(kDiceOutcomes);
  const double multiplier = static_cast<double>(diceMultiplierE4(rtpBp, target)) / 10000.0;
  const double mean = chance * multiplier;
  return {mean, chance * multiplier * multiplier - mean * mean};
}

}  // namespace panalo::originals

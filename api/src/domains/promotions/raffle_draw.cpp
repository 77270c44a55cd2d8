#include "domains/promotions/raffle_draw.hpp"

#include <stdexcept>

namespace panalo::services {

DrawOutcome drawPrize(const std::vector<RafflePrize>& prizes, const std::string& randomHex) {
  if (prizes.empty()) throw std::invalid_argument("a raffle needs prizes");
  if (randomHex.size() != 64) throw std::invalid_argument("the draw takes 32 random bytes");
  std::uint64_t value = 0;
  for (std::size_t i = 0; i < 16; ++i) {
    const char c = randomHex[i];
    const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (digit < 0) throw std::invalid_argument("the random bytes are not lowercase hex");
    value = (value << 4U) | static_cast<std::uint64_t>(digit);
  }
  std::int64_t total = 0;
  for (const auto& prize : prizes) {
    if (prize.weight <= 0 || prize.weight > 1'000'000) throw std::invalid_argument("prize weights are 1 to 1,000,000");
    total += prize.weight;
  }
  DrawOutcome outcome;
  outcome.totalWeight = total;
  outcome.pick = static_cast<std::int64_t>(value % static_cast<std::uint64_t>(total));
  std::int64_t running = 0;
  for (std::size_t i = 0; i < prizes.size(); ++i) {
    running += prizes[i].weight;
    if (outcome.pick < running) {
      outcome.prizeIndex = i;
      return outcome;
    }
  }
  outcome.prizeIndex = prizes.size() - 1;  // unreachable: pick < total
  return outcome;
}

}  // namespace panalo::services

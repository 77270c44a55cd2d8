#pragma once
// The raffle draw (spec section 7, raffle promotion claim): a prize picked on
// the server with probability weight / total weight, from random bytes that are
// stored with the result, so anyone can recompute a stored draw: read the first
// 8 of the 32 bytes as an unsigned big-endian number, take it modulo the total
// weight (the pick), and walk the prizes in their listed order (largest amount
// first, then id) until the running weight passes the pick. With totals up to
// a few million the modulo bias is below 2^-40.

#include <cstdint>
#include <string>
#include <vector>

#include "domains/promotions/promotions_types.hpp"

namespace panalo::services {

struct DrawOutcome {
  std::size_t prizeIndex = 0;
  std::int64_t totalWeight = 0;
  std::int64_t pick = 0;
};

// `randomHex`: 64 lowercase hex digits. Throws std::invalid_argument for no
// prizes, a non-positive weight or bad hex.
DrawOutcome drawPrize(const std::vector<RafflePrize>& prizes, const std::string& randomHex);

}  // namespace panalo::services

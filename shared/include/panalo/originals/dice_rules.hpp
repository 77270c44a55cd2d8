#pragma once
// PO_DICE's pure rules: the targets a player may pick and the multiplier a
// target pays. Header-only and free of the fair stream (OpenSSL), so the
// browser's core wasm module shows the very multiplier the server will pay
// (wasm/core_originals_exports.cpp) without linking the game itself.

#include <cstdint>

namespace panalo::originals {

inline constexpr std::int64_t kDiceOutcomes = 10000;  // rolls 0..9999
inline constexpr std::int64_t kDiceMinTarget = 100;   // win chance 1.00%
inline constexpr std::int64_t kDiceMaxTarget = 9800;  // win chance 98.00%

constexpr bool diceTargetOk(std::int64_t target) { return target >= kDiceMinTarget && target <= kDiceMaxTarget; }

// floor(rtpBp * 10^4 / target): e.g. RTP 99.00% at target 50.00 pays 1.9800x.
// Flooring keeps the expected return at or below the RTP.
constexpr std::int64_t diceMultiplierE4(std::int64_t rtpBp, std::int64_t target) { return rtpBp * 10000 / target; }

}  // namespace panalo::originals

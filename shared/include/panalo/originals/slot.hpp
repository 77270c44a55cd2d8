#pragma once
// PO_FRUIT_SLOT: a 3x3 slot with 5 paylines (the three rows and both
// diagonals). Each reel is a strip of 24 symbols; the fair stream picks each
// reel's stop (below(24)) and the window shows the stop and the next two
// symbols. A line pays when its three symbols are equal, or (cherries only)
// when its first two are cherries.
//
// The paytable is built to the configured RTP: base pays (relative values)
// are scaled so that the exact expected return, computed by enumerating every
// one of the 24^3 stop combinations, equals the RTP; each scaled pay is a
// multiple of the total stake with 4 decimals. The payout of a spin is
// floor(stake x sum of line pays).

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "panalo/originals/dice.hpp"
#include "panalo/originals/fair.hpp"

namespace panalo::originals {

inline constexpr const char* kSlotGameCode = "PO_FRUIT_SLOT";
inline constexpr std::size_t kSlotReels = 3;
inline constexpr std::size_t kSlotRows = 3;
inline constexpr std::size_t kSlotStripLength = 24;
inline constexpr std::size_t kSlotSymbols = 7;
inline constexpr std::size_t kSlotLines = 5;

// Symbol names, index = symbol id.
const std::array<const char*, kSlotSymbols>& slotSymbolNames();
// Each line's row on reels 0, 1, 2.
const std::array<std::array<std::size_t, kSlotReels>, kSlotLines>& slotLines();

struct SlotPaytable {
  std::int64_t rtpBp = 0;
  // Pays in 1/10^4 of the total stake: three of a kind per symbol, and two
  // leading cherries.
  std::array<std::int64_t, kSlotSymbols> threeOfAKindE4{};
  std::int64_t twoCherriesE4 = 0;
  ReturnStats exact;  // with these (rounded) pays, over every combination
};

// Throws std::invalid_argument unless 1 <= rtpBp <= 10000.
SlotPaytable buildSlotPaytable(std::int64_t rtpBp);

struct SlotLineWin {
  std::size_t line = 0;
  std::size_t symbol = 0;
  std::int64_t payE4 = 0;
};

struct SlotSpin {
  std::array<std::size_t, kSlotReels> stops{};
  std::array<std::array<std::size_t, kSlotReels>, kSlotRows> window{};  // [row][reel] symbol ids
  std::vector<SlotLineWin> wins;
  std::int64_t totalPayE4 = 0;
  std::int64_t payoutMinor = 0;
};

// The window and wins of given stops (no randomness).
SlotSpin evaluateSlot(const std::array<std::size_t, kSlotReels>& stops, const SlotPaytable& table,
                      std::int64_t betMinor);
// Stops drawn from the stream, reel 0 first. Stakes are capped by the caller
// (at most 10^6 minor units), so stake x pay stays far inside 64 bits.
SlotSpin spinSlot(FairStream& stream, const SlotPaytable& table, std::int64_t betMinor);

}  // namespace panalo::originals

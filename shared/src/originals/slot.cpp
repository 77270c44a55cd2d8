#include "panalo/originals/slot.hpp"

#include <cmath>
#include <stdexcept>

namespace panalo::originals {
namespace {

enum Symbol : std::size_t { kCherry, kLemon, kOrange, kPlum, kBell, kBar, kSeven };

// Reel strips: 7 cherries, 5 lemons, 4 oranges, 3 plums, 2 bells, 2 bars and
// 1 seven each, in a different order per reel.
constexpr std::array<std::array<std::size_t, kSlotStripLength>, kSlotReels> kStrips{{
    {kCherry, kLemon, kOrange, kCherry, kPlum,  kLemon, kBell,   kCherry, kOrange, kBar,    kLemon, kCherry,
     kSeven,  kPlum,  kCherry, kOrange, kLemon, kBell,  kCherry, kBar,    kPlum,   kOrange, kLemon, kCherry},
    {kLemon, kCherry, kPlum,   kOrange, kCherry, kBell,  kLemon,  kCherry, kBar, kOrange, kCherry, kLemon,
     kPlum,  kSeven,  kCherry, kOrange, kBell,   kLemon, kCherry, kPlum,   kBar, kCherry, kOrange, kLemon},
    {kOrange, kCherry, kLemon, kBar,    kCherry, kPlum,  kOrange, kLemon, kCherry, kBell,   kSeven,  kCherry,
     kLemon,  kOrange, kPlum,  kCherry, kBar,    kLemon, kCherry, kBell,  kPlum,   kOrange, kCherry, kLemon},
}};

// Relative base pays (per line): three of a kind, and two leading cherries.
constexpr std::array<std::int64_t, kSlotSymbols> kBaseThree{8, 15, 25, 50, 120, 150, 600};
constexpr std::int64_t kBaseTwoCherries = 2;

constexpr std::array<std::array<std::size_t, kSlotReels>, kSlotLines> kLines{
    {{0, 0, 0}, {1, 1, 1}, {2, 2, 2}, {0, 1, 2}, {2, 1, 0}}};

// What a line pays in the units of `three` and `twoCherries`.
std::int64_t linePay(const std::array<std::size_t, kSlotReels>& symbols,
                     const std::array<std::int64_t, kSlotSymbols>& three, std::int64_t twoCherries,
                     std::size_t& paidSymbol) {
  paidSymbol = symbols[0];
  if (symbols[0] == symbols[1] && symbols[1] == symbols[2]) return three[symbols[0]];
  if (symbols[0] == kCherry && symbols[1] == kCherry) return twoCherries;
  return 0;
}

std::array<std::array<std::size_t, kSlotReels>, kSlotRows> windowOf(const std::array<std::size_t, kSlotReels>& stops) {
  std::array<std::array<std::size_t, kSlotReels>, kSlotRows> window{};
  for (std::size_t reel = 0; reel < kSlotReels; ++reel) {
    for (std::size_t row = 0; row < kSlotRows; ++row) {
      window[row][reel] = kStrips[reel][(stops[reel] + row) % kSlotStripLength];
    }
  }
  return window;
}

// Sum of line pays of every stop combination, in the units given; also the
// sum of squares (for the variance).
void enumerate(const std::array<std::int64_t, kSlotSymbols>& three, std::int64_t twoCherries, double& sum,
               double& sumSquares) {
  sum = 0;
  sumSquares = 0;
  std::array<std::size_t, kSlotReels> stops{};
  for (stops[0] = 0; stops[0] < kSlotStripLength; ++stops[0]) {
    for (stops[1] = 0; stops[1] < kSlotStripLength; ++stops[1]) {
      for (stops[2] = 0; stops[2] < kSlotStripLength; ++stops[2]) {
        const auto window = windowOf(stops);
        std::int64_t total = 0;
        for (const auto& line : kLines) {
          std::size_t symbol = 0;
          total += linePay({window[line[0]][0], window[line[1]][1], window[line[2]][2]}, three, twoCherries, symbol);
        }
        const auto value = static_cast<double>(total);
        sum += value;
        sumSquares += value * value;
      }
    }
  }
}

constexpr double kCombinations = static_cast<double>(kSlotStripLength * kSlotStripLength * kSlotStripLength);

}  // namespace

const std::array<const char*, kSlotSymbols>& slotSymbolNames() {
  static const std::array<const char*, kSlotSymbols> names{"cherry", "lemon", "orange", "plum", "bell", "bar", "seven"};
  return names;
}

const std::array<std::array<std::size_t, kSlotReels>, kSlotLines>& slotLines() { return kLines; }

SlotPaytable buildSlotPaytable(std::int64_t rtpBp) {
  if (rtpBp < 1 || rtpBp > 10000) throw std::invalid_argument("RTP must be 0.01% to 100%");
  double baseSum = 0;
  double baseSquares = 0;
  enumerate(kBaseThree, kBaseTwoCherries, baseSum, baseSquares);
  // Scaled pay (1/10^4 of the stake) = base x RTP / (mean base total per spin).
  const double factor = static_cast<double>(rtpBp) * kCombinations / baseSum;
  SlotPaytable table;
  table.rtpBp = rtpBp;
  for (std::size_t symbol = 0; symbol < kSlotSymbols; ++symbol) {
    table.threeOfAKindE4[symbol] = std::llround(static_cast<double>(kBaseThree[symbol]) * factor);
  }
  table.twoCherriesE4 = std::llround(static_cast<double>(kBaseTwoCherries) * factor);
  double sum = 0;
  double squares = 0;
  enumerate(table.threeOfAKindE4, table.twoCherriesE4, sum, squares);
  const double mean = sum / kCombinations / 10000.0;
  table.exact = {mean, squares / kCombinations / 1e8 - mean * mean};
  return table;
}

SlotSpin evaluateSlot(const std::array<std::size_t, kSlotReels>& stops, const SlotPaytable& table,
                      std::int64_t betMinor) {
  SlotSpin spin;
  spin.stops = stops;
  spin.window = windowOf(stops);
  for (std::size_t line = 0; line < kSlotLines; ++line) {
    const auto& rows = kLines[line];
    std::size_t symbol = 0;
    const auto pay = linePay({spin.window[rows[0]][0], spin.window[rows[1]][1], spin.window[rows[2]][2]},
                             table.threeOfAKindE4, table.twoCherriesE4, symbol);
    if (pay > 0) {
      spin.wins.push_back({line, symbol, pay});
      spin.totalPayE4 += pay;
    }
  }
  spin.payoutMinor = betMinor * spin.totalPayE4 / 10000;
  return spin;
}

SlotSpin spinSlot(FairStream& stream, const SlotPaytable& table, std::int64_t betMinor) {
  std::array<std::size_t, kSlotReels> stops{};
  for (auto& stop : stops) stop = stream.below(static_cast<std::uint32_t>(kSlotStripLength));
  return evaluateSlot(stops, table, betMinor);
}

}  // namespace panalo::originals

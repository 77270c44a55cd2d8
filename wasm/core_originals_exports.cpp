// The house dice game's payout rule (panalo/originals/dice_rules.hpp) for the
// browser: the multiplier shown beside the target is the one the server pays.
//
//   int32_t panalo_dice_multiplier_e4(int32_t rtpBp, int32_t target)
//       the multiplier x10^4 (1.9800x is 19800) of a target in hundredths
//       (100..9800) at an RTP in basis points (1..10000); -1 when either is
//       out of range. At most 10000 * 10^4 / 100 = 10^6, so it fits.
#include <emscripten/emscripten.h>

#include <cstdint>

#include "panalo/originals/dice_rules.hpp"

namespace {

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kMaxRtpBp = 10000;

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_dice_multiplier_e4(std::int32_t rtpBp, std::int32_t target) {
  if (rtpBp < 1 || rtpBp > kMaxRtpBp || !panalo::originals::diceTargetOk(target)) return kInvalidArgument;
  return static_cast<std::int32_t>(panalo::originals::diceMultiplierE4(rtpBp, target));
}

}  // extern "C"

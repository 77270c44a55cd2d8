#pragma once
// The prize tiers of each lottery format: how many numbers a tier opens and
// how many digits each has. Vietnamese lotteries (xổ số kiến thiết):
//   vn_north (Miền Bắc, 27 numbers): special 1x5, first 1x5, second 2x5,
//     third 6x5, fourth 4x4, fifth 6x4, sixth 3x3, seventh 4x2 (no eighth);
//   vn_standard (Miền Trung and Miền Nam, 18 numbers): special 1x6, first 1x5,
//     second 1x5, third 2x5, fourth 7x5, fifth 1x4, sixth 3x4, seventh 1x3,
//     eighth 1x2;
//   four_d (Singapore 4D, Magnum 4D; 23 numbers): first, second and third 1x4,
//     starter 10x4, consolation 10x4.
// Pure: no I/O. The list order is the order results are shown in.

#include <optional>
#include <string>
#include <vector>

namespace panalo::lottery {

struct TierSpec {
  std::string tier;  // special, first, ... eighth, starter, consolation
  int count = 0;
  int digits = 0;
};

// The tiers of `format`; nullptr for an unknown format.
const std::vector<TierSpec>* tiersOf(const std::string& format);
// The spec of `tier` within `format`; nullopt when the format has no such tier.
std::optional<TierSpec> tierOf(const std::string& format, const std::string& tier);
// All formats, for checks and listings.
const std::vector<std::string>& lotteryFormats();

}  // namespace panalo::lottery

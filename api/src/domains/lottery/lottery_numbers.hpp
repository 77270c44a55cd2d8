#pragma once
// The opened numbers of a lottery draw: derived by the house provider from a
// committed seed, or checked when the operator enters them. Pure: no I/O.
//
// House draws (provably fair): the seed (64 hex digits, used as that text) is
// committed as SHA-256(seed) when the draw is scheduled and revealed with the
// result. Number `index` (1-based) of `tier` in draw `drawId` is
//   HMAC-SHA256(key = seed, message = "<drawId>:<tier>:<index>")
// (more blocks "...:<index>:<k>" when needed, shared/include/panalo/originals/fair.hpp),
// read as big-endian 32-bit words; the first word below the largest multiple
// of 10^digits under 2^32 gives the number (word mod 10^digits), written with
// leading zeros. Words at or above that multiple are skipped, so every number
// of the tier's length is equally likely: no modulo bias.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace panalo::lottery {

// tier -> numbers in position order.
using DrawNumbers = std::map<std::string, std::vector<std::string>>;

// Number `index` (1-based) of `tier`, `digits` long (2..6).
std::string deriveNumber(const std::string& seed, std::int64_t drawId, const std::string& tier, int index, int digits);
// Every number of every tier of `format` (lottery_tiers.hpp) for the draw.
DrawNumbers deriveDraw(const std::string& seed, std::int64_t drawId, const std::string& format);

// Why entered numbers do not fit `format`, naming the tier; nullopt when each
// tier of the format is present with its count of numbers of its length, and
// no other tier is.
std::optional<std::string> resultProblem(const std::string& format, const DrawNumbers& numbers);

}  // namespace panalo::lottery

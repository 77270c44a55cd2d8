#pragma once
// The mini game's daily spin (issue 17 item 5): which segment of a weighted
// wheel a provably fair stream lands on. The stream is the house games' own
// (panalo/originals/fair.hpp), so a spin is verified with the same recipe:
//   r = the first word of HMAC-SHA256(server seed, "<client seed>:<nonce>")
//       below the total weight, drawn by rejection (no modulo bias);
//   the segment is the first whose running weight sum exceeds r.
// A segment of weight w is then picked with probability exactly w / total.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "panalo/originals/fair.hpp"

namespace panalo::minigame {

inline constexpr std::size_t kMinSegments = 2;
inline constexpr std::size_t kMaxSegments = 12;
inline constexpr std::uint32_t kMaxWeight = 1000000;

// Why a weight list cannot be a wheel, or nullopt when it can: 2-12
// segments, each weight 1-1000000 (so the total stays far below 2^32).
std::optional<std::string> weightsProblem(const std::vector<std::uint32_t>& weights);

// The segment a draw r in [0, total) falls in. Throws std::invalid_argument
// for a wheel weightsProblem refuses or r out of range.
std::size_t segmentOfDraw(const std::vector<std::uint32_t>& weights, std::uint32_t r);

// The segment the stream picks (one draw below the total weight).
std::size_t pickSegment(originals::FairStream& stream, const std::vector<std::uint32_t>& weights);

// The whole recipe from the seeds: what a member recomputes once the server
// seed is revealed.
std::size_t spinWheel(const std::string& serverSeed, const std::string& clientSeed, std::uint64_t nonce,
                      const std::vector<std::uint32_t>& weights);

}  // namespace panalo::minigame

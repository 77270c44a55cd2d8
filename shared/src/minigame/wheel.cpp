#include "panalo/minigame/wheel.hpp"

#include <stdexcept>

namespace panalo::minigame {

std::optional<std::string> weightsProblem(const std::vector<std::uint32_t>& weights) {
  if (weights.size() < kMinSegments || weights.size() > kMaxSegments) {
    return "a wheel has 2 to 12 segments";
  }
  for (const auto weight : weights) {
    if (weight < 1 || weight > kMaxWeight) return "every weight is 1 to 1000000";
  }
  return std::nullopt;
}

namespace {

std::uint32_t totalOf(const std::vector<std::uint32_t>& weights) {
  if (const auto problem = weightsProblem(weights)) throw std::invalid_argument(*problem);
  std::uint32_t total = 0;
  for (const auto weight : weights) total += weight;  // at most 12 * 10^6: no overflow
  return total;
}

}  // namespace

std::size_t segmentOfDraw(const std::vector<std::uint32_t>& weights, std::uint32_t r) {
  if (r >= totalOf(weights)) throw std::invalid_argument("the draw is not below the total weight");
  std::uint32_t running = 0;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    running += weights[i];
    if (r < running) return i;
  }
  throw std::logic_error("unreachable: r is below the total");
}

std::size_t pickSegment(originals::FairStream& stream, const std::vector<std::uint32_t>& weights) {
  return segmentOfDraw(weights, stream.below(totalOf(weights)));
}

std::size_t spinWheel(const std::string& serverSeed, const std::string& clientSeed, std::uint64_t nonce,
                      const std::vector<std::uint32_t>& weights) {
  originals::FairStream stream(serverSeed, clientSeed, nonce);
  return pickSegment(stream, weights);
}

}  // namespace panalo::minigame

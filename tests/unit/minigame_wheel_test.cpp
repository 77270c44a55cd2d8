// The mini game's wheel (shared/include/panalo/minigame/wheel.hpp): every draw
// below the total maps to exactly `weight` draws per segment (so the pick is
// exactly proportional), the real HMAC stream lands on each segment at its
// weight's share within 5 standard errors, and the recipe is pinned by a
// vector a member can recompute by hand.

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "panalo/minigame/wheel.hpp"

namespace {

using namespace panalo;

TEST(MinigameWheel, EveryDrawMapsToSegmentsInProportionToTheirWeights) {
  const std::vector<std::uint32_t> weights{5, 1, 3, 11, 1, 7};
  std::uint32_t total = 0;
  for (const auto weight : weights) total += weight;
  std::vector<std::uint32_t> hits(weights.size(), 0);
  for (std::uint32_t r = 0; r < total; ++r) ++hits[minigame::segmentOfDraw(weights, r)];
  EXPECT_EQ(hits, weights);
  // Contiguous: the first segment takes draws 0-4, the second draw 5.
  EXPECT_EQ(minigame::segmentOfDraw(weights, 4), 0U);
  EXPECT_EQ(minigame::segmentOfDraw(weights, 5), 1U);
  EXPECT_EQ(minigame::segmentOfDraw(weights, total - 1), weights.size() - 1);
}

TEST(MinigameWheel, TheFairStreamRespectsTheWeightsOverManySpins) {
  const std::vector<std::uint32_t> weights{40, 25, 15, 10, 6, 3, 1};
  const double total = 100;
  constexpr std::uint64_t kSpins = 200000;
  const auto serverSeed = originals::sha256Hex("minigame-weights-test");
  std::vector<std::uint64_t> hits(weights.size(), 0);
  for (std::uint64_t nonce = 0; nonce < kSpins; ++nonce) {
    ++hits[minigame::spinWheel(serverSeed, "weights", nonce, weights)];
  }
  for (std::size_t i = 0; i < weights.size(); ++i) {
    const double p = weights[i] / total;
    const double expected = p * kSpins;
    const double standardError = std::sqrt(kSpins * p * (1 - p));
    EXPECT_NEAR(static_cast<double>(hits[i]), expected, 5 * standardError) << "segment " << i;
  }
}

TEST(MinigameWheel, TheRecipeIsTheHouseGamesStream) {
  const std::vector<std::uint32_t> weights{1, 2, 3, 4};
  const auto serverSeed = originals::sha256Hex("vector");
  for (std::uint64_t nonce = 0; nonce < 50; ++nonce) {
    originals::FairStream stream(serverSeed, "client", nonce);
    // By hand: the first word of the stream below the total (10), by rejection, then the running sums.
    const auto r = stream.below(10);
    const std::size_t expected = r < 1 ? 0 : r < 3 ? 1 : r < 6 ? 2 : 3;
    EXPECT_EQ(minigame::spinWheel(serverSeed, "client", nonce, weights), expected) << nonce;
  }
}

TEST(MinigameWheel, RefusesWheelsThatCannotBeSpun) {
  EXPECT_TRUE(minigame::weightsProblem({1}).has_value());
  EXPECT_TRUE(minigame::weightsProblem({1, 0}).has_value());
  EXPECT_TRUE(minigame::weightsProblem({1, minigame::kMaxWeight + 1}).has_value());
  EXPECT_TRUE(minigame::weightsProblem(std::vector<std::uint32_t>(13, 1)).has_value());
  EXPECT_FALSE(minigame::weightsProblem(std::vector<std::uint32_t>(12, minigame::kMaxWeight)).has_value());
  EXPECT_THROW(minigame::segmentOfDraw({1, 2}, 3), std::invalid_argument);
  EXPECT_THROW(minigame::segmentOfDraw({0, 2}, 0), std::invalid_argument);
}

}  // namespace

// The house games' configured RTP, measured: 1,000,000 provably-fair rounds per
// game (the real stream: HMAC-SHA256 of server seed, client seed and nonce)
// must return the configured RTP within 5 standard errors, the standard error
// computed from the exact variance of the game's paytable. The exact RTP of
// the built paytable (every stop combination enumerated) is checked too.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "panalo/originals/dice.hpp"
#include "panalo/originals/fair.hpp"
#include "panalo/originals/slot.hpp"

namespace {

using namespace panalo::originals;

constexpr std::uint64_t kRounds = 1000000;
constexpr std::int64_t kStakeMinor = 10000;  // 100.00: pays in 1/10^4 of the stake need no rounding
const std::string kServerSeed = sha256Hex("rtp-test-server-seed");
const std::string kClientSeed = "rtp-test";

void expectWithin(const char* game, double configured, double measured, double variance) {
  const double standardError = std::sqrt(variance / static_cast<double>(kRounds));
  const double tolerance = 5 * standardError;
  std::printf("%s: configured RTP %.4f%%, measured %.4f%% over %llu rounds, tolerance +/- %.4f%% (5 SE, SD %.3f)\n",
              game, configured * 100, measured * 100, static_cast<unsigned long long>(kRounds), tolerance * 100,
              std::sqrt(variance));
  EXPECT_NEAR(measured, configured, tolerance) << game;
}

TEST(OriginalsRtp, SlotPaytableIsBuiltToTheConfiguredRtp) {
  for (const std::int64_t rtpBp : {9000, 9500, 9650, 9800}) {
    const auto table = buildSlotPaytable(rtpBp);
    // Pays are rounded to 1/10^4 of the stake: the exact return stays within 0.05% of the target.
    EXPECT_NEAR(table.exact.rtp, static_cast<double>(rtpBp) / 10000, 0.0005) << rtpBp;
  }
}

TEST(OriginalsRtp, SlotMillionSpinsMatchConfiguredRtp) {
  const std::int64_t rtpBp = 9650;
  const auto table = buildSlotPaytable(rtpBp);
  std::int64_t paid = 0;
  for (std::uint64_t nonce = 0; nonce < kRounds; ++nonce) {
    FairStream stream(kServerSeed, kClientSeed, nonce);
    paid += spinSlot(stream, table, kStakeMinor).payoutMinor;
  }
  const double measured = static_cast<double>(paid) / (static_cast<double>(kRounds) * kStakeMinor);
  expectWithin("PO_FRUIT_SLOT", static_cast<double>(rtpBp) / 10000, measured, table.exact.variance);
}

TEST(OriginalsRtp, DiceMillionRollsMatchConfiguredRtp) {
  const std::int64_t rtpBp = 9900;
  for (const std::int64_t target : {5000, 1000}) {
    const auto stats = diceStats(target, rtpBp);
    EXPECT_NEAR(stats.rtp, static_cast<double>(rtpBp) / 10000, 0.0001);
    std::int64_t paid = 0;
    for (std::uint64_t nonce = 0; nonce < kRounds; ++nonce) {
      FairStream stream(kServerSeed, kClientSeed, nonce);
      paid += playDice(stream, kStakeMinor, target, rtpBp).payoutMinor;
    }
    const double measured = static_cast<double>(paid) / (static_cast<double>(kRounds) * kStakeMinor);
    expectWithin(target == 5000 ? "PO_DICE target 50.00" : "PO_DICE target 10.00", static_cast<double>(rtpBp) / 10000,
                 measured, stats.variance);
  }
}

// The fair stream is the documented HMAC: block 0 is HMAC(server, "client:nonce").
TEST(OriginalsFair, StreamIsTheDocumentedHmacAndUniform) {
  FairStream stream("key", "client", 7);
  // HMAC-SHA256("key", "client:7") first word, computed independently with
  // `printf 'client:7' | openssl dgst -sha256 -hmac key`.
  EXPECT_EQ(stream.nextWord(), 0xf1695a04U);
  std::array<int, 6> counts{};
  FairStream dice("seed", "c", 1);
  for (int i = 0; i < 60000; ++i) ++counts[dice.below(6)];
  for (const int count : counts) EXPECT_NEAR(count, 10000, 500);
  EXPECT_EQ(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

}  // namespace

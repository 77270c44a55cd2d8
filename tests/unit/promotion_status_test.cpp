// The per-member promotion state machine (domains/promotions/promotion_status.hpp)
// and the raffle draw (raffle_draw.hpp): every spec status from its inputs.
#include <gtest/gtest.h>

#include "domains/promotions/promotion_status.hpp"
#include "domains/promotions/raffle_draw.hpp"

namespace {

using panalo::services::PromotionStatus;
using panalo::services::StatusInputs;
using panalo::services::statusName;
using panalo::services::statusOf;

StatusInputs at(bool started, bool ended, std::optional<std::string> stored, bool met = false) {
  StatusInputs inputs;
  inputs.started = started;
  inputs.ended = ended;
  inputs.stored = std::move(stored);
  inputs.requirementMet = met;
  return inputs;
}

TEST(PromotionStatus, EverySpecStatusFromItsInputs) {
  EXPECT_EQ(statusOf(at(false, false, std::nullopt)), PromotionStatus::ComingSoon);
  EXPECT_EQ(statusOf(at(true, false, std::nullopt)), PromotionStatus::Join);
  EXPECT_EQ(statusOf(at(true, false, "joined", false)), PromotionStatus::Joined);
  EXPECT_EQ(statusOf(at(true, false, "joined", true)), PromotionStatus::Claim);
  EXPECT_EQ(statusOf(at(true, false, "applying")), PromotionStatus::Applying);
  EXPECT_EQ(statusOf(at(true, false, "process")), PromotionStatus::Process);
  EXPECT_EQ(statusOf(at(true, false, "paying")), PromotionStatus::Process);
  EXPECT_EQ(statusOf(at(true, false, "rejected")), PromotionStatus::Rejected);
  EXPECT_EQ(statusOf(at(true, false, "issued")), PromotionStatus::Issued);
  EXPECT_EQ(statusOf(at(true, false, "claimed")), PromotionStatus::Claimed);
  EXPECT_EQ(statusOf(at(true, true, std::nullopt)), PromotionStatus::Close);
  EXPECT_EQ(statusOf(at(true, true, "joined", true)), PromotionStatus::Close) << "an unclaimed bonus ends with it";
}

TEST(PromotionStatus, OutcomesAndPendingDecisionsOutliveTheEnd) {
  EXPECT_EQ(statusOf(at(true, true, "claimed")), PromotionStatus::Claimed);
  EXPECT_EQ(statusOf(at(true, true, "issued")), PromotionStatus::Issued);
  EXPECT_EQ(statusOf(at(true, true, "rejected")), PromotionStatus::Rejected);
  EXPECT_EQ(statusOf(at(true, true, "applying")), PromotionStatus::Applying);
  EXPECT_EQ(statusOf(at(true, true, "process")), PromotionStatus::Process);
}

TEST(PromotionStatus, WireNamesAreTheSpecWords) {
  EXPECT_EQ(statusName(PromotionStatus::ComingSoon), "comingSoon");
  EXPECT_EQ(statusName(PromotionStatus::Join), "Join");
  EXPECT_EQ(statusName(PromotionStatus::Claimed), "Claimed");
  EXPECT_EQ(statusName(PromotionStatus::Close), "Close");
}

TEST(RaffleDraw, PicksByWeightFromTheStoredBytes) {
  const std::vector<panalo::services::RafflePrize> prizes = {{1, "big", 5000, 1}, {2, "small", 500, 3}};
  const std::string zeros(64, '0');
  auto outcome = panalo::services::drawPrize(prizes, zeros);
  EXPECT_EQ(outcome.totalWeight, 4);
  EXPECT_EQ(outcome.pick, 0);
  EXPECT_EQ(outcome.prizeIndex, 0u);
  outcome = panalo::services::drawPrize(prizes, "0000000000000001" + std::string(48, 'f'));
  EXPECT_EQ(outcome.pick, 1);
  EXPECT_EQ(outcome.prizeIndex, 1u);
  outcome = panalo::services::drawPrize(prizes, "ffffffffffffffff" + std::string(48, '0'));
  EXPECT_EQ(outcome.pick, 3);  // 2^64-1 mod 4
  EXPECT_EQ(outcome.prizeIndex, 1u);
  EXPECT_THROW(panalo::services::drawPrize({}, zeros), std::invalid_argument);
  EXPECT_THROW(panalo::services::drawPrize(prizes, "xyz"), std::invalid_argument);
  EXPECT_THROW(panalo::services::drawPrize(prizes, std::string(64, 'G')), std::invalid_argument);
}

}  // namespace

// The commission rules (commission_calculator.hpp) on small trees worked out
// by hand: tiers by the team's minimums, the differential below contracted
// downline agents, a period the players won, the real-time salary's per-bet
// rule, rounding down, and the same input giving the same lines.
#include <gtest/gtest.h>

#include "domains/agents/commission_calculator.hpp"

namespace {

using panalo::services::BetFact;
using panalo::services::CommissionInput;
using panalo::services::computeCommissions;
using panalo::services::ContractTerms;
using panalo::services::MemberFacts;

// 1 top agent; 2 its sub-agent; 3 top's member; 4 and 5 the sub-agent's members.
CommissionInput tree(const std::string& kind) {
  CommissionInput input;
  input.kind = kind;
  input.nodes = {{2, 1}, {3, 1}, {4, 2}, {5, 2}};
  return input;
}

MemberFacts played(std::int64_t validBet, std::int64_t winLoss) { return {validBet, winLoss, {}}; }

TEST(CommissionCalculator, DividendsAreDifferentialBelowAContractedSubAgent) {
  auto input = tree("dividend");
  input.contracts[1] = {10, {{3000, 0, 0, 0}}, 0, 0, 0};
  input.contracts[2] = {20, {{2000, 0, 0, 0}}, 0, 0, 0};
  input.facts[3] = played(10000, -10000);  // the house wins 100.00 in top's own part
  input.facts[4] = played(20000, -8000);   // and 80.00 - 30.00 = 50.00 in the sub-agent's team
  input.facts[5] = played(5000, 3000);
  const auto lines = computeCommissions(input);
  ASSERT_EQ(lines.size(), 2U);
  EXPECT_EQ(lines[0].agentId, 1);
  EXPECT_EQ(lines[0].amountMinor, 3000 + 500) << "30% of 100.00, and 30% - 20% of 50.00";
  EXPECT_EQ(lines[0].profitLossMinor, 15000);
  EXPECT_EQ(lines[0].activeMembers, 3);
  EXPECT_EQ(lines[1].agentId, 2);
  EXPECT_EQ(lines[1].amountMinor, 1000);
  EXPECT_EQ(lines[1].contractId, 20);
  // Reproducible: the same input, the same lines.
  const auto again = computeCommissions(input);
  for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_EQ(again[i].amountMinor, lines[i].amountMinor);
}

TEST(CommissionCalculator, APeriodThePlayersWonPaysNothingAndOwesNothing) {
  auto input = tree("dividend");
  input.contracts[1] = {10, {{3000, 0, 0, 0}}, 0, 0, 0};
  input.facts[3] = played(10000, 9000);
  const auto lines = computeCommissions(input);
  ASSERT_EQ(lines.size(), 1U);
  EXPECT_EQ(lines[0].amountMinor, 0);
  EXPECT_EQ(lines[0].profitLossMinor, -9000);
}

TEST(CommissionCalculator, TheHighestTierWhoseMinimumsTheTeamMeetsApplies) {
  auto input = tree("daily");
  input.contracts[1] = {10, {{100, 0, 0, 0}, {200, 3, 30000, 0}, {300, 4, 0, 0}}, 0, 0, 0};
  input.facts[3] = played(10000, 0);
  input.facts[4] = played(10000, 0);
  input.facts[5] = played(10001, 0);
  auto lines = computeCommissions(input);
  ASSERT_EQ(lines.size(), 1U);
  EXPECT_EQ(lines[0].tier, 2) << "3 active and 300.01 of valid bets; 4 active are not there";
  EXPECT_EQ(lines[0].rateBp, 200);
  EXPECT_EQ(lines[0].amountMinor, 600) << "2% of 300.01, rounded down";
  input.contracts[1].tiers = {{100, 10, 0, 0}};
  lines = computeCommissions(input);
  EXPECT_FALSE(lines[0].tier.has_value());
  EXPECT_EQ(lines[0].amountMinor, 0);
}

TEST(CommissionCalculator, ADownlinePayingMoreLeavesTheUplineNothingOnThatTeam) {
  auto input = tree("daily");
  input.contracts[1] = {10, {{100, 0, 0, 0}}, 0, 0, 0};
  input.contracts[2] = {20, {{300, 0, 0, 0}}, 0, 0, 0};
  input.facts[4] = played(100000, 0);
  const auto lines = computeCommissions(input);
  EXPECT_EQ(lines[0].amountMinor, 0) << "never below zero on a downline's team";
  EXPECT_EQ(lines[1].amountMinor, 3000);
}

TEST(CommissionCalculator, TheRealTimeSalaryCountsEachSingleBetAboveTheFloor) {
  auto input = tree("realtime");
  input.contracts[1] = {10, {}, 50, 100, 1000};  // 0.5% of won, 1% of lost bets of 10.00 or more
  input.facts[3].bets = {{10000, 10000, 20000}, {20000, 20000, -20000}, {999, 999, -999}, {5000, 5000, 0}};
  const auto lines = computeCommissions(input);
  ASSERT_EQ(lines.size(), 1U);
  EXPECT_EQ(lines[0].amountMinor, 50 + 200);
  EXPECT_FALSE(lines[0].tier.has_value());
  EXPECT_EQ(lines[0].rateBp, 50);
}

TEST(CommissionCalculator, AnAgentsOwnPlayIsNotItsTeams) {
  auto input = tree("daily");
  input.contracts[2] = {20, {{1000, 0, 0, 0}}, 0, 0, 0};
  input.facts[2] = played(50000, -50000);  // the sub-agent's own bets
  const auto lines = computeCommissions(input);
  EXPECT_EQ(lines[0].amountMinor, 0);
}

TEST(CommissionCalculator, HugeTurnoverDoesNotOverflow) {
  auto input = tree("daily");
  input.contracts[1] = {10, {{10000, 0, 0, 0}}, 0, 0, 0};
  input.facts[3] = played(std::int64_t{4'000'000'000'000'000'000}, 0);
  const auto lines = computeCommissions(input);
  EXPECT_EQ(lines[0].amountMinor, std::int64_t{4'000'000'000'000'000'000});
}

}  // namespace

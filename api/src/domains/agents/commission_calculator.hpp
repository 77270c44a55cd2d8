#pragma once
// What each contracted agent earns in one settlement (issue 16), as a pure
// function of the team tree, the contracts and the members' settled play: no
// clock, no database, so the same data always gives the same result (a
// settlement is reproducible and the benchmark measures only this and the reads).
//
// The rules:
//  * An agent's team is everyone below it in the tree (not the agent itself).
//  * A tier applies when the team meets all its minimums in the period:
//    active members (a settled valid bet), valid bets, and the house's profit
//    (what the players lost). The highest-rate tier met applies; none met pays 0.
//  * What a rate pays on a set of members (the gross):
//      dividend        rate x the house's profit on them (may be negative)
//      daily, hourly   rate x their valid bets
//      realtime        winRate x the valid bet of each won bet and lossRate x
//                      that of each lost bet, counting single bets of at least
//                      singleBet (the tier is none; the win rate is reported)
//  * Differential: below a downline agent B with a contract of the same kind,
//    the agent earns only what its own rate pays on B's team beyond what B's
//    pays (never below 0); on the rest of its team, its full rate. The sum is
//    never below 0: a period the players won pays no dividend and owes none.
//  * Each product is rounded down to the minor unit.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "domains/agents/agents_types.hpp"

namespace panalo::services {

struct TreeNode {
  std::int64_t id = 0;
  std::int64_t uplineId = 0;  // 0: none
};

struct ContractTerms {
  std::int64_t contractId = 0;
  std::vector<ContractTier> tiers;  // any order
  int winRateBp = 0;                // realtime
  int lossRateBp = 0;
  std::int64_t singleBetMinor = 0;
};

struct BetFact {
  std::int64_t betMinor = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t winLossMinor = 0;
};

struct MemberFacts {
  std::int64_t validBetMinor = 0;
  std::int64_t winLossMinor = 0;  // the member's win (+) or loss (-)
  std::vector<BetFact> bets;      // realtime only
};

struct CommissionInput {
  std::string kind;  // dividend, daily, hourly, realtime
  std::vector<TreeNode> nodes;
  std::map<std::int64_t, ContractTerms> contracts;  // by holder id
  std::unordered_map<std::int64_t, MemberFacts> facts;
};

struct CommissionLine {
  std::int64_t agentId = 0;
  std::int64_t contractId = 0;
  std::optional<int> tier;  // 1-based position by ascending rate; none when no tier met or realtime
  int rateBp = 0;
  std::int64_t activeMembers = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t profitLossMinor = 0;  // the house's side: minus the team's win/loss
  std::int64_t amountMinor = 0;
};

// One line per contract holder, by holder id.
std::vector<CommissionLine> computeCommissions(const CommissionInput& input);

}  // namespace panalo::services

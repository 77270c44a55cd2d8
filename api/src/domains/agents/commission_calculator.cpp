#include "domains/agents/commission_calculator.hpp"

#include <algorithm>

namespace panalo::services {
namespace {

using Children = std::unordered_map<std::int64_t, std::vector<std::int64_t>>;
// GCC and clang's 128-bit integer (__extension__: not ISO C++, and -pedantic says so).
__extension__ using Int128 = __int128;

// floor(amount * rate / 10000) without overflow (128-bit product).
std::int64_t applyRate(std::int64_t amount, int rateBp) {
  const Int128 product = static_cast<Int128>(amount) * rateBp;
  Int128 quotient = product / 10000;
  if (product % 10000 != 0 && product < 0) --quotient;  // round toward minus infinity
  return static_cast<std::int64_t>(quotient);
}

// Everyone below `root`, parents before their children.
std::vector<std::int64_t> teamOf(const Children& children, std::int64_t root) {
  std::vector<std::int64_t> team;
  std::vector<std::int64_t> stack{root};
  while (!stack.empty()) {
    const auto id = stack.back();
    stack.pop_back();
    const auto it = children.find(id);
    if (it == children.end()) continue;
    for (const auto child : it->second) {
      team.push_back(child);
      stack.push_back(child);
    }
  }
  return team;
}

struct TeamStats {
  std::int64_t activeMembers = 0;
  std::int64_t validBetMinor = 0;
  std::int64_t winLossMinor = 0;
};

TeamStats statsOf(const CommissionInput& input, const std::vector<std::int64_t>& members) {
  TeamStats stats;
  for (const auto id : members) {
    const auto it = input.facts.find(id);
    if (it == input.facts.end()) continue;
    if (it->second.validBetMinor > 0) ++stats.activeMembers;
    stats.validBetMinor += it->second.validBetMinor;
    stats.winLossMinor += it->second.winLossMinor;
  }
  return stats;
}

struct AppliedRate {
  std::optional<int> tier;
  int rateBp = 0;
};

AppliedRate tierFor(const ContractTerms& terms, const TeamStats& stats) {
  auto tiers = terms.tiers;
  std::sort(tiers.begin(), tiers.end(),
            [](const ContractTier& a, const ContractTier& b) { return a.rateBp < b.rateBp; });
  AppliedRate applied;
  for (std::size_t i = 0; i < tiers.size(); ++i) {
    const auto& tier = tiers[i];
    if (stats.activeMembers >= tier.minActiveMembers && stats.validBetMinor >= tier.minValidBetMinor &&
        -stats.winLossMinor >= tier.minProfitLossMinor) {
      applied.tier = static_cast<int>(i) + 1;
      applied.rateBp = tier.rateBp;
    }
  }
  return applied;
}

// What `terms` at `rate` pays on `members` (see the header).
std::int64_t grossOn(const CommissionInput& input, const ContractTerms& terms, const AppliedRate& rate,
                     const std::vector<std::int64_t>& members) {
  if (input.kind == "realtime") {
    std::int64_t won = 0;
    std::int64_t lost = 0;
    for (const auto id : members) {
      const auto it = input.facts.find(id);
      if (it == input.facts.end()) continue;
      for (const auto& bet : it->second.bets) {
        if (bet.betMinor < terms.singleBetMinor) continue;
        if (bet.winLossMinor > 0) won += bet.validBetMinor;
        if (bet.winLossMinor < 0) lost += bet.validBetMinor;
      }
    }
    return applyRate(won, terms.winRateBp) + applyRate(lost, terms.lossRateBp);
  }
  if (rate.rateBp == 0) return 0;
  const auto stats = statsOf(input, members);
  const auto base = input.kind == "dividend" ? -stats.winLossMinor : stats.validBetMinor;
  return applyRate(base, rate.rateBp);
}

}  // namespace

std::vector<CommissionLine> computeCommissions(const CommissionInput& input) {
  Children children;
  for (const auto& node : input.nodes) {
    if (node.uplineId != 0) children[node.uplineId].push_back(node.id);
  }
  for (auto& [id, list] : children) std::sort(list.begin(), list.end());

  // First pass: each holder's team, figures, rate and gross on its whole team.
  struct Holder {
    std::vector<std::int64_t> team;
    TeamStats stats;
    AppliedRate rate;
    std::int64_t gross = 0;
  };
  std::map<std::int64_t, Holder> holders;
  for (const auto& [holderId, terms] : input.contracts) {
    Holder holder;
    holder.team = teamOf(children, holderId);
    holder.stats = statsOf(input, holder.team);
    if (input.kind == "realtime") {
      holder.rate.rateBp = terms.winRateBp;
    } else {
      holder.rate = tierFor(terms, holder.stats);
    }
    holder.gross = grossOn(input, terms, holder.rate, holder.team);
    holders.emplace(holderId, std::move(holder));
  }

  // Second pass: the differential below the nearest contracted downline agents.
  std::vector<CommissionLine> lines;
  for (const auto& [holderId, terms] : input.contracts) {
    const auto& holder = holders.at(holderId);
    std::vector<std::int64_t> own;
    std::int64_t amount = 0;
    std::vector<std::int64_t> stack{holderId};
    while (!stack.empty()) {
      const auto id = stack.back();
      stack.pop_back();
      const auto it = children.find(id);
      if (it == children.end()) continue;
      for (const auto child : it->second) {
        own.push_back(child);  // a downline agent's own play is the agent's
        const auto downline = holders.find(child);
        if (downline == holders.end()) {
          stack.push_back(child);
          continue;
        }
        const auto mine = grossOn(input, terms, holder.rate, downline->second.team);
        amount += std::max<std::int64_t>(0, mine - downline->second.gross);
      }
    }
    amount += grossOn(input, terms, holder.rate, own);

    CommissionLine line;
    line.agentId = holderId;
    line.contractId = terms.contractId;
    line.tier = input.kind == "realtime" ? std::nullopt : holder.rate.tier;
    line.rateBp = holder.rate.rateBp;
    line.activeMembers = holder.stats.activeMembers;
    line.validBetMinor = holder.stats.validBetMinor;
    line.profitLossMinor = -holder.stats.winLossMinor;
    line.amountMinor = std::max<std::int64_t>(0, amount);
    lines.push_back(line);
  }
  return lines;
}

}  // namespace panalo::services

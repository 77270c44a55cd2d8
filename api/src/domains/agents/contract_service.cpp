#include "domains/agents/contract_service.hpp"

#include <algorithm>

#include "domains/accounts/member_types.hpp"
#include "domains/agents/agent_query.hpp"
#include "domains/agents/team_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kMaxTiers = 10;
constexpr std::int64_t kMaxActiveMembers = 1000000;

[[noreturn]] void notFound() { throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such contract"); }

[[noreturn]] void wrongState() {
  throw DomainError(ErrorKind::Conflict, error_keys::kContractState, "The contract is not in a state for that");
}

std::int64_t moneyOf(const std::string& text, bool zeroAllowed, const char* name) {
  if (zeroAllowed && (text.empty() || text == "0" || text == "0.0" || text == "0.00")) return 0;
  const auto parsed = money::parseAmount(text);
  if (!parsed.ok()) {
    throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                      std::string(name) + ": an amount above zero with at most 2 decimals");
  }
  return parsed.minor;
}

// A percent with up to 2 decimals ("1.25") as basis points (125): the money
// rule's text, read as hundredths of a percent.
int rateOf(const std::string& text, const char* name) {
  const auto parsed = money::parseAmount(text);
  if (!parsed.ok() || parsed.minor > 10000) {
    agent_query::invalid(std::string(name) + " is a percentage from 0.01 to 100.00");
  }
  return static_cast<int>(parsed.minor);
}

void check(repositories::ContractChange change) {
  if (change == repositories::ContractChange::NotFound) notFound();
  if (change == repositories::ContractChange::WrongState) wrongState();
}

}  // namespace

bool ContractService::enabled(const ConsolidatedFunds& flags, const std::string& kind) {
  if (kind == "dividend") return flags.divtypereq == 1;
  if (kind == "daily") return flags.dailysalreqtype == 1;
  if (kind == "hourly") return flags.contracthoursalreqa == 1;
  if (kind == "realtime") return flags.realtimesalreqtype == 1;
  return false;
}

repositories::NewContract ContractService::checkedTerms(const ContractOffer& offer) {
  repositories::NewContract terms;
  terms.kind = agent_query::oneOf(offer.kind, contractKinds(), "", "kind");
  if (terms.kind == "hourly" || terms.kind == "realtime") {
    terms.period = terms.kind;
  } else {
    terms.period = agent_query::oneOf(offer.period, contractPeriods(), "", "period");
  }
  if (terms.kind == "realtime") {
    if (!offer.tiers.empty()) agent_query::invalid("a realtime contract has rates, not tiers");
    terms.winRateBp = rateOf(offer.winRate, "winRate");
    terms.lossRateBp = rateOf(offer.lossRate, "lossRate");
    terms.singleBetMinor = moneyOf(offer.singleBet, true, "singleBet");
    return terms;
  }
  if (offer.tiers.empty() || offer.tiers.size() > kMaxTiers) agent_query::invalid("a contract has 1 to 10 tiers");
  int previous = 0;
  for (const auto& tier : offer.tiers) {
    ContractTier checked;
    checked.rateBp = rateOf(tier.rate, "rate");
    if (checked.rateBp <= previous) agent_query::invalid("tier rates must rise from one tier to the next");
    previous = checked.rateBp;
    if (tier.minActiveMembers < 0 || tier.minActiveMembers > kMaxActiveMembers) {
      agent_query::invalid("minActiveMembers is 0 to 1000000");
    }
    checked.minActiveMembers = tier.minActiveMembers;
    checked.minValidBetMinor = moneyOf(tier.minValidBet, true, "minValidBet");
    checked.minProfitLossMinor = moneyOf(tier.minProfitLoss, true, "minProfitLoss");
    terms.tiers.push_back(checked);
  }
  return terms;
}

AgentContractView ContractService::list(const repositories::Member& agent) {
  TeamService::requireAgent(agent);
  return {flags_.flagsOf(agent.id), {contracts_.held(agent.id), contracts_.granted(agent.id)}};
}

Contract ContractService::offer(const repositories::Member& agent, const ContractOffer& offer) {
  TeamService::requireAgent(agent);
  auto terms = checkedTerms(offer);
  if (!enabled(flags_.flagsOf(agent.id), terms.kind)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kContractFeatureOff,
                      "That kind of contract is not enabled for you");
  }
  // Only the agent's own (first-level) sub-agents: deeper ones get theirs from their upline.
  const auto holder = teams_.memberOfTeam(agent.id, offer.account);
  if (!holder || holder->level != 1 || !member_types::isAgent(holder->typeCode)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such sub-agent in your team");
  }
  const auto own = contracts_.active(agent.id, terms.kind);
  if (!own) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kContractNeedsOwn,
                      "You hold no contract of that kind to share");
  }
  Contract asked;
  asked.tiers = terms.tiers;
  asked.winRateBp = terms.winRateBp;
  asked.lossRateBp = terms.lossRateBp;
  const bool above = terms.kind == "realtime" ? (*terms.winRateBp > own->winRateBp.value_or(0) ||
                                                 *terms.lossRateBp > own->lossRateBp.value_or(0))
                                              : asked.topRateBp() > own->topRateBp();
  if (above) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kContractRateAboveOwn,
                      "An offer cannot pay more than your own contract");
  }
  terms.holderId = holder->id;
  terms.grantorId = agent.id;
  const auto id = contracts_.create(terms, false);
  return *contracts_.find(id);
}

Contract ContractService::process(const repositories::Member& agent, std::int64_t contractId,
                                  const std::string& action) {
  TeamService::requireAgent(agent);
  if (action == "accept") {
    check(contracts_.accept(contractId, agent.id));
  } else if (action == "reject") {
    check(contracts_.reject(contractId, agent.id));
  } else if (action == "terminate") {
    check(contracts_.requestTermination(contractId, agent.id));
  } else if (action == "acceptTermination" || action == "rejectTermination") {
    check(contracts_.decideTermination(contractId, agent.id, action == "acceptTermination"));
  } else {
    agent_query::invalid("action must be accept, reject, terminate, acceptTermination or rejectTermination");
  }
  return *contracts_.find(contractId);
}

repositories::Member ContractService::agentNamed(const std::string& account) {
  const auto member = members_.findByAccount(account);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no account named " + account);
  TeamService::requireAgent(*member);
  return *member;
}

Contract ContractService::grant(const ContractOffer& offer) {
  const auto holder = agentNamed(offer.account);
  auto terms = checkedTerms(offer);
  terms.holderId = holder.id;
  const auto id = contracts_.create(terms, true);
  return *contracts_.find(id);
}

void ContractService::terminate(std::int64_t contractId) { check(contracts_.terminateNow(contractId)); }

void ContractService::decideTermination(std::int64_t contractId, bool accept) {
  check(contracts_.decideTermination(contractId, std::nullopt, accept));
}

std::vector<Contract> ContractService::heldBy(const std::string& account) {
  return contracts_.held(agentNamed(account).id);
}

ConsolidatedFunds ContractService::features(const std::string& account) {
  return flags_.flagsOf(agentNamed(account).id);
}

void ContractService::setFeatures(const std::string& account, const ConsolidatedFunds& flags) {
  flags_.setFlags(agentNamed(account).id, flags);
}

}  // namespace panalo::services

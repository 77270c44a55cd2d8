#pragma once
// Agent contracts (issue 16; spec sections 3 and 4): an agent offers a
// dividend, daily, hourly or real-time salary contract to one of its own
// sub-agents; the sub-agent accepts or rejects it; either party asks to
// terminate an active one and the other decides. An offer never pays more than
// the agent's own contract of that kind, and accepting a contract whose rates
// are lower than what the holder gave its own downline ends those downline
// contracts (undercut). The operator enables the kinds per agent (the
// consolidated flags) and grants top-level agents their contracts.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_extras_service.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/agents/agents_types.hpp"
#include "domains/agents/contract_repository.hpp"
#include "domains/agents/team_repository.hpp"

namespace panalo::services {

// An offer as sent: rates are percent text ("1.25"), amounts money text.
struct ContractTierText {
  std::string rate;
  std::int64_t minActiveMembers = 0;
  std::string minValidBet = "0";
  std::string minProfitLoss = "0";
};

struct ContractOffer {
  std::string account;  // the holder
  std::string kind;
  std::string period;  // dividend and daily; hourly and realtime have their own
  std::vector<ContractTierText> tiers;
  std::string winRate;  // realtime
  std::string lossRate;
  std::string singleBet;
};

struct AgentContractView {
  ConsolidatedFunds features;
  ContractList contracts;
};

class ContractService {
 public:
  ContractService(repositories::ContractRepository& contracts, repositories::TeamRepository& teams,
                  repositories::MemberRepository& members, MemberExtrasService& flags)
      : contracts_(contracts), teams_(teams), members_(members), flags_(flags) {}

  AgentContractView list(const repositories::Member& agent);
  // Throws invalid_parameter (and the money keys), contract_feature_off,
  // contract_needs_own, contract_rate_above_own, not_found.
  Contract offer(const repositories::Member& agent, const ContractOffer& offer);
  // action: accept, reject, terminate, acceptTermination, rejectTermination.
  // Throws invalid_parameter, not_found, contract_state.
  Contract process(const repositories::Member& agent, std::int64_t contractId, const std::string& action);

  // The operator. grant: a contract in force at once for any agent (no rate
  // ceiling: the operator sets the top of the tree). Throws not_found,
  // not_an_agent, invalid_parameter.
  Contract grant(const ContractOffer& offer);
  void terminate(std::int64_t contractId);
  // Decides a termination request on an operator's grant.
  void decideTermination(std::int64_t contractId, bool accept);
  std::optional<Contract> find(std::int64_t id) { return contracts_.find(id); }
  std::vector<Contract> heldBy(const std::string& account);
  // The consolidated flags of an agent: which kinds it may use.
  ConsolidatedFunds features(const std::string& account);
  void setFeatures(const std::string& account, const ConsolidatedFunds& flags);

  // Whether the flags enable `kind`.
  static bool enabled(const ConsolidatedFunds& flags, const std::string& kind);

 private:
  repositories::NewContract checkedTerms(const ContractOffer& offer);
  repositories::Member agentNamed(const std::string& account);

  repositories::ContractRepository& contracts_;
  repositories::TeamRepository& teams_;
  repositories::MemberRepository& members_;
  MemberExtrasService& flags_;
};

}  // namespace panalo::services

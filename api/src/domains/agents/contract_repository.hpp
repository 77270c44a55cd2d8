#pragma once
// Agent contracts, their tiers and termination requests (0029). Every change
// of state is one transaction that locks the contract row first, so two
// parties pressing buttons at once see one outcome and a clear refusal.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "domains/agents/agents_types.hpp"
#include "domains/agents/commission_calculator.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct NewContract {
  std::int64_t holderId = 0;
  std::optional<std::int64_t> grantorId;  // none: the operator
  std::string kind;
  std::string period;
  std::vector<services::ContractTier> tiers;
  std::optional<int> winRateBp;
  std::optional<int> lossRateBp;
  std::optional<std::int64_t> singleBetMinor;
};

// Why a state change did not happen.
enum class ContractChange { Done, NotFound, WrongState };

class ContractRepository {
 public:
  explicit ContractRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::optional<services::Contract> find(std::int64_t id);
  // Contracts the member holds / gave: open ones and those ended within 90 days.
  std::vector<services::Contract> held(std::int64_t holderId);
  std::vector<services::Contract> granted(std::int64_t grantorId);
  // The contract of `kind` in force for the holder.
  std::optional<services::Contract> active(std::int64_t holderId, const std::string& kind);
  // Kinds in force per member, for the team list.
  std::map<std::int64_t, std::vector<std::string>> activeKinds(const std::vector<std::int64_t>& memberIds);

  // An offer (pending) or, for the operator's grant, a contract in force at
  // once. A waiting offer of the same kind ends (replaced); a grant also ends
  // the contract in force. Returns the id.
  std::int64_t create(const NewContract& contract, bool activeAtOnce);
  // The holder accepts a pending offer: the contract in force of that kind ends
  // (replaced), and the holder's own downline contracts of that kind that
  // could now pay more than the holder's new top rate end (undercut).
  ContractChange accept(std::int64_t contractId, std::int64_t holderId);
  ContractChange reject(std::int64_t contractId, std::int64_t holderId);
  // A party asks to end an active contract; none may be open already.
  ContractChange requestTermination(std::int64_t contractId, std::int64_t partyId);
  // The other party decides an open request; the operator (partyId none)
  // decides requests on its own grants.
  ContractChange decideTermination(std::int64_t contractId, std::optional<std::int64_t> partyId, bool accept);
  // The operator ends a contract at once.
  ContractChange terminateNow(std::int64_t contractId);

  // Contracts of `kind` and `period` in force at the instant `end` (accepted
  // before it and not ended by then), by holder.
  std::map<std::int64_t, services::ContractTerms> inForce(const std::string& kind, const std::string& period,
                                                          const std::string& end);
  // Each (kind, period) with a contract in force now or ended within `days`,
  // and its earliest acceptance (epoch seconds).
  struct PeriodUse {
    std::string kind;
    std::string period;
    std::int64_t firstAcceptedEpoch = 0;
  };
  std::vector<PeriodUse> periodsInUse(int days);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

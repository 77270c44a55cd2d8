#pragma once
// Member calls beside /wps/member/info: the consolidated contract flags (not
// for trial accounts: in_need_true_account) and the server-drawn avatar.

#include <string>

#include "domains/accounts/member_contract_repository.hpp"
#include "domains/accounts/member_repository.hpp"

namespace panalo::services {

// The member's consolidated contract flags, as the contract table holds them.
struct ConsolidatedFunds {
  int dailysalreqtype = 0;
  int divtypereq = 0;
  int contracthoursalreqa = 0;
  int realtimesalreqtype = 0;
};

class MemberExtrasService {
 public:
  explicit MemberExtrasService(repositories::MemberContractRepository& contracts) : contracts_(contracts) {}

  // Throws DomainError(Forbidden, "in_need_true_account") for a trial account.
  ConsolidatedFunds consolidatedFunds(const repositories::Member& member);
  // The flags as stored, for any account (the agents domain's checks); zeros
  // for an unknown id.
  ConsolidatedFunds flagsOf(std::int64_t memberId);
  // The operator's switch; each flag 0 or 1. Throws not_found for an unknown id.
  void setFlags(std::int64_t memberId, const ConsolidatedFunds& flags);
  // The member's identicon, base64 PNG; seeded by the member id, which never changes.
  std::string iconBase64(const repositories::Member& member);

 private:
  repositories::MemberContractRepository& contracts_;
};

}  // namespace panalo::services

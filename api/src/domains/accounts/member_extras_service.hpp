#pragma once
// Member calls beside /wps/member/info: the consolidated contract flags (not
// for trial accounts: in_need_true_account) and the server-drawn avatar.

#include <nlohmann/json.hpp>

#include <string>

#include "domains/accounts/member_contract_repository.hpp"
#include "domains/accounts/member_repository.hpp"

namespace panalo::services {

class MemberExtrasService {
 public:
  explicit MemberExtrasService(repositories::MemberContractRepository& contracts) : contracts_(contracts) {}

  // {dailysalreqtype, divtypereq, contracthoursalreqa, realtimesalreqtype}.
  // Throws DomainError(Forbidden, "in_need_true_account") for a trial account.
  nlohmann::json consolidatedFunds(const repositories::Member& member);
  // The member's identicon, base64 PNG; seeded by the member id, which never changes.
  std::string iconBase64(const repositories::Member& member);

 private:
  repositories::MemberContractRepository& contracts_;
};

}  // namespace panalo::services

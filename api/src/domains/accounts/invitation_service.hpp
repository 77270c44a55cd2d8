#pragma once
// Invitation codes (spec sections 3 and 7: affiliate check, registration
// affiliateCode / referralCode). An affiliate code belongs to an agent, may be
// bound to one domain, and makes that agent the new member's upline; a
// referral code belongs to a member and makes that member the referrer.
// A code that does not resolve is invitation_code_error, whatever the reason
// (unknown, inactive, wrong domain, owner disabled): the answer does not help
// anyone probe which codes exist.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/invitation_repository.hpp"
#include "domains/accounts/member_repository.hpp"

namespace panalo::services {

struct InvitationLinks {
  std::optional<std::int64_t> uplineId;
  std::optional<std::int64_t> referrerId;
};

class InvitationService {
 public:
  InvitationService(repositories::InvitationRepository& invitations, repositories::MemberRepository& members)
      : invitations_(invitations), members_(members) {}

  // GET /wps/agent/affiliate: the code as stored, or DomainError.
  std::string checkAffiliate(const std::string& code, const std::string& domain);
  // Registration: empty codes are "none"; a non-empty one must resolve.
  InvitationLinks resolve(const std::string& affiliateCode, const std::string& referralCode, const std::string& domain);

  // Operator: throws DomainError (not_found, not_an_agent, invalid_parameter,
  // affiliate_code_exists).
  void addAffiliate(const std::string& agentAccount, const std::string& code, const std::string& domain);
  std::vector<repositories::AffiliateCode> listAffiliates() { return invitations_.listAffiliates(); }

  // Lower-cased domain; empty stays empty; throws invalid_parameter when it is no host name.
  static std::string normalizeDomain(const std::string& domain);

 private:
  repositories::AffiliateCode affiliate(const std::string& code, const std::string& domain);
  std::int64_t referrer(const std::string& code);

  repositories::InvitationRepository& invitations_;
  repositories::MemberRepository& members_;
};

}  // namespace panalo::services

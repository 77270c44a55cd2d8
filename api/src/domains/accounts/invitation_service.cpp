#include "domains/accounts/invitation_service.hpp"

#include <cctype>

#include "domains/accounts/member_types.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kMaxCodeLength = 32;
constexpr std::size_t kMaxDomainLength = 253;

[[noreturn]] void invalidCode() {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvitationCodeError, "Invalid invitation code");
}

// The characters the registration form accepts for a code; anything else
// cannot be stored, so it is refused before any query.
bool looksLikeCode(const std::string& code) {
  if (code.empty() || code.size() > kMaxCodeLength) return false;
  for (const char c : code) {
    if (!std::isalnum(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

}  // namespace

std::string InvitationService::normalizeDomain(const std::string& domain) {
  if (domain.size() > kMaxDomainLength) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "domain is too long");
  }
  std::string lower;
  for (const char c : domain) {
    const auto u = static_cast<unsigned char>(c);
    if (!std::isalnum(u) && c != '.' && c != '-') {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "domain must be a host name");
    }
    lower.push_back(static_cast<char>(std::tolower(u)));
  }
  return lower;
}

repositories::AffiliateCode InvitationService::affiliate(const std::string& code, const std::string& domain) {
  if (!looksLikeCode(code)) invalidCode();
  const auto found = invitations_.findAffiliate(code);
  if (!found || !found->active || !found->agentActive || !member_types::isAgent(found->agentTypeCode)) invalidCode();
  if (!found->domain.empty() && found->domain != normalizeDomain(domain)) invalidCode();
  return *found;
}

std::int64_t InvitationService::referrer(const std::string& code) {
  if (!looksLikeCode(code)) invalidCode();
  const auto owner = invitations_.findReferralOwner(code);
  // Trial accounts are throwaway: they cannot invite.
  if (!owner || !owner->active || member_types::isTrial(owner->typeCode) || !member_types::canLogIn(owner->typeCode)) {
    invalidCode();
  }
  return owner->memberId;
}

std::string InvitationService::checkAffiliate(const std::string& code, const std::string& domain) {
  if (code.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInputCannotBeEmpty, "code is required");
  }
  normalizeDomain(domain);  // a malformed domain is the caller's mistake, said as such
  return affiliate(code, domain).code;
}

InvitationLinks InvitationService::resolve(const std::string& affiliateCode, const std::string& referralCode,
                                           const std::string& domain) {
  InvitationLinks links;
  if (!affiliateCode.empty()) links.uplineId = affiliate(affiliateCode, domain).agentId;
  if (!referralCode.empty()) links.referrerId = referrer(referralCode);
  return links;
}

void InvitationService::addAffiliate(const std::string& agentAccount, const std::string& code,
                                     const std::string& domain) {
  if (!looksLikeCode(code)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "an affiliate code is 1 to 32 letters and digits");
  }
  const auto agent = members_.findByAccount(agentAccount);
  if (!agent) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no account named " + agentAccount);
  if (!member_types::isAgent(agent->typeCode)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kNotAnAgent, agentAccount + " is not an agent");
  }
  const auto normalized = normalizeDomain(domain);
  invitations_.addAffiliate(agent->id, code,
                            normalized.empty() ? std::nullopt : std::optional<std::string>(normalized));
}

}  // namespace panalo::services

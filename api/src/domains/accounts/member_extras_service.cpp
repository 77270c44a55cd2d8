#include "domains/accounts/member_extras_service.hpp"

#include <openssl/evp.h>

#include "domains/accounts/identicon.hpp"
#include "domains/accounts/member_types.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

ConsolidatedFunds MemberExtrasService::consolidatedFunds(const repositories::Member& member) {
  if (member_types::isTrial(member.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "This needs a real account");
  }
  const auto flags = contracts_.consolidated(member.id);
  if (!flags)
    throw DomainError(ErrorKind::Unauthenticated, error_keys::kNotLoggedIn, "You are not logged in, please log in");
  return {flags->dailysalreqtype, flags->divtypereq, flags->contracthoursalreqa, flags->realtimesalreqtype};
}

ConsolidatedFunds MemberExtrasService::flagsOf(std::int64_t memberId) {
  const auto flags = contracts_.consolidated(memberId);
  if (!flags) return {};
  return {flags->dailysalreqtype, flags->divtypereq, flags->contracthoursalreqa, flags->realtimesalreqtype};
}

void MemberExtrasService::setFlags(std::int64_t memberId, const ConsolidatedFunds& flags) {
  if (!contracts_.setConsolidated(
          memberId, {flags.dailysalreqtype, flags.divtypereq, flags.contracthoursalreqa, flags.realtimesalreqtype})) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no such account");
  }
}

std::string MemberExtrasService::iconBase64(const repositories::Member& member) {
  const auto png = renderIdenticonPng("panalo-member-icon:" + std::to_string(member.id));
  std::string text(4 * ((png.size() + 2) / 3) + 1, '\0');
  const int length =
      EVP_EncodeBlock(reinterpret_cast<unsigned char*>(text.data()), png.data(), static_cast<int>(png.size()));
  text.resize(static_cast<std::size_t>(length));
  return text;
}

}  // namespace panalo::services

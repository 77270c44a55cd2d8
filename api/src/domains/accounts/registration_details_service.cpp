#include "domains/accounts/registration_details_service.hpp"

#include "domains/accounts/registration_details_masking.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

template <typename Mask>
std::optional<std::string> masked(const std::optional<std::string>& value, Mask mask) {
  if (!value || value->empty()) return std::nullopt;
  return mask(*value);
}

}  // namespace

MaskedRegistrationDetails RegistrationDetailsService::forMember(std::int64_t memberId) {
  const auto stored = details_.find(memberId);
  if (!stored) throw DomainError(ErrorKind::Unauthenticated, error_keys::kNotLoggedIn, "You are not logged in");
  const auto& d = stored->details;
  MaskedRegistrationDetails out;
  out.payeeName = masked(d.payeeName, masking::maskName);
  out.email = masked(stored->email, masking::maskEmailAddress);
  out.mobileNum = masked(stored->mobileNum, [&](const std::string& number) {
    return masking::maskMobile(stored->countryDialingCode, number);
  });
  out.qqNum = masked(d.qqNum, masking::maskContact);
  out.line = masked(d.line, masking::maskContact);
  out.whatsapp = masked(d.whatsapp, masking::maskContact);
  out.facebook = masked(d.facebook, masking::maskContact);
  out.wechat = masked(d.wechat, masking::maskContact);
  out.idNumber = masked(d.idNumber, masking::maskIdNumber);
  out.recommenderId = d.recommenderId && !d.recommenderId->empty() ? d.recommenderId : std::nullopt;
  out.fundsPasswordSet = stored->fundsPasswordSet;
  return out;
}

}  // namespace panalo::services

#include "domains/verification/sms_login_service.hpp"

#include "domains/accounts/member_types.hpp"
#include "domains/system/feature_switch.hpp"
#include "domains/verification/phone_number.hpp"

namespace panalo::services {

LoginValue SmsLoginService::login(const LoginRequest& request, const std::string& ip) {
  requireFeature(flags_, kFlag);
  const auto phone = checkPhoneNumber(request.mobileNum, request.countryDialingCode, registrationSettings_.settings());
  const auto& code = request.verificationCode;

  const auto memberId = contacts_.findVerifiedByMobile(phone.dialingCode, phone.mobileNum);
  // Checked whether or not a member has proven the number: the others were
  // sent no code, so they get the same answers as a wrong guess (and count
  // towards the same lock).
  const auto codeMember = codes_.consume({CodePurpose::SmsLogin, phone.destination(), code, ip, memberId});
  const auto member = memberId && codeMember == memberId ? members_.findById(*memberId) : std::nullopt;
  if (!member) {
    throw DomainError(ErrorKind::Unauthenticated, error_keys::kVerificationCodeInvalid,
                      "The verification code is not valid or missing");
  }
  if (!member_types::canLogIn(member->typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kNonMemberLogin, "Non-member account unable to login");
  }
  if (!member->active) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kAccountDisabled,
                      "This account is disabled, contact customer service");
  }
  logins_.runGates({*member, code, ip, LoginMethod::Sms});
  auto value = logins_.startSession(*member, request.rememberMe, ip);
  // The phone was just proven; an old or operator-set password is no reason
  // to stop this login (both flags are false after an SMS login).
  value.passwordExpired = false;
  value.defaultPassword = false;
  return value;
}

}  // namespace panalo::services

#include "domains/verification/sms_login_service.hpp"

#include "domains/accounts/member_types.hpp"
#include "domains/system/feature_switch.hpp"
#include "domains/verification/phone_number.hpp"
#include "platform/http/payload_fields.hpp"

namespace panalo::services {

bool SmsLoginService::isSmsLogin(const nlohmann::json& payload) {
  const auto type = payload.find("type");
  return type != payload.end() && type->is_string() && type->get<std::string>() == "sms";
}

LoginValue SmsLoginService::login(const nlohmann::json& payload, const std::string& ip) {
  requireFeature(flags_, kFlag);
  const auto phone = readPhoneNumber(payload, "mobileNum", registrationSettings_.settings());
  const auto code = stringField(payload, "verificationCode");
  const bool rememberMe = boolField(payload, "rememberMe", false);

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
  logins_.runGates({*member, payload, ip, LoginMethod::Sms});
  auto value = logins_.startSession(*member, rememberMe, ip);
  // The phone was just proven; an old or operator-set password is no reason
  // to stop this login (both flags are false after an SMS login).
  value.passwordExpired = false;
  value.defaultPassword = false;
  return value;
}

}  // namespace panalo::services

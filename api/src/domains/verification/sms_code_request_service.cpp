#include "domains/verification/sms_code_request_service.hpp"

#include "domains/verification/phone_number.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

// "login" (the default, as the spec's clients send none) or "password".
CodePurpose noLoginPurpose(const std::string& purpose) {
  if (purpose.empty() || purpose == "login") return CodePurpose::SmsLogin;
  if (purpose == "password") return CodePurpose::PasswordSet;
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "purpose is \"login\" or \"password\"");
}

SendCaptcha captchaOf(const SmsCodeRequest& request) { return {request.captchaId, request.captcha}; }

}  // namespace

int SmsCodeRequestService::sendNoLoginCode(const SmsCodeRequest& request, const std::string& ip) {
  const auto phone = checkPhoneNumber(request.mobileNum, request.countryDialingCode, registrationSettings_.settings());
  const auto purpose = noLoginPurpose(request.purpose);
  const auto captcha = captchaOf(request);
  // Only a number its member proved gets a code; any other (a stranger's, or
  // one typed in at registration and never proven) gets a decoy and the same answer.
  const auto memberId = contacts_.findVerifiedByMobile(phone.dialingCode, phone.mobileNum);
  return codes_.send({purpose, CodeChannel::Sms, phone.destination(), memberId, ip, memberId.has_value(), captcha});
}

int SmsCodeRequestService::sendRegisterCode(const SmsCodeRequest& request, const std::string& ip) {
  if (!registrationSettings_.registrationUsesSmsCodes()) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kFunctionNotEnabled, "This function is not enabled");
  }
  const auto phone = checkPhoneNumber(request.mobileNum, request.countryDialingCode, registrationSettings_.settings());
  const auto captcha = captchaOf(request);
  if (contacts_.findByMobile(phone.dialingCode, phone.mobileNum)) {
    throw DomainError(ErrorKind::Conflict, error_keys::kMobileExists, "This mobile number is already registered");
  }
  return codes_.send({CodePurpose::Register, CodeChannel::Sms, phone.destination(), std::nullopt, ip, true, captcha});
}

}  // namespace panalo::services

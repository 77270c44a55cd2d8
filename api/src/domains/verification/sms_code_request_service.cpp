#include "domains/verification/sms_code_request_service.hpp"

#include "domains/verification/phone_number.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

int SmsCodeRequestService::sendNoLoginCode(const nlohmann::json& body, const std::string& ip) {
  const auto phone = readPhoneNumber(body, "mobileNum", registrationSettings_.settings());
  const auto memberId = contacts_.findByMobile(phone.dialingCode, phone.mobileNum);
  return codes_.send({CodePurpose::NoLogin, CodeChannel::Sms, phone.destination(), memberId, ip, memberId.has_value()});
}

int SmsCodeRequestService::sendRegisterCode(const nlohmann::json& body, const std::string& ip) {
  if (!registrationSettings_.registrationUsesSmsCodes()) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kFunctionNotEnabled, "This function is not enabled");
  }
  const auto phone = readPhoneNumber(body, "mobileNo", registrationSettings_.settings());
  if (contacts_.findByMobile(phone.dialingCode, phone.mobileNum)) {
    throw DomainError(ErrorKind::Conflict, error_keys::kMobileExists, "This mobile number is already registered");
  }
  return codes_.send({CodePurpose::Register, CodeChannel::Sms, phone.destination(), std::nullopt, ip, true});
}

}  // namespace panalo::services

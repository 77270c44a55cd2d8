#include "domains/verification/phone_number.hpp"

#include "panalo/validation/forms.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

std::string PhoneNumber::masked() const {
  const std::size_t shown = mobileNum.size() > 3 ? 3 : 0;
  return "+" + dialingCode + " " + std::string(mobileNum.size() - shown, '*') +
         mobileNum.substr(mobileNum.size() - shown);
}

PhoneNumber checkPhoneNumber(const std::string& mobileNum, const std::string& countryDialingCode,
                             const validation::RegistrationSettings& settings) {
  PhoneNumber phone;
  phone.mobileNum = mobileNum;
  std::string dialingCode = countryDialingCode;
  if (phone.mobileNum.empty() || dialingCode.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kMissingPhoneNumber,
                      "Enter the mobile number and its country dialing code");
  }
  if (!validation::validateSmsCodeRequest({phone.mobileNum, dialingCode}, settings).ok()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidPhoneNumber, "The mobile number is not valid");
  }
  if (dialingCode.front() == '+') dialingCode.erase(0, 1);
  phone.dialingCode = dialingCode;
  return phone;
}

std::string maskEmail(const std::string& email) {
  const auto at = email.find('@');
  if (at == std::string::npos || at == 0) return "***";
  return email.substr(0, 1) + "***" + email.substr(at);
}

}  // namespace panalo::services

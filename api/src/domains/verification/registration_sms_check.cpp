#include "domains/verification/registration_sms_check.hpp"

#include "domains/verification/phone_number.hpp"

namespace panalo::services {

void RegistrationSmsCheck::verify(const std::string& mobileNum, const std::string& countryDialingCode,
                                  const std::string& code) {
  // The registration form was already validated; only the spelling of the
  // dialing code ("+63" or "63") is made the same as when the code was sent.
  const std::string dialingCode = !countryDialingCode.empty() && countryDialingCode.front() == '+'
                                      ? countryDialingCode.substr(1)
                                      : countryDialingCode;
  // No IP reaches this interface; the failure row records none.
  codes_.consume({CodePurpose::Register, PhoneNumber{dialingCode, mobileNum}.destination(), code, "", std::nullopt});
}

}  // namespace panalo::services

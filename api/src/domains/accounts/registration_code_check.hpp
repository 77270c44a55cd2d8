#pragma once
// The proof a registration must carry when REGMOBVERF3 is on: the SMS code
// sent by /wps/verification/sms/register to the number being registered.
// RegistrationService asks through this interface, so it does not depend on
// how codes are made, stored or delivered.

#include <cstdint>
#include <string>

namespace panalo::services {

class RegistrationCodeCheck {
 public:
  virtual ~RegistrationCodeCheck() = default;
  // Consumes the code; throws DomainError verification_code_invalid or
  // verification_code_expired.
  virtual void verify(const std::string& mobileNum, const std::string& countryDialingCode, const std::string& code) = 0;
  // The member just registered with the number verify() accepted: record that
  // it is proven (only proven numbers get login and password codes).
  virtual void numberProven(std::int64_t memberId) = 0;
};

}  // namespace panalo::services

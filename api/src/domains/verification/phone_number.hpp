#pragma once
// A mobile number as the verification calls take it (mobileNum or mobileNo,
// and countryDialingCode), judged by the shared validator with the operator's
// mobileNum rule, exactly as the browser judged it.

#include <string>

#include "panalo/validation/registration_settings.hpp"

namespace panalo::services {

struct PhoneNumber {
  std::string dialingCode;  // digits only, e.g. "63"
  std::string mobileNum;    // digits, e.g. "9171234567"

  // Where codes go and how they are filed: "+639171234567".
  std::string destination() const { return "+" + dialingCode + mobileNum; }
  // For showing to someone who only knows the password: "+63 *******567".
  std::string masked() const;
};

// Throws DomainError(InvalidInput): missing_phone_number when the number or
// the dialing code is empty, invalid_phone_number when either fails its rule.
PhoneNumber checkPhoneNumber(const std::string& mobileNum, const std::string& countryDialingCode,
                             const validation::RegistrationSettings& settings);

// "j***@example.com": the first character and the domain only.
std::string maskEmail(const std::string& email);

}  // namespace panalo::services

#pragma once
// RegistrationCodeCheck backed by the verification codes of purpose "register".

#include "domains/accounts/registration_code_check.hpp"
#include "domains/verification/verification_code_service.hpp"

namespace panalo::services {

class RegistrationSmsCheck : public RegistrationCodeCheck {
 public:
  explicit RegistrationSmsCheck(VerificationCodeService& codes) : codes_(codes) {}
  void verify(const std::string& mobileNum, const std::string& countryDialingCode, const std::string& code) override;

 private:
  VerificationCodeService& codes_;
};

}  // namespace panalo::services

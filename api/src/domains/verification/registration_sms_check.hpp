#pragma once
// RegistrationCodeCheck backed by the verification codes of purpose "register".

#include "domains/accounts/registration_code_check.hpp"
#include "domains/verification/member_contact_repository.hpp"
#include "domains/verification/verification_code_service.hpp"

namespace panalo::services {

class RegistrationSmsCheck : public RegistrationCodeCheck {
 public:
  RegistrationSmsCheck(VerificationCodeService& codes, repositories::MemberContactRepository& contacts)
      : codes_(codes), contacts_(contacts) {}
  void verify(const std::string& mobileNum, const std::string& countryDialingCode, const std::string& code) override;
  void numberProven(std::int64_t memberId) override { contacts_.markMobileVerified(memberId); }

 private:
  VerificationCodeService& codes_;
  repositories::MemberContactRepository& contacts_;
};

}  // namespace panalo::services

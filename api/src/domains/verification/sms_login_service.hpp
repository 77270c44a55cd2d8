#pragma once
// Login by mobile number and SMS code (MOBILEVERCODELOGIN3): the login code
// sent by the no-login call proves the phone; then the same gates and session
// start as a password login. A number no member has proven answers exactly
// like a wrong code.

#include <string>

#include "domains/accounts/alternative_login.hpp"
#include "domains/accounts/login_service.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "domains/system/feature_flag_repository.hpp"
#include "domains/verification/member_contact_repository.hpp"
#include "domains/verification/verification_code_service.hpp"

namespace panalo::services {

class SmsLoginService final : public AlternativeLogin {
 public:
  static constexpr const char* kFlag = "MOBILEVERCODELOGIN3";

  SmsLoginService(VerificationCodeService& codes, repositories::MemberContactRepository& contacts,
                  repositories::MemberRepository& members, LoginService& logins,
                  RegistrationSettingsService& registrationSettings, repositories::FeatureFlagRepository& flags)
      : codes_(codes),
        contacts_(contacts),
        members_(members),
        logins_(logins),
        registrationSettings_(registrationSettings),
        flags_(flags) {}

  // True for a login body of type "sms" (the login route dispatches on it).
  bool handles(const LoginRequest& request) const override { return request.type == "sms"; }

  // {type: "sms", mobileNum, countryDialingCode, verificationCode, rememberMe?}.
  // Throws function_not_enabled (403), a phone key (400),
  // verification_code_invalid/expired, verification_locked (429), non_member_login, account_disabled.
  LoginValue login(const LoginRequest& request, const std::string& ip) override;

 private:
  VerificationCodeService& codes_;
  repositories::MemberContactRepository& contacts_;
  repositories::MemberRepository& members_;
  LoginService& logins_;
  RegistrationSettingsService& registrationSettings_;
  repositories::FeatureFlagRepository& flags_;
};

}  // namespace panalo::services

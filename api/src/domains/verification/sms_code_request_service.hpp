#pragma once
// The two "send me a code" calls:
// - no-login, purpose "login" (SMS login) or "password" (set a password by
//   phone): the same answer whether or not a member has proven the number, so
//   nobody learns which numbers are members'; only a member whose number was
//   proven gets an SMS, yet every request counts against the throttles, the
//   captcha rule and the lock alike.
// - register (REGMOBVERF3, or mobile sign-up without a password): a number already registered is refused with
//   mobile_exists before anything is sent.

#include <string>

#include "domains/accounts/registration_settings_service.hpp"
#include "domains/verification/member_contact_repository.hpp"
#include "domains/verification/verification_code_service.hpp"

namespace panalo::services {

// A "send me a code" body as sent (verification_json reads it).
struct SmsCodeRequest {
  std::string mobileNum;  // the register call names it mobileNo
  std::string countryDialingCode;
  std::string purpose;  // no-login only: "" or "login", or "password"
  std::string captchaId;
  std::string captcha;
};

class SmsCodeRequestService {
 public:
  SmsCodeRequestService(VerificationCodeService& codes, repositories::MemberContactRepository& contacts,
                        RegistrationSettingsService& registrationSettings)
      : codes_(codes), contacts_(contacts), registrationSettings_(registrationSettings) {}

  // → expiredMinutes. Throws invalid_parameter for another purpose, and what
  // VerificationCodeService::send throws.
  int sendNoLoginCode(const SmsCodeRequest& request, const std::string& ip);
  // → expiredMinutes (the purpose is ignored). Throws function_not_enabled (403)
  // when no registration form asks for a code, mobile_exists (409).
  int sendRegisterCode(const SmsCodeRequest& request, const std::string& ip);

 private:
  VerificationCodeService& codes_;
  repositories::MemberContactRepository& contacts_;
  RegistrationSettingsService& registrationSettings_;
};

}  // namespace panalo::services

#include "domains/verification/phone_password_service.hpp"

#include "domains/accounts/member_types.hpp"
#include "domains/verification/phone_number.hpp"
#include "panalo/validation/forms.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/payload_fields.hpp"  // requireValid

namespace panalo::services {
namespace {

[[noreturn]] void invalidCode() {
  throw DomainError(ErrorKind::Unauthenticated, error_keys::kVerificationCodeInvalid,
                    "The verification code is not valid or missing");
}

}  // namespace

LoginValue PhonePasswordService::setPassword(const PhonePasswordRequest& request, const std::string& ip) {
  const auto settings = registrationSettings_.settings();
  const auto phone = checkPhoneNumber(request.mobileNum, request.countryDialingCode, settings);
  const auto& code = request.verificationCode;
  validation::ChangePasswordForm form;
  form.newPassword = request.newPassword;
  form.confirmNewPassword = form.newPassword;  // one password field: nothing to confirm
  form.oldPasswordKnown = true;
  if (code.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kVerificationCodeInvalid,
                      "The verification code is not valid or missing");
  }
  // The rules that do not depend on the account first (form.username is still
  // empty): a refused password says nothing about who has the number.
  requireValid(validation::validateChangePassword(form, settings), {"newPassword"});

  const auto memberId = contacts_.findVerifiedByMobile(phone.dialingCode, phone.mobileNum);
  const CodeAttempt attempt{CodePurpose::PasswordSet, phone.destination(), code, ip, memberId};
  // The code before anything that depends on the account: a wrong code is
  // spent and counted here, so comparing the password with the username below
  // only ever answers someone who holds the phone. A right code stays live
  // until the password is accepted, so a refused password can be corrected.
  codes_.verify(attempt);
  const auto member = memberId ? members_.findById(*memberId) : std::nullopt;
  if (member) {
    form.username = member->account;
    requireValid(validation::validateChangePassword(form, settings), {"newPassword"});
    security::refuseBreachedPassword(breached_, form.newPassword);
  }

  const auto codeMember = codes_.consume(attempt);
  if (!member || codeMember != memberId) invalidCode();
  if (!member_types::canLogIn(member->typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kNonMemberLogin, "Non-member account unable to login");
  }
  if (!member->active) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kAccountDisabled,
                      "This account is disabled, contact customer service");
  }
  resets_.setPasswordEndingSessions(member->id, hasher_.hash(form.newPassword));
  auto value = logins_.startSession(*member, request.rememberMe, ip);
  value.passwordExpired = false;  // the password is brand new
  value.defaultPassword = false;
  return value;
}

}  // namespace panalo::services

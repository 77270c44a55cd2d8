#include "domains/accounts/registration_service.hpp"

#include "domains/accounts/member_types.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/payload_fields.hpp"  // requireValid

namespace panalo::services {
namespace {

std::optional<std::string> presentOrNone(const std::string& value) {
  return value.empty() ? std::nullopt : std::optional<std::string>(value);
}

// Only the fields the operator enabled were validated, so only those are kept;
// a value sent for a hidden field is dropped, as the validators ignore it.
std::optional<std::string> enabledField(const validation::RegistrationForm& form,
                                        const validation::RegistrationSettings& settings, const char* name) {
  if (!settings.rule(name).enabled) return std::nullopt;
  return presentOrNone(form.optionalFields.at(name));
}

repositories::RegistrationDetails detailsOf(const validation::RegistrationForm& form,
                                            const validation::RegistrationSettings& settings) {
  repositories::RegistrationDetails details;
  details.payeeName = enabledField(form, settings, "payeeName");
  details.qqNum = enabledField(form, settings, "qqNum");
  details.line = enabledField(form, settings, "line");
  details.whatsapp = enabledField(form, settings, "whatsapp");
  details.facebook = enabledField(form, settings, "facebook");
  details.wechat = enabledField(form, settings, "wechat");
  details.idNumber = enabledField(form, settings, "idNumber");
  details.recommenderId = enabledField(form, settings, "recommenderId");
  return details;
}

}  // namespace

LoginValue RegistrationService::registerMember(const RegistrationRequest& request, RegistrationMethod method,
                                               const std::string& ip) {
  if (method == RegistrationMethod::Mobile) settings_.requireMobileRegistration();
  const auto settings = settings_.settings();
  const auto& form = request.form;
  const auto& countryDialingCode = request.countryDialingCode;
  // Without MOBILENUMPASSREG3 a mobile sign-up chooses no password: the account
  // signs in by SMS code, and can set a password later by phone.
  const bool choosesPassword = method == RegistrationMethod::Username || settings.mobilePassword;
  bool needsCode = settings.smsVerification;
  if (method == RegistrationMethod::Username) {
    requireValid(validation::validateRegistrationByUsername(form, settings),
                 {"username", "password", "confirmPassword", "mobileNum", "verificationCode"});
  } else {
    requireValid(validation::validateRegistrationByMobile(form, settings),
                 {"mobileNum", "verificationCode", "password", "confirmPassword"});
    needsCode = validation::mobileRegistrationNeedsCode(settings);
  }
  if (!form.mobileNum.empty() || !countryDialingCode.empty()) {
    requireValid(validation::validateSmsCodeRequest({form.mobileNum, countryDialingCode}, settings),
                 {"mobileNum", "countryDialingCode"});
  }
  // A code that does not resolve is the form's mistake, found by a lookup: it
  // refuses before the attempt counts (GET /wps/agent/affiliate answers the
  // same question anyway).
  const auto invitations = resolveInvitations(request);
  // Everything above is cheap; from here on calls cost (an SMS code check,
  // argon2) or tell whether an account exists, so the guard counts and judges
  // the attempt now.
  RegistrationAttempt attempt;
  attempt.ip = ip;
  attempt.captchaId = request.captchaId;
  attempt.captchaAnswer = form.optionalFields.at("captcha");
  attempt.captchaShown = settings.rule("captcha").enabled;
  guard_.admit(attempt);
  if (needsCode) verifySmsCode(form, countryDialingCode);

  repositories::NewMember member;
  member.account = method == RegistrationMethod::Username ? form.username : form.mobileNum;
  member.nickname = member.account;
  member.typeCode = member_types::kMember;
  member.mobileNum = presentOrNone(form.mobileNum);
  member.countryDialingCode = countryDialingCode;
  member.email = presentOrNone(form.optionalFields.at("email"));
  member.details = detailsOf(form, settings);
  member.registeredIp = ip;
  member.uplineId = invitations.uplineId;
  member.referrerId = invitations.referrerId;
  if (members_.findByAccount(member.account)) {
    throw DomainError(ErrorKind::Conflict, error_keys::kAccountExists, "This account name is already taken");
  }
  const auto paymentPassword = enabledField(form, settings, "paymentPassword");
  // The login password only: a payment password is often a short PIN, which
  // every breach corpus holds, and it is a second factor behind the login.
  if (choosesPassword && breached_ != nullptr) security::refuseBreachedPassword(*breached_, form.password);
  member.passwordHash =
      choosesPassword ? hasher_.hash(form.password) : security::PasswordHasher::unusableHash("sms-only");
  // The withdrawal "funds password": hashed like the login password, stored apart from it.
  if (paymentPassword) member.fundsPasswordHash = hasher_.hash(*paymentPassword);
  const auto id = members_.create(member);
  if (needsCode && !form.mobileNum.empty()) codeCheck_->numberProven(id);
  const auto created = members_.findById(id);
  if (!created)
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the new member could not be read back");
  return logins_.startSession(*created, false, ip);
}

// REGMOBVERF3: the code sent to this very number by /wps/verification/sms/register.
void RegistrationService::verifySmsCode(const validation::RegistrationForm& form,
                                        const std::string& countryDialingCode) const {
  if (form.mobileNum.empty()) return;  // an optional number left out: nothing to prove
  if (codeCheck_ == nullptr) {
    throw DomainError(ErrorKind::Unauthenticated, error_keys::kVerificationCodeInvalid,
                      "The verification code is not valid or missing");
  }
  codeCheck_->verify(form.mobileNum, countryDialingCode, form.verificationCode);
}

// ---- Invitation codes ----------------------------------------
// affiliateCode names an agent (the upline), referralCode a member (the
// referrer). Both are resolved before anything is written, so a code that does
// not resolve (400 invitation_code_error) leaves no member behind.
InvitationLinks RegistrationService::resolveInvitations(const RegistrationRequest& request) {
  if (request.affiliateCode.empty() && request.referralCode.empty()) return {};
  if (invitations_ == nullptr) {
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError,
                      "invitation codes are not wired to registration");
  }
  return invitations_->resolve(request.affiliateCode, request.referralCode, request.domain);
}

}  // namespace panalo::services

#include <utility>

#include "field_checks.hpp"
#include "form_result_builder.hpp"
#include "panalo/validation/forms.hpp"
#include "panalo/validation/password_policy.hpp"

namespace panalo::validation {
namespace {

namespace keys = message_keys;
using detail::FieldKeys;
using detail::report;

FieldKeys optionalFieldKeys(std::string_view name) {
  if (name == "payeeName") return {keys::kRealNameFormatIncorrect, keys::kFieldLengthRange, true};
  if (name == "email") return {keys::kEmailFormatIncorrect, keys::kFieldLengthRange, true};
  if (name == "recommenderId" || name == "affiliateCode") {
    return {keys::kInvalidInvitationCode, keys::kFieldLengthRange, true};
  }
  return {keys::kFieldFormatIncorrect, keys::kFieldLengthRange, true};
}

// Only enabled fields are validated; a value sent for a hidden field is ignored.
void checkOptionalFields(const RegistrationForm& form, const RegistrationSettings& settings, FormResult& result) {
  for (const std::string_view name : kOptionalRegistrationFields) {
    const FieldRule& rule = settings.rule(name);
    if (!rule.enabled) continue;
    const auto it = form.optionalFields.find(name);
    const std::string_view value = it == form.optionalFields.end() ? std::string_view() : std::string_view(it->second);
    const FieldKeys fieldKeys = optionalFieldKeys(name);
    std::vector<Message> messages = detail::checkTextField(value, rule, rule.required, fieldKeys);
    // The payment (funds) password guards withdrawals on top of the login: the
    // same secret twice would guard nothing more.
    if (name == "paymentPassword" && !value.empty() && value == form.password) {
      detail::addUnique(messages, Message{keys::kPaymentPasswordEqualsPassword, {}});
    }
    // An e-mail field is always an address, whatever pattern the operator set.
    if (name == "email" && !value.empty() && !isValidEmailAddress(value)) {
      detail::addUnique(messages, Message{keys::kEmailFormatIncorrect, {}});
    }
    report(result, std::string(name), std::move(messages));
  }
}

void checkPasswordPair(const RegistrationForm& form, std::string_view username, const RegistrationSettings& settings,
                       FormResult& result) {
  report(result, "password", checkNewPassword(form.password, username, settings.rule("password"), settings.siteWords));
  report(result, "confirmPassword",
         detail::checkConfirmation(form.confirmPassword, form.password, keys::kIncorrectConfirmation));
}

void checkConsents(const RegistrationForm& form, const RegistrationSettings& settings, FormResult& result) {
  if (!form.termsAccepted) report(result, "termsAccepted", {Message{keys::kTermsNotAccepted, {}}});
  if (!form.ageConfirmed) report(result, "ageConfirmed", {Message{keys::kConfirmAge, {settings.minimumAge}}});
}

}  // namespace

FormResult validateRegistrationByUsername(const RegistrationForm& form, const RegistrationSettings& settings) {
  FormResult result;
  report(result, "username",
         detail::checkTextField(form.username, settings.rule("username"), true,
                                {keys::kAccountFormatIncorrect, keys::kFieldLengthRange, true}));
  checkPasswordPair(form, form.username, settings, result);
  const FieldRule& mobileRule = settings.rule("mobileNum");
  if (mobileRule.enabled) {
    report(result, "mobileNum", detail::checkMobileNumber(form.mobileNum, mobileRule, mobileRule.required));
    // The code proves the number: needed once there is a number to prove.
    const bool numberGiven = mobileRule.required || !form.mobileNum.empty();
    if (settings.smsVerification && numberGiven) {
      report(result, "verificationCode",
             detail::checkVerificationCode(form.verificationCode, settings.rule("verificationCode"), true));
    }
  }
  checkOptionalFields(form, settings, result);
  checkConsents(form, settings, result);
  return result;
}

bool mobileRegistrationNeedsCode(const RegistrationSettings& settings) {
  return settings.smsVerification || !settings.mobilePassword;
}

FormResult validateRegistrationByMobile(const RegistrationForm& form, const RegistrationSettings& settings) {
  FormResult result;
  report(result, "mobileNum", detail::checkMobileNumber(form.mobileNum, settings.rule("mobileNum"), true));
  if (mobileRegistrationNeedsCode(settings)) {
    report(result, "verificationCode",
           detail::checkVerificationCode(form.verificationCode, settings.rule("verificationCode"), true));
  }
  if (settings.mobilePassword) checkPasswordPair(form, std::string_view(), settings, result);
  checkOptionalFields(form, settings, result);
  checkConsents(form, settings, result);
  return result;
}

FormResult validateDownlineAccount(const DownlineAccountForm& form, const RegistrationSettings& settings) {
  FormResult result;
  report(result, "username",
         detail::checkTextField(form.username, settings.rule("username"), true,
                                {keys::kAccountFormatIncorrect, keys::kFieldLengthRange, true}));
  RegistrationForm pair;
  pair.password = form.password;
  pair.confirmPassword = form.confirmPassword;
  checkPasswordPair(pair, form.username, settings, result);
  FieldRule nickname;
  nickname.enabled = true;
  nickname.minLength = 1;
  nickname.maxLength = kDownlineNicknameMax;
  report(result, "nickname",
         detail::checkTextField(form.nickname, nickname, false,
                                {keys::kFieldFormatIncorrect, keys::kFieldLengthRange, true}));
  return result;
}

}  // namespace panalo::validation

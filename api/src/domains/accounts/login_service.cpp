#include "domains/accounts/login_service.hpp"

#include "domains/accounts/device_token.hpp"
#include "domains/accounts/member_types.hpp"
#include "domains/captcha/captcha_service.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/payload_fields.hpp"  // requireValid

namespace panalo::services {
namespace {

enum class Portal { Member, Agent };

// A login request whose fields passed every check, ready for the limiter.
struct CheckedLogin {
  AttemptRequest attempt;
  std::string password;
  bool rememberMe = false;
  Portal portal = Portal::Member;
};

[[noreturn]] void invalidCaptcha() {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidCaptcha, "Invalid captcha", {{"captcha", true}});
}

// Every field is checked before the database is asked anything.
CheckedLogin checkLoginRequest(const LoginRequest& sent, const std::string& ip) {
  if (!sent.type.empty() && sent.type != "username") {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "type must be username");
  }
  validation::LoginByUsernameForm form;
  form.username = sent.username;
  form.password = sent.password;
  // The login form's rules do not depend on the operator's registration
  // settings, so the defaults serve and the login spends no query on them.
  static const auto kSettings = validation::defaultRegistrationSettings();
  requireValid(validation::validateLoginByUsername(form, kSettings), {"username", "password"});

  CheckedLogin request;
  request.attempt.account = form.username;
  request.attempt.ip = ip;
  request.password = form.password;
  request.rememberMe = sent.rememberMe;
  request.attempt.captchaId = sent.captchaId;
  request.attempt.captchaAnswer = sent.captcha;
  if (!request.attempt.captchaId.empty() && !CaptchaService::wellFormedId(request.attempt.captchaId)) invalidCaptcha();
  if (!request.attempt.captchaAnswer.empty() && !CaptchaService::plausibleAnswer(request.attempt.captchaAnswer)) {
    invalidCaptcha();
  }
  request.attempt.deviceToken = sent.deviceToken;
  if (!request.attempt.deviceToken.empty() && !wellFormedDeviceToken(request.attempt.deviceToken)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "deviceToken is not valid");
  }
  if (sent.portal == "agent") {
    request.portal = Portal::Agent;
  } else if (!sent.portal.empty() && sent.portal != "member") {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "portal must be member or agent");
  }
  return request;
}

}  // namespace

LoginValue LoginService::login(const LoginRequest& sent, const std::string& ip) {
  const auto request = checkLoginRequest(sent, ip);
  const auto admission = limiter_.admit(request.attempt);
  const auto& member = admission.member;
  // The dummy hash costs the same as a real one: same work, same answer. An
  // account without a password (trial, or mobile sign-up by SMS code only)
  // takes the same path, so timing does not tell it apart from a wrong password.
  const bool hasPassword = member && security::PasswordHasher::isUsable(member->passwordHash);
  const auto check = hasher_.verify(hasPassword ? member->passwordHash : dummyHash(), request.password);
  if (!hasPassword || !check.matches) {
    limiter_.failed(admission);
    throw DomainError(ErrorKind::Unauthenticated, error_keys::kLoginFailed, "Wrong account or password",
                      {{"captcha", true}});
  }
  try {
    if (!member_types::canLogIn(member->typeCode)) {
      throw DomainError(ErrorKind::Forbidden, error_keys::kNonMemberLogin, "Non-member account unable to login");
    }
    if (!member->active) {
      throw DomainError(ErrorKind::Forbidden, error_keys::kAccountDisabled,
                        "This account is disabled, contact customer service");
    }
    if (request.portal == Portal::Agent && !member_types::isAgent(member->typeCode)) {
      throw DomainError(ErrorKind::Forbidden, error_keys::kNonAgentLogin, "Non-agents cannot log in here");
    }
    runGates({*member, sent.verificationCode, ip, LoginMethod::Password});
  } catch (const DomainError&) {
    limiter_.forgive(admission);  // the password was right: it must not count as a failure
    throw;
  }
  if (check.needsRehash) members_.updatePasswordHash(member->id, hasher_.hash(request.password), false);
  // A valid token is kept (its expiry slides); otherwise this browser gets one.
  const auto deviceToken = admission.deviceValid ? request.attempt.deviceToken : newDeviceToken();
  // A password an operator chose, or one past its age, opens a change-only
  // session: whoever holds it can do nothing but replace it.
  const bool defaultPassword = member->mustChangePassword;
  const bool expired =
      admission.passwordExpired || (defaultPassword && operatorPasswords_.expired(admission.passwordAgeSeconds));
  auto value = openSession(*member, request.rememberMe, ip, admission.attempt, deviceToken, defaultPassword || expired);
  value.passwordExpired = expired;
  value.defaultPassword = defaultPassword;
  return value;
}

LoginValue LoginService::startSession(const repositories::Member& member, bool rememberMe, const std::string& ip) {
  return openSession(member, rememberMe, ip, {}, "", false);
}

LoginValue LoginService::openSession(const repositories::Member& member, bool rememberMe, const std::string& ip,
                                     const repositories::CountedAttempt& forgiven, const std::string& deviceToken,
                                     bool passwordChangeOnly) {
  LoginValue value;
  value.token = SessionService::newToken();
  repositories::LoginCompletion completion;
  completion.memberId = member.id;
  completion.ip = ip;
  completion.sessionTokenHash = SessionService::tokenHash(value.token);
  completion.sessionLifetime = sessions_.lifetimeFor(rememberMe);
  completion.rememberMe = rememberMe;
  completion.forgiven = forgiven;
  completion.passwordChangeOnly = passwordChangeOnly;
  value.passwordChangeOnly = passwordChangeOnly;
  if (!deviceToken.empty()) {
    completion.deviceTokenHash = deviceTokenHash(deviceToken);
    completion.deviceTokenLifetime = limiter_.limits().deviceTokenLifetime;
    value.deviceToken = deviceToken;
  }
  value.firstTimeLogin = completions_.complete(completion);
  value.isAgent = member_types::isAgent(member.typeCode);
  value.isTrial = member_types::isTrial(member.typeCode);
  value.nickname = member.nickname;
  value.account = member.account;
  value.customerId = member.id;
  return value;
}

const std::string& LoginService::dummyHash() {
  std::call_once(dummyHashOnce_, [this] { dummyHash_ = hasher_.hash("panalo-no-such-account"); });
  return dummyHash_;
}

}  // namespace panalo::services

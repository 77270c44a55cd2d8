#include "services/login_service.hpp"

#include "core/domain_error.hpp"
#include "core/error_keys.hpp"
#include "services/member_types.hpp"
#include "services/payload_fields.hpp"

namespace panalo::services {

LoginValue LoginService::login(const nlohmann::json& payload, const std::string& ip) {
  const auto type = stringField(payload, "type");
  if (!type.empty() && type != "username") {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "type must be username");
  }
  validation::LoginByUsernameForm form;
  form.username = stringField(payload, "username");
  form.password = stringField(payload, "password");
  form.captcha = stringField(payload, "captcha");
  const bool rememberMe = boolField(payload, "rememberMe", false);
  requireValid(validation::validateLoginByUsername(form, settings_.settings()), {"username", "password", "captcha"});

  limiter_.admit(form.username, ip);
  const auto member = members_.findByAccount(form.username);
  // The dummy hash costs the same as a real one: same work, same answer.
  const auto check = hasher_.verify(member ? member->passwordHash : dummyHash(), form.password);
  if (!member || !check.matches) {
    throw DomainError(ErrorKind::Unauthenticated, "login_failed", "Wrong account or password");
  }
  limiter_.forgive(form.username, ip);
  if (!member_types::canLogIn(member->typeCode)) {
    throw DomainError(ErrorKind::Forbidden, "non_member_login", "Non-member account unable to login");
  }
  if (!member->active) {
    throw DomainError(ErrorKind::Forbidden, "account_disabled", "This account is disabled, contact customer service");
  }
  runGates({*member, payload, ip, LoginMethod::Password});
  if (check.needsRehash) members_.updatePasswordHash(member->id, hasher_.hash(form.password), false);
  return startSession(*member, rememberMe, ip);
}

LoginValue LoginService::startSession(const repositories::Member& member, bool rememberMe, const std::string& ip) {
  LoginValue value;
  value.firstTimeLogin = members_.recordFirstLogin(member.id);
  value.token = sessions_.open(member.id, rememberMe, ip);
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

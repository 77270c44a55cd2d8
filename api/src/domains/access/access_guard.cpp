#include "domains/access/access_guard.hpp"

#include <set>

namespace panalo::app {
namespace {

const std::set<std::string>& openPaths() {
  static const std::set<std::string> paths = {"/wps/system/status", "/wps/system/languages",
                                              "/wps/system/customerService"};
  return paths;
}

// Every call that starts or changes an account: maintenance refuses each of them.
const std::set<std::string>& accountPaths() {
  static const std::set<std::string> paths = {"/wps/session/login",
                                              "/wps/session/login/freeplay",
                                              "/wps/member/register",
                                              "/wps/member/register/mobile",
                                              "/wps/member/password",
                                              "/wps/member/password/email",
                                              "/wps/member/password/reset",
                                              "/wps/member/password/verification",
                                              "/wps/verification/sms/noLogin",
                                              "/wps/verification/sms/register"};
  return paths;
}

}  // namespace

services::RequestClass requestClassFor(const std::string& path) {
  if (openPaths().count(path)) return services::RequestClass::Open;
  if (accountPaths().count(path)) return services::RequestClass::Account;
  return services::RequestClass::Other;
}

http::RequestGuard accessGuard(services::AccessService& access) {
  return [&access](const http::HttpRequest& request) { access.admit(request.clientIp, requestClassFor(request.path)); };
}

}  // namespace panalo::app

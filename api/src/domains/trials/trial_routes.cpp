#include "domains/trials/trial_routes.hpp"

#include "domains/accounts/login_value_json.hpp"
#include "domains/trials/trial_json.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/envelope.hpp"

namespace panalo::routes {
namespace {

// Free play's body is optional JSON; no body at all reads as {}.
nlohmann::json optionalJsonBody(const http::HttpRequest& request) {
  if (request.body.find_first_not_of(" \t\r\n") == std::string::npos) return nlohmann::json::object();
  auto body = nlohmann::json::parse(request.body, nullptr, false);
  if (body.is_discarded()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be JSON (UTF-8)");
  }
  return body;
}

}  // namespace

void addTrialRoutes(http::RouteTable& routes, services::FreePlayService& freePlay) {
  // No password hashing here (a trial has no password), so it stays a cheap route.
  routes.add("POST", "/wps/session/login/freeplay", [&freePlay](const http::HttpRequest& request) {
    return http::okJson(loginValueJson(freePlay.start(freePlayRequestOf(optionalJsonBody(request)), request.clientIp)));
  });
}

}  // namespace panalo::routes

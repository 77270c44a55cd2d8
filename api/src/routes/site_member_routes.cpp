#include "routes/site_member_routes.hpp"

#include "core/domain_error.hpp"
#include "core/error_keys.hpp"
#include "http/envelope.hpp"
#include "routes/login_value_json.hpp"

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

void addSiteMemberRoutes(http::RouteTable& routes, services::FreePlayService& freePlay,
                         services::SessionService& sessions, services::MemberExtrasService& extras) {
  // No password hashing here (a trial has no password), so it stays a cheap route.
  routes.add("POST", "/wps/session/login/freeplay", [&freePlay](const http::HttpRequest& request) {
    return http::okJson(loginValueJson(freePlay.start(optionalJsonBody(request), request.clientIp)));
  });

  routes.add("GET", "/wps/member/info/funds/consolidated", [&sessions, &extras](const http::HttpRequest& request) {
    return http::okJson(extras.consolidatedFunds(sessions.authenticate(request)));
  });

  routes.add("GET", "/wps/member/info/icon", [&sessions, &extras](const http::HttpRequest& request) {
    return http::okJson({{"image", extras.iconBase64(sessions.authenticate(request))}});
  });
}

}  // namespace panalo::routes

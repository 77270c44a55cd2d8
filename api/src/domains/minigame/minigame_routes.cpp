#include "domains/minigame/minigame_routes.hpp"

#include <algorithm>

#include "domains/minigame/minigame_json.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

repositories::Member memberOf(services::SessionService& sessions, const http::HttpRequest& request) {
  return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
}

std::int64_t spinIdOf(const http::HttpRequest& request) {
  const auto text = request.queryParam("spinId").value_or("");
  if (text.empty() || text.size() > 18 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "spinId must be a spin number");
  }
  return std::stoll(text);
}

}  // namespace

void addMinigameRoutes(http::RouteTable& routes, services::SessionService& sessions,
                       services::MinigameService& minigame) {
  routes.add("GET", "/wps/v2/minigame", [&sessions, &minigame](const http::HttpRequest& request) {
    return http::okJson(minigameStateJson(minigame.state(memberOf(sessions, request))));
  });
  routes.add("POST", "/wps/v2/minigame/spin", [&sessions, &minigame](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson(spinResultJson(minigame.spin(member, spinKeyOf(readPlainBody(request)))));
  });
  routes.add("GET", "/wps/v2/minigame/spins", [&sessions, &minigame](const http::HttpRequest& request) {
    return http::okJson(spinHistoryJson(minigame.history(memberOf(sessions, request))));
  });
  routes.add("POST", "/wps/v2/minigame/seed/rotate", [&sessions, &minigame](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson(minigameRotateJson(minigame.rotate(member, rotateClientSeedOf(readPlainBody(request)))));
  });
  routes.add("GET", "/wps/v2/minigame/spins/verify", [&sessions, &minigame](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson(spinVerificationJson(minigame.verify(member, spinIdOf(request))));
  });
}

}  // namespace panalo::routes

#include "domains/originals/originals_routes.hpp"

#include <algorithm>

#include "domains/originals/originals_json.hpp"
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

std::int64_t roundIdOf(const http::HttpRequest& request) {
  const auto text = request.queryParam("roundId").value_or("");
  if (text.empty() || text.size() > 18 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "roundId must be a round number");
  }
  return std::stoll(text);
}

}  // namespace

void addOriginalsRoutes(http::RouteTable& routes, services::SessionService& sessions,
                        services::OriginalsService& originals) {
  routes.add("GET", "/wps/v2/originals/games",
             [&originals](const http::HttpRequest&) { return http::okJson(gamesJson(originals.games())); });
  routes.add("GET", "/wps/v2/originals/seed", [&sessions, &originals](const http::HttpRequest& request) {
    return http::okJson(seedStateJson(originals.seedState(memberOf(sessions, request))));
  });
  routes.add("POST", "/wps/v2/originals/seed/client", [&sessions, &originals](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson(seedStateJson(originals.setClientSeed(member, *clientSeedOf(readPlainBody(request), true))));
  });
  routes.add("POST", "/wps/v2/originals/seed/rotate", [&sessions, &originals](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson(rotateJson(originals.rotate(member, clientSeedOf(readPlainBody(request), false))));
  });
  routes.add("POST", "/wps/v2/originals/slot/spin", [&sessions, &originals](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson(roundJson(originals.play(member, playRequestOf(readPlainBody(request), "PO_FRUIT_SLOT"))));
  });
  routes.add("POST", "/wps/v2/originals/dice/roll", [&sessions, &originals](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson(roundJson(originals.play(member, playRequestOf(readPlainBody(request), "PO_DICE"))));
  });
  routes.add("GET", "/wps/v2/originals/rounds/verify", [&sessions, &originals](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    return http::okJson(verifyJson(originals.verify(member, roundIdOf(request))));
  });
}

}  // namespace panalo::routes

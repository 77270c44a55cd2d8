#include "domains/wallet/responsible_routes.hpp"

#include "domains/wallet/responsible_json.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {

void addResponsibleRoutes(http::RouteTable& routes, services::SessionService& sessions,
                          services::ActiveSessionService& activeSessions,
                          services::ResponsibleGamingService& responsible) {
  const auto memberOf = [&sessions](const http::HttpRequest& request) {
    return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
  };
  routes.add("GET", "/wps/v2/responsible-gaming", [memberOf, &responsible](const http::HttpRequest& request) {
    return http::okJson(responsibleSettingsJson(responsible.settings(memberOf(request))));
  });
  routes.add("PUT", "/wps/v2/responsible-gaming/play-break",
             [memberOf, &responsible](const http::HttpRequest& request) {
               const auto member = memberOf(request);
               const auto period = playBreakPeriodOf(readPlainBody(request));
               return http::okJson(responsibleSettingsJson(responsible.startBreak(member, period)));
             });
  routes.add("PUT", "/wps/v2/responsible-gaming/reality-check",
             [memberOf, &responsible](const http::HttpRequest& request) {
               const auto member = memberOf(request);
               const auto minutes = realityCheckMinutesOf(readPlainBody(request));
               return http::okJson(responsibleSettingsJson(responsible.setRealityCheck(member, minutes)));
             });
  routes.add("GET", "/wps/v2/responsible-gaming/reality-check",
             [memberOf, &activeSessions, &responsible](const http::HttpRequest& request) {
               const auto member = memberOf(request);
               // The session's sign-in time comes from the accounts domain's
               // own session list (this device's session is the one marked current).
               std::string startedAt;
               for (const auto& session : activeSessions.list(http::bearerToken(request), http::userAgentOf(request))) {
                 if (session.current) startedAt = session.createdAt;
               }
               if (startedAt.empty()) {
                 throw DomainError(ErrorKind::Unauthenticated, error_keys::kNotLoggedIn, "Please log in");
               }
               return http::okJson(realityCheckJson(responsible.realityCheck(member, startedAt)));
             });
}

}  // namespace panalo::routes

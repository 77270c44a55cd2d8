#include "domains/accounts/member_routes.hpp"

#include "domains/accounts/member_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {

void addMemberRoutes(http::RouteTable& routes, services::SessionService& sessions,
                     services::MemberExtrasService& extras,
                     services::RegistrationSettingsService& registrationSettings) {
  routes.add("GET", "/wps/member/info/funds/consolidated", [&sessions, &extras](const http::HttpRequest& request) {
    return http::okJson(consolidatedFundsJson(
        extras.consolidatedFunds(sessions.authenticate(http::bearerToken(request), http::userAgentOf(request)))));
  });

  routes.add("GET", "/wps/member/info/icon", [&sessions, &extras](const http::HttpRequest& request) {
    return http::okJson(memberIconJson(
        extras.iconBase64(sessions.authenticate(http::bearerToken(request), http::userAgentOf(request)))));
  });

  routes.add("GET", "/wps/system/setting/register", [&registrationSettings](const http::HttpRequest&) {
    return http::okJson(registrationSettingsJson(registrationSettings.publicSettings()));
  });
}

}  // namespace panalo::routes

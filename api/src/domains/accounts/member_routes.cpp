#include "domains/accounts/member_routes.hpp"

#include "platform/http/envelope.hpp"

namespace panalo::routes {

void addMemberRoutes(http::RouteTable& routes, services::SessionService& sessions,
                     services::MemberExtrasService& extras, services::RegistrationSettingsService& registrationSettings) {
  routes.add("GET", "/wps/member/info/funds/consolidated", [&sessions, &extras](const http::HttpRequest& request) {
    return http::okJson(extras.consolidatedFunds(sessions.authenticate(request)));
  });

  routes.add("GET", "/wps/member/info/icon", [&sessions, &extras](const http::HttpRequest& request) {
    return http::okJson({{"image", extras.iconBase64(sessions.authenticate(request))}});
  });

  routes.add("GET", "/wps/system/setting/register", [&registrationSettings](const http::HttpRequest&) {
    return http::okJson(registrationSettings.publicSettings());
  });
}

}  // namespace panalo::routes

#include "domains/accounts/registration_details_routes.hpp"

#include "domains/accounts/registration_details_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"

namespace panalo::routes {

void addRegistrationDetailsRoutes(http::RouteTable& routes, services::SessionService& sessions,
                                  services::RegistrationDetailsService& details) {
  routes.add("GET", "/wps/member/info/registration", [&sessions, &details](const http::HttpRequest& request) {
    const auto member = sessions.authenticate(http::bearerToken(request));
    return http::okJson(registrationDetailsJson(details.forMember(member.id)));
  });
}

}  // namespace panalo::routes

#include "domains/site/site_routes.hpp"

#include "domains/site/site_json.hpp"
#include "platform/http/envelope.hpp"

namespace panalo::routes {

using http::HttpRequest;
using http::okJson;

void addSiteRoutes(http::RouteTable& routes, services::SiteInfoService& site, services::AccessService& access,
                   services::InvitationService& invitations) {
  routes.add("GET", "/wps/system/permission", [&site, &access](const HttpRequest& request) {
    return okJson(permissionJson(site.permission(request.clientIp, access.cachedVerdict(request.clientIp))));
  });
  routes.add("GET", "/wps/system/whitelabel",
             [&site](const HttpRequest&) { return okJson(whitelabelJson(site.whitelabel())); });
  routes.add("GET", "/wps/system/domainRoute",
             [&site](const HttpRequest&) { return okJson(domainRouteJson(site.domainRoute())); });
  routes.add("GET", "/wps/system/countries",
             [&site](const HttpRequest&) { return okJson(countryListJson(site.countries())); });
  routes.add("GET", "/wps/system/customerService", [&site](const HttpRequest&) {
    return okJson({{"list", customerServiceJson(site.customerService())}});
  });

  routes.add("GET", "/wps/agent/affiliate", [&invitations](const HttpRequest& request) {
    const auto code =
        invitations.checkAffiliate(request.queryParam("code").value_or(""), request.queryParam("domain").value_or(""));
    return okJson(affiliateJson(code));
  });
}

}  // namespace panalo::routes

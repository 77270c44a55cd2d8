#include "domains/access/access_routes.hpp"

#include "domains/access/access_json.hpp"
#include "platform/http/envelope.hpp"

namespace panalo::routes {

void addAccessRoutes(http::RouteTable& routes, services::AccessService& access) {
  // A cheap route that clients call often: one query, one round trip. The fresh
  // verdict's facts carry the stored system status and the customer-service link.
  routes.add("GET", "/wps/system/status", [&access](const http::HttpRequest& request) {
    return http::okJson(systemStatusJson(access.verdict(request.clientIp), request.clientIp));
  });
}

}  // namespace panalo::routes

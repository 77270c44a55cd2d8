#include "domains/access/access_routes.hpp"

#include "platform/http/envelope.hpp"

namespace panalo::routes {

void addAccessRoutes(http::RouteTable& routes, services::AccessService& access) {
  // A cheap route that clients call often: one query, one round trip. The fresh
  // verdict's facts carry the stored system status and the customer-service link.
  routes.add("GET", "/wps/system/status", [&access](const http::HttpRequest& request) {
    const auto verdict = access.verdict(request.clientIp);
    return http::okJson({{"systemStatus", verdict.systemStatus()},
                         {"ip", request.clientIp},
                         {"customerServiceUrl", verdict.customerServiceUrl},
                         {"blockReason", services::blockReasonName(verdict.reason)}});
  });
}

}  // namespace panalo::routes

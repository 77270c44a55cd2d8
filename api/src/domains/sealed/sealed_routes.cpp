#include "domains/sealed/sealed_routes.hpp"

#include "domains/sealed/sealed_json.hpp"
#include "platform/http/envelope.hpp"

namespace panalo::routes {

void addSecurityRoutes(http::RouteTable& routes, services::PayloadKeyService& payloadKeys) {
  routes.add("GET", "/wps/system/encryption-key", [&payloadKeys](const http::HttpRequest&) {
    return http::okJson(encryptionKeyJson(payloadKeys.currentKey()));
  });
}

}  // namespace panalo::routes

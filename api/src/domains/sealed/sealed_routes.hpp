#pragma once

#include "domains/sealed/payload_key_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/system/encryption-key: the public key clients seal sensitive bodies to.
void addSecurityRoutes(http::RouteTable& routes, services::PayloadKeyService& payloadKeys);

}  // namespace panalo::routes

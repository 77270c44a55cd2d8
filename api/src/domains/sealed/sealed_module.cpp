#include "domains/sealed/sealed_module.hpp"

#include "domains/sealed/sealed_routes.hpp"

namespace panalo::modules {

SealedModule::SealedModule(platform::PlatformDeps& platform)
    : payloadKeyStore(platform.pool),
      payloadKeys(payloadKeyStore, platform.security.masterKey, platform.security.payloadKeyGrace),
      sealedBodies(payloadKeys, platform.security.envelopeMaxClockSkew) {}

void SealedModule::addRoutes(http::RouteTable& routes) { routes::addSecurityRoutes(routes, payloadKeys); }

}  // namespace panalo::modules

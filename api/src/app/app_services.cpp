#include "app/app_services.hpp"

namespace panalo::app {

AppServices::AppServices(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions secrets)
    : pool(databaseUrl, poolSize),
      payloadKeys(payloadKeyStore, std::move(secrets.masterKey), secrets.payloadKeyGrace),
      sealedBodies(payloadKeys, secrets.envelopeMaxClockSkew) {}

}  // namespace panalo::app

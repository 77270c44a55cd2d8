#include "app/app_services.hpp"

namespace panalo::app {

AppServices::AppServices(const std::string& databaseUrl, std::size_t poolSize, AppSecrets secrets)
    : pool(databaseUrl, poolSize),
      payloadKeys(payloadKeyStore, std::move(secrets.masterKey), secrets.payloadKeyGrace) {}

}  // namespace panalo::app

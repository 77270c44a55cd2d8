#include "app/app_services.hpp"

namespace panalo::app {

AppServices::AppServices(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions secrets,
                         AccountOptions accounts)
    : pool(databaseUrl, poolSize),
      payloadKeys(payloadKeyStore, std::move(secrets.masterKey), secrets.payloadKeyGrace),
      sealedBodies(payloadKeys, secrets.envelopeMaxClockSkew),
      sessions(sessionStore, members, accounts.sessions),
      loginLimiter(loginAttempts, accounts.loginLimits) {
  registrations.setInvitations(invitations);
}

}  // namespace panalo::app

#include "app/app_services.hpp"

namespace panalo::app {

AppServices::AppServices(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions secrets,
                         AccountOptions accounts, messaging::MessagingOptions messaging)
    : pool(databaseUrl, poolSize),
      payloadKeys(payloadKeyStore, secrets.masterKey, secrets.payloadKeyGrace),
      sealedBodies(payloadKeys, secrets.envelopeMaxClockSkew),
      sessions(sessionStore, members, accounts.sessions),
      loginLimiter(loginAttempts, accounts.loginLimits),
      verification({pool, settings, featureFlags, members, passwordHasher, logins, registrationSettings},
                   secrets.masterKey, messaging) {
  logins.addGate(verification.ipGate);
  registrations.useCodeCheck(verification.registrationCodes);
}

}  // namespace panalo::app

#include "domains/verification/verification_module.hpp"

#include "domains/verification/verification_routes.hpp"

namespace panalo::modules {
namespace {

crypto::SecretBytes codeHashKey(const std::optional<security::MasterKey>& masterKey) {
  return masterKey ? masterKey->deriveKey("panalo verification code hmac v1") : crypto::SecretBytes();
}

}  // namespace

VerificationModule::VerificationModule(platform::PlatformDeps& platform, SystemModule& system, CaptchaModule& captcha,
                                       SealedModule& sealed, AccountsModule& accounts)
    : outbox(platform.outbox),
      codeStore(platform.pool),
      contacts(platform.pool),
      resets(platform.pool),
      settings(system.settings),
      lockNotice(contacts, *platform.emailSender),
      codes(codeStore, settings, *platform.smsSender, *platform.emailSender, captcha.captchas, lockNotice,
            codeHashKey(platform.security.masterKey)),
      codeRequests(codes, contacts, accounts.registrationSettings),
      smsLogins(codes, contacts, accounts.members, accounts.logins, accounts.registrationSettings, system.featureFlags),
      phonePasswords(codes, contacts, accounts.members, resets, platform.passwordHasher, accounts.logins,
                     accounts.registrationSettings, *accounts.breachedPasswords),
      passwordEmails(resets, contacts, accounts.members, platform.passwordHasher, *platform.emailSender, settings,
                     accounts.registrationSettings, *accounts.breachedPasswords),
      ipGate(codes, contacts, system.featureFlags),
      registrationCodes(codes, contacts),
      sealed_(sealed) {}

void VerificationModule::addRoutes(http::RouteTable& routes) {
  routes::addVerificationRoutes(routes, {sealed_.sealedBodies, codeRequests, passwordEmails, phonePasswords});
}

}  // namespace panalo::modules

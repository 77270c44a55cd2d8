#include "domains/verification/verification_module.hpp"

namespace panalo::app {
namespace {

crypto::SecretBytes codeHashKey(const std::optional<security::MasterKey>& masterKey) {
  return masterKey ? masterKey->deriveKey("panalo verification code hmac v1") : crypto::SecretBytes();
}

}  // namespace

VerificationServices::VerificationServices(const VerificationDependencies& deps,
                                           const std::optional<security::MasterKey>& masterKey,
                                           const messaging::MessagingOptions& messaging)
    : outbox(deps.pool),
      codeStore(deps.pool),
      contacts(deps.pool),
      resets(deps.pool),
      smsSender(messaging::makeSmsSender(messaging.smsProvider, outbox)),
      emailSender(messaging::makeEmailSender(messaging.emailProvider, outbox)),
      settings(deps.settings),
      codes(codeStore, settings, *smsSender, *emailSender, codeHashKey(masterKey)),
      codeRequests(codes, contacts, deps.registrationSettings),
      smsLogins(codes, contacts, deps.members, deps.logins, deps.registrationSettings, deps.featureFlags),
      phonePasswords(codes, contacts, deps.members, resets, deps.passwordHasher, deps.logins,
                     deps.registrationSettings),
      passwordEmails(resets, contacts, deps.members, deps.passwordHasher, *emailSender, settings,
                     deps.registrationSettings),
      ipGate(codes, contacts, deps.featureFlags),
      registrationCodes(codes) {}

}  // namespace panalo::app

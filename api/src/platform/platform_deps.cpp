#include "platform/platform_deps.hpp"

namespace panalo::platform {

PlatformDeps::PlatformDeps(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions securityOptions,
                           const messaging::MessagingOptions& messaging)
    : pool(databaseUrl, poolSize),
      security(std::move(securityOptions)),
      outbox(pool),
      smsSender(messaging::makeSmsSender(messaging.smsProvider, outbox)),
      emailSender(messaging::makeEmailSender(messaging.emailProvider, outbox)) {}

}  // namespace panalo::platform

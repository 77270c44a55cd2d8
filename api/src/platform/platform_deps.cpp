#include "platform/platform_deps.hpp"

namespace panalo::platform {

PlatformDeps::PlatformDeps(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions securityOptions,
                           const messaging::MessagingOptions& messaging, const ReplicaOptions& replica)
    : pool(databaseUrl, poolSize),
      standby_(replica.url.empty() ? nullptr
                                   : std::make_unique<db::StandbyPool>(replica.url, poolSize, pool, replica.maxLag)),
      laggingReads(standby_ ? *standby_ : pool),
      security(std::move(securityOptions)),
      outbox(pool),
      smsSender(messaging::makeSmsSender(messaging.smsProvider, outbox)),
      emailSender(messaging::makeEmailSender(messaging.emailProvider, outbox)) {}

}  // namespace panalo::platform

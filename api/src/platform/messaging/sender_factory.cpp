#include "platform/messaging/sender_factory.hpp"

#include <stdexcept>

#include "platform/messaging/outbox_sender.hpp"

namespace panalo::messaging {
namespace {

[[noreturn]] void unknownProvider(const char* variable, const std::string& provider) {
  throw std::invalid_argument(std::string(variable) + " names an unknown provider '" + provider +
                              "' (built in: " + kOutboxProvider + ")");
}

}  // namespace

std::unique_ptr<SmsSender> makeSmsSender(const std::string& provider, repositories::OutboxRepository& outbox) {
  if (provider == kOutboxProvider) return std::make_unique<OutboxSmsSender>(outbox);
  unknownProvider("PANALO_SMS_PROVIDER", provider);
}

std::unique_ptr<EmailSender> makeEmailSender(const std::string& provider, repositories::OutboxRepository& outbox) {
  if (provider == kOutboxProvider) return std::make_unique<OutboxEmailSender>(outbox);
  unknownProvider("PANALO_EMAIL_PROVIDER", provider);
}

}  // namespace panalo::messaging

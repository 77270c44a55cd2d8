#pragma once
// Picks the SMS and e-mail providers by name (PANALO_SMS_PROVIDER,
// PANALO_EMAIL_PROVIDER). The only built-in name is "outbox". To add a real
// provider: implement SmsSender or EmailSender in this folder, add its name to
// the matching make* function below, and give it its settings through
// MessagingOptions (read in app/config.cpp). An unknown name stops the start.

#include <memory>
#include <string>

#include "platform/messaging/message_senders.hpp"
#include "platform/messaging/outbox_repository.hpp"

namespace panalo::messaging {

inline constexpr const char* kOutboxProvider = "outbox";

struct MessagingOptions {
  std::string smsProvider = kOutboxProvider;    // PANALO_SMS_PROVIDER
  std::string emailProvider = kOutboxProvider;  // PANALO_EMAIL_PROVIDER
};

// Throw std::invalid_argument naming the variable and the known providers.
std::unique_ptr<SmsSender> makeSmsSender(const std::string& provider, repositories::OutboxRepository& outbox);
std::unique_ptr<EmailSender> makeEmailSender(const std::string& provider, repositories::OutboxRepository& outbox);

}  // namespace panalo::messaging

#include "platform/messaging/outbox_sender.hpp"

namespace panalo::messaging {

void OutboxSmsSender::send(const SmsMessage& message) {
  outbox_.insert({"sms", message.recipient, "", message.body, message.purpose});
}

void OutboxEmailSender::send(const EmailMessage& message) {
  outbox_.insert({"email", message.recipient, message.subject, message.body, message.purpose});
}

}  // namespace panalo::messaging

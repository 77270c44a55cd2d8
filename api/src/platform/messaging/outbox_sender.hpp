#pragma once
// The built-in provider: "sending" writes the message to outbox_messages, where
// operators and tests read it (panaloctl outbox list). It is the default, so a
// development machine or a test never needs an SMS gateway.

#include "platform/messaging/message_senders.hpp"
#include "platform/messaging/outbox_repository.hpp"

namespace panalo::messaging {

class OutboxSmsSender : public SmsSender {
 public:
  explicit OutboxSmsSender(repositories::OutboxRepository& outbox) : outbox_(outbox) {}
  void send(const SmsMessage& message) override;

 private:
  repositories::OutboxRepository& outbox_;
};

class OutboxEmailSender : public EmailSender {
 public:
  explicit OutboxEmailSender(repositories::OutboxRepository& outbox) : outbox_(outbox) {}
  void send(const EmailMessage& message) override;

 private:
  repositories::OutboxRepository& outbox_;
};

}  // namespace panalo::messaging

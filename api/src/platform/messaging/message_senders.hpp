#pragma once
// Where SMS and e-mail leave the platform. Services speak only these two
// interfaces; which provider stands behind them is chosen at start from
// PANALO_SMS_PROVIDER and PANALO_EMAIL_PROVIDER (sender_factory.hpp). A real
// provider (an SMS gateway, SMTP) implements the interface; README.md says how.
//
// Bodies carry one-time codes and reset links: a sender must deliver them and
// must never write them to a log.

#include <string>

namespace panalo::messaging {

struct SmsMessage {
  std::string recipient;  // "+<dialing code><mobile>", e.g. "+639171234567"
  std::string body;
  std::string purpose;  // what the message is for, e.g. "sms_login", "register"
};

struct EmailMessage {
  std::string recipient;  // an e-mail address
  std::string subject;
  std::string body;
  std::string purpose;  // e.g. "password_reset", "ip_verification"
};

class SmsSender {
 public:
  virtual ~SmsSender() = default;
  // Throws on failure; the caller's request then fails with a 5xx.
  virtual void send(const SmsMessage& message) = 0;
};

class EmailSender {
 public:
  virtual ~EmailSender() = default;
  virtual void send(const EmailMessage& message) = 0;
};

}  // namespace panalo::messaging

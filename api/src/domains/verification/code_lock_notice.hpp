#pragma once
// Tells a member, by their other channel, that SMS login and password setting
// by phone were locked for their number after too many wrong codes: an e-mail
// when they have an address (the lock itself is what the attacker sees; the
// owner learns of it here, and that their password still works).

#include <chrono>
#include <cstdint>
#include <string>

#include "domains/verification/member_contact_repository.hpp"
#include "platform/messaging/message_senders.hpp"

namespace panalo::services {

class CodeLockNotice {
 public:
  CodeLockNotice(repositories::MemberContactRepository& contacts, messaging::EmailSender& email)
      : contacts_(contacts), email_(email) {}

  // `destination` is the locked number ("+<dialing code><mobile>"). Sends
  // nothing to a member without an e-mail address.
  void tell(std::int64_t memberId, const std::string& destination, std::chrono::seconds lockedFor);

 private:
  repositories::MemberContactRepository& contacts_;
  messaging::EmailSender& email_;
};

}  // namespace panalo::services

#include "domains/verification/code_lock_notice.hpp"

#include "domains/verification/message_texts.hpp"
#include "domains/verification/phone_number.hpp"

namespace panalo::services {
namespace {

// The member's own number masked as the site shows it ("+63 *******567"); a
// number that is no longer theirs (the account lock followed them) by its last digits.
std::string maskedNumber(const repositories::MemberContact& contact, const std::string& destination) {
  const PhoneNumber current{contact.countryDialingCode, contact.mobileNum};
  if (!contact.mobileNum.empty() && current.destination() == destination) return current.masked();
  const auto tail = destination.size() > 3 ? destination.substr(destination.size() - 3) : std::string();
  return "*******" + tail;
}

}  // namespace

void CodeLockNotice::tell(std::int64_t memberId, const std::string& destination, std::chrono::seconds lockedFor) {
  const auto contact = contacts_.contactOf(memberId);
  if (contact.email.empty()) return;
  const auto hours = static_cast<int>(std::chrono::duration_cast<std::chrono::hours>(lockedFor).count());
  const auto text = messaging::codeLockEmail(maskedNumber(contact, destination), hours);
  email_.send({contact.email, text.subject, text.body, "code_lock_notice"});
}

}  // namespace panalo::services

#include "domains/verification/ip_verification_gate.hpp"

#include "domains/system/feature_switch.hpp"
#include "domains/verification/phone_number.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

void IpVerificationGate::check(const ProvenLogin& login) {
  // An SMS login has just proven the phone; other methods have no password to steal.
  if (login.method != LoginMethod::Password) return;
  if (!isFeatureOn(flags_, kFlag)) return;
  if (login.ip.empty() || contacts_.isKnownIp(login.member.id, login.ip)) return;

  const auto contact = contacts_.contactOf(login.member.id);
  CodeDelivery delivery{CodePurpose::IpVerification, CodeChannel::Sms, "", login.member.id, login.ip, true, {}};
  nlohmann::json data;
  if (!contact.mobileNum.empty() && !contact.countryDialingCode.empty()) {
    const PhoneNumber phone{contact.countryDialingCode, contact.mobileNum};
    delivery.address = phone.destination();
    data = {{"method", "sms"}, {"destination", phone.masked()}};
  } else if (!contact.email.empty()) {
    delivery.channel = CodeChannel::Email;
    delivery.address = contact.email;
    data = {{"method", "email"}, {"destination", maskEmail(contact.email)}};
  } else {
    return;  // nothing to send a code to; the session trigger records this IP
  }

  const auto& code = login.verificationCode;
  bool codeRefused = false;
  if (!code.empty()) {
    try {
      const auto codeMember =
          codes_.consume({CodePurpose::IpVerification, delivery.address, code, login.ip, login.member.id});
      if (codeMember == login.member.id) {
        contacts_.rememberIp(login.member.id, login.ip);
        // A code that reached the member's phone proves the number is theirs.
        if (delivery.channel == CodeChannel::Sms) contacts_.markMobileVerified(login.member.id);
        return;
      }
    } catch (const DomainError& refused) {
      if (refused.key() != error_keys::kVerificationCodeInvalid &&
          refused.key() != error_keys::kVerificationCodeExpired) {
        throw;
      }
    }
    codeRefused = true;
  }

  data["expiredMinutes"] = codes_.expiredMinutes();
  if (codeRefused) data["verificationCodeInvalid"] = true;
  try {
    data["expiredMinutes"] = codes_.send(delivery);
  } catch (const DomainError& throttled) {
    if (throttled.kind() != ErrorKind::RateLimited) throw;
    // The code sent moments ago is still good: say when another can come.
    data["retryAfterSeconds"] = throttled.details().value("retryAfterSeconds", 1);
  }
  throw DomainError(ErrorKind::Forbidden, error_keys::kIpVerificationRequired,
                    "This login comes from a new IP address; enter the verification code we sent", data);
}

}  // namespace panalo::services

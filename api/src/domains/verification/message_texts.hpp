#pragma once
// The English texts of every message the platform sends. Kept in one place so
// wording (and later translation) changes never touch the flows that send them.

#include <string>

namespace panalo::messaging {

// `purpose` is a verification purpose: "sms_login", "password_set", "register" or "ip_verification".
std::string verificationCodeSms(const std::string& purpose, const std::string& code, int expiredMinutes);

struct EmailText {
  std::string subject;
  std::string body;
};
EmailText verificationCodeEmail(const std::string& purpose, const std::string& code, int expiredMinutes);
EmailText passwordResetEmail(const std::string& account, const std::string& link, int validMinutes);
// The member's number was locked for phone codes after too many wrong ones.
EmailText codeLockEmail(const std::string& maskedNumber, int lockedHours);

// The link a reset e-mail carries: <siteBaseUrl>/#resetToken=<token>. The token
// rides in the fragment, which browsers never send (not in the request line,
// not in a Referer), so it reaches neither our access logs nor a proxy's; the
// UI reads it and clears it from the address bar before making any request.
std::string passwordResetLink(const std::string& siteBaseUrl, const std::string& token);

}  // namespace panalo::messaging

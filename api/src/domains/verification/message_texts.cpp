#include "domains/verification/message_texts.hpp"

namespace panalo::messaging {
namespace {

std::string minutes(int count) { return std::to_string(count) + (count == 1 ? " minute" : " minutes"); }

// What a code is for, worded to follow "your verification code ".
std::string whatFor(const std::string& purpose) {
  if (purpose == "register") return "for registration";
  if (purpose == "ip_verification") return "for a login from a new location";
  if (purpose == "sms_login") return "to log in";
  if (purpose == "password_set") return "to set a new password";
  return "for login or password reset";
}

}  // namespace

std::string verificationCodeSms(const std::string& purpose, const std::string& code, int expiredMinutes) {
  return "Panalo: your verification code " + whatFor(purpose) + " is " + code + ". It expires in " +
         minutes(expiredMinutes) + ". Never share it with anyone.";
}

EmailText verificationCodeEmail(const std::string& purpose, const std::string& code, int expiredMinutes) {
  return {"Your Panalo verification code",
          "Hello,\n\nYour verification code " + whatFor(purpose) + " is " + code + ".\nIt expires in " +
              minutes(expiredMinutes) +
              ".\n\nIf you did not try to log in, change your password: someone may know it.\n\nPanalo"};
}

EmailText passwordResetEmail(const std::string& account, const std::string& link, int validMinutes) {
  return {"Reset your Panalo password",
          "Hello " + account +
              ",\n\nSomeone asked to reset the password of your Panalo account. To choose a new "
              "password, open this link within " +
              minutes(validMinutes) + " (it works once):\n\n" + link +
              "\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n\nPanalo"};
}

EmailText codeLockEmail(const std::string& maskedNumber, int lockedHours) {
  const std::string duration = std::to_string(lockedHours) + (lockedHours == 1 ? " hour" : " hours");
  return {"Phone login paused on your Panalo account",
          "Hello,\n\nToo many wrong verification codes were entered for your mobile number " + maskedNumber +
              ". To protect your account, login by SMS code and setting a new password by phone are paused for " +
              duration +
              ".\n\nYour password still works. If you did not ask for these codes, someone may be trying to get "
              "into your account: keep your password to yourself and never share a code.\n\nPanalo"};
}

std::string passwordResetLink(const std::string& siteBaseUrl, const std::string& token) {
  return siteBaseUrl + "/#resetToken=" + token;
}

}  // namespace panalo::messaging

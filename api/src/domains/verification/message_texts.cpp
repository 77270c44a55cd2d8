#include "domains/verification/message_texts.hpp"

namespace panalo::messaging {
namespace {

std::string minutes(int count) { return std::to_string(count) + (count == 1 ? " minute" : " minutes"); }

std::string whatFor(const std::string& purpose) {
  if (purpose == "register") return "registration";
  if (purpose == "ip_verification") return "login from a new location";
  return "login or password reset";
}

}  // namespace

std::string verificationCodeSms(const std::string& purpose, const std::string& code, int expiredMinutes) {
  return "Panalo: your verification code for " + whatFor(purpose) + " is " + code + ". It expires in " +
         minutes(expiredMinutes) + ". Never share it with anyone.";
}

EmailText verificationCodeEmail(const std::string& purpose, const std::string& code, int expiredMinutes) {
  return {"Your Panalo verification code",
          "Hello,\n\nYour verification code for " + whatFor(purpose) + " is " + code + ".\nIt expires in " +
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

std::string passwordResetLink(const std::string& siteBaseUrl, const std::string& token) {
  return siteBaseUrl + "/#resetToken=" + token;
}

}  // namespace panalo::messaging

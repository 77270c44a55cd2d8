// Mobile registration and its flags: MOBILENUMREG3 switches it on, and
// MOBILENUMPASSREG3 decides whether the player chooses a password. Without a
// password the SMS code is the proof of the number, the account signs in by
// code (so SMS login, MOBILEVERCODELOGIN3, must be on), and a password can be
// set later by phone.
#include "verification_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

class MobileSignup : public VerificationFixture {
 protected:
  static json signup(const std::string& mobile, const std::string& code) {
    return {{"mobileNum", mobile},
            {"countryDialingCode", "63"},
            {"verificationCode", code},
            {"termsAccepted", true},
            {"ageConfirmed", true},
            {"registerMethod", "WEB"},
            {"registerUrl", "http://localhost/"}};
  }
  static json withPassword(json payload, const std::string& password = kPassword) {
    payload["password"] = password;
    payload["confirmPassword"] = password;
    return payload;
  }
  static json memberInfoOf(const std::string& token) { return json::parse(memberInfo(token).body).at("value"); }
  static json registerSettings() {
    return json::parse(httpRequest("GET", url("/wps/system/setting/register"), "", {}).body).at("value");
  }
  static std::int64_t members() { return countRows("SELECT count(*) FROM members"); }
};

TEST_F(MobileSignup, IsRefusedWhileMobileRegistrationIsOff) {
  const auto before = members();
  const auto result = registerMobile(withPassword(signup("9170000001", "")), "10.60.0.1");
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "function_not_enabled");
  // No form asks for a code, so none is sent.
  EXPECT_EQ(codeOf(sendRegisterCode("9170000001", "10.60.0.2")), "function_not_enabled");
  EXPECT_EQ(members(), before);
}

TEST_F(MobileSignup, WithoutSmsLoginAPasswordIsAskedWhateverTheFlag) {
  setFlag("MOBILENUMREG3", true);
  EXPECT_EQ(registerSettings().at("mobilePassword"), true);
  EXPECT_EQ(codeOf(sendRegisterCode("9170000004", "10.63.0.1")), "function_not_enabled");
  const auto noPassword = registerMobile(signup("9170000004", ""), "10.63.0.2");
  EXPECT_EQ(codeOf(noPassword), "input_cannot_be_empty");
  setFlag("MOBILEVERCODELOGIN3", true);
  EXPECT_EQ(registerSettings().at("mobilePassword"), false);
}

TEST_F(MobileSignup, WithoutThePasswordFlagTheCodeIsTheOnlyCredential) {
  setFlag("MOBILENUMREG3", true);
  setFlag("MOBILEVERCODELOGIN3", true);
  EXPECT_EQ(registerSettings().at("mobilePassword"), false);
  // REGMOBVERF3 is off, yet the sign-up needs a code: it may be sent.
  ASSERT_EQ(sendRegisterCode("9170000002", "10.61.0.1").status, 200);
  const auto code = latestCode("+639170000002");
  const auto before = members();

  const auto missing = registerMobile(signup("9170000002", ""), "10.61.0.2");
  EXPECT_EQ(missing.status, 400) << missing.body;
  EXPECT_EQ(codeOf(missing), "input_cannot_be_empty");
  const auto wrong = registerMobile(signup("9170000002", otherCode(code)), "10.61.0.3");
  EXPECT_EQ(codeOf(wrong), "verification_code_invalid");
  EXPECT_EQ(members(), before);

  // A password sent anyway is not stored: the form has no password field.
  const auto created = registerMobile(withPassword(signup("9170000002", code)), "10.61.0.4");
  ASSERT_EQ(created.status, 200) << created.body;
  const auto token = json::parse(created.body).at("value").at("token").get<std::string>();
  EXPECT_EQ(memberInfoOf(token).at("passwordSet"), false);
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE account = '9170000002' AND password_hash LIKE '!sms-only:%'"),
            1);

  // No password opens it, and trying costs the same argon2 work as a wrong one.
  const auto verificationsBefore = argon2Verifications();
  const auto byPassword = passwordLogin("9170000002", kPassword, "10.61.0.5");
  EXPECT_EQ(byPassword.status, 401);
  EXPECT_EQ(codeOf(byPassword), "login_failed");
  EXPECT_EQ(argon2Verifications(), verificationsBefore + 1);

  // There is no old password to change; the answer says so.
  const auto change = postSealed(
      "/wps/member/password",
      {{"oldPassword", ""}, {"newPassword", "Brand-New-Secret-7"}, {"confirmNewPassword", "Brand-New-Secret-7"}},
      "10.61.0.6", token);
  EXPECT_EQ(change.status, 400) << change.body;
  EXPECT_EQ(codeOf(change), "password_not_set");

  // The account signs in by SMS code (a new code once the countdown is over).
  // (After the sign-up's code, another code for the number that day needs a captcha.)
  execute("UPDATE verification_sends SET sent_at = sent_at - interval '1 hour'");
  ASSERT_EQ(sendCode("login", "9170000002", "10.61.0.7", solvedCaptchaFrom("10.61.0.7")).status, 200);
  const auto login = smsLogin("9170000002", latestCode("+639170000002"), "10.61.0.8");
  ASSERT_EQ(login.status, 200) << login.body;

  // Setting a password by phone turns it into an ordinary account.
  execute("UPDATE verification_sends SET sent_at = sent_at - interval '1 hour'");
  ASSERT_EQ(sendPasswordCode("9170000002", "10.61.0.9", solvedCaptchaFrom("10.61.0.9")).status, 200);
  const auto set = postSealed("/wps/member/password/verification",
                              {{"mobileNum", "9170000002"},
                               {"countryDialingCode", "63"},
                               {"verificationCode", latestCode("+639170000002")},
                               {"newPassword", kPassword}},
                              "10.61.0.10");
  ASSERT_EQ(set.status, 200) << set.body;
  const auto newToken = json::parse(set.body).at("value").at("token").get<std::string>();
  EXPECT_EQ(memberInfoOf(newToken).at("passwordSet"), true);
  // (The failed password login above asks this account for a captcha now.)
  EXPECT_EQ(loginWith("9170000002", kPassword, captchaFields(freshCaptcha())).status, 200);
}

TEST_F(MobileSignup, WithThePasswordFlagThePlayerChoosesOne) {
  setFlag("MOBILENUMREG3", true);
  setFlag("MOBILENUMPASSREG3", true);
  EXPECT_EQ(registerSettings().at("mobilePassword"), true);
  // With a password and REGMOBVERF3 off, no form asks for a code.
  EXPECT_EQ(codeOf(sendRegisterCode("9170000003", "10.62.0.1")), "function_not_enabled");

  const auto before = members();
  const auto noPassword = registerMobile(signup("9170000003", ""), "10.62.0.2");
  EXPECT_EQ(noPassword.status, 400) << noPassword.body;
  EXPECT_EQ(codeOf(noPassword), "input_cannot_be_empty");
  EXPECT_EQ(members(), before);

  const auto created = registerMobile(withPassword(signup("9170000003", "")), "10.62.0.3");
  ASSERT_EQ(created.status, 200) << created.body;
  const auto token = json::parse(created.body).at("value").at("token").get<std::string>();
  EXPECT_EQ(memberInfoOf(token).at("passwordSet"), true);
  EXPECT_EQ(passwordLogin("9170000003", kPassword, "10.62.0.4").status, 200);
}

TEST_F(MobileSignup, TheOperatorCannotStoreTheFlagOwnedSettings) {
  // mobilePassword in stored rules would shadow the flag: it is dropped.
  setFlag("MOBILEVERCODELOGIN3", true);
  services().accounts().registrationSettings.replace({{"mobilePassword", true}});
  EXPECT_EQ(registerSettings().at("mobilePassword"), false);
  services().accounts().registrationSettings.replace(json::object());
}

}  // namespace

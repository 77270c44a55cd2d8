// Numbers nobody proved (issue 12, item 2): a number stored without an SMS
// code (username registration with REGMOBVERF3 off) gets no login or password
// code and answers exactly like a stranger's; a code verified for the number
// (registration, mobile sign-up, the unregistered-IP step) records the proof;
// SMS-login codes and password codes are separate purposes.
#include "verification_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

const std::string kNewPassword = "Brand-New-Secret-7";

class UnverifiedNumbers : public VerificationFixture {
 protected:
  void SetUp() override {
    VerificationFixture::SetUp();
    execute("DELETE FROM captchas");
  }
  static HttpResult registerByUsername(const std::string& username, const std::string& mobile, const std::string& ip,
                                       const std::string& code = "") {
    json payload{{"username", username}, {"password", kPassword},      {"confirmPassword", kPassword},
                 {"mobileNum", mobile},  {"countryDialingCode", "63"}, {"termsAccepted", true},
                 {"ageConfirmed", true}};
    if (!code.empty()) payload["verificationCode"] = code;
    return httpRequest("PUT", url("/wps/member/register"), sealedBody("PUT", "/wps/member/register", payload.dump()),
                       headers(ip));
  }
  static std::int64_t verifiedCount(const std::string& account) {
    return countRows("SELECT count(*) FROM members WHERE account = '" + account +
                     "' AND mobile_verified_at IS NOT NULL");
  }
};

TEST_F(UnverifiedNumbers, ANumberNobodyProvedGetsNoCodeAndAnswersLikeAStranger) {
  setFlag("MOBILEVERCODELOGIN3", true);
  const auto registered = registerByUsername("unproven", "9210000001", "10.95.0.1");
  ASSERT_EQ(registered.status, 200) << registered.body;
  const auto outboxBefore = outboxCount();

  const auto member = sendCode("login", "9210000001", "10.95.0.2");
  const auto stranger = sendCode("login", "9210000099", "10.95.0.3");
  ASSERT_EQ(member.status, 200) << member.body;
  EXPECT_EQ(member.body, stranger.body);
  skipSendThrottles();
  const auto memberPassword = sendPasswordCode("9210000001", "10.95.0.2", solvedCaptchaFrom("10.95.0.2"));
  const auto strangerPassword = sendPasswordCode("9210000099", "10.95.0.3", solvedCaptchaFrom("10.95.0.3"));
  EXPECT_EQ(memberPassword.status, 200) << memberPassword.body;
  EXPECT_EQ(memberPassword.body, strangerPassword.body);
  EXPECT_EQ(outboxCount(), outboxBefore);  // no SMS to a number nobody proved

  // Whoever holds the number can neither log in nor set the password.
  const auto sessionsBefore = countRows("SELECT count(*) FROM sessions");
  EXPECT_EQ(codeOf(smsLogin("9210000001", "123456")), "verification_code_invalid");
  EXPECT_EQ(codeOf(setByPhone("9210000001", "123456", kNewPassword)), "verification_code_invalid");
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions"), sessionsBefore);
  EXPECT_EQ(verifiedCount("unproven"), 0);
  EXPECT_EQ(login("unproven", kPassword).status, 200);
}

TEST_F(UnverifiedNumbers, AnExpiredCodeAnswersAlikeForMembersAndStrangers) {
  // The expiry answer must not tell a member's number (a code was stored) from
  // a stranger's or an unproven one (nothing would have been).
  setFlag("MOBILEVERCODELOGIN3", true);
  createMemberWith("expiring", kPassword, "9210000002");
  ASSERT_EQ(registerByUsername("unproven2", "9210000003", "10.96.0.1").status, 200);
  for (const auto* mobile : {"9210000002", "9210000003", "9210000098"}) {
    ASSERT_EQ(sendCode("login", mobile, "10.96.0.2").status, 200);
    std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  }
  execute("UPDATE verification_codes SET expires_at = now() - interval '1 second'");
  std::vector<std::string> keys;
  for (const auto* mobile : {"9210000002", "9210000003", "9210000098"})
    keys.push_back(codeOf(smsLogin(mobile, "123456")));
  EXPECT_EQ(keys, std::vector<std::string>(3, "verification_code_expired"));
}

TEST_F(UnverifiedNumbers, ACodeVerifiedAtRegistrationProvesTheNumber) {
  setFlag("MOBILEVERCODELOGIN3", true);
  setFlag("REGMOBVERF3", true);
  ASSERT_EQ(sendRegisterCode("9210000004", "10.97.0.1").status, 200);
  const auto registered = registerByUsername("proven", "9210000004", "10.97.0.1", latestCode("+639210000004"));
  ASSERT_EQ(registered.status, 200) << registered.body;
  EXPECT_EQ(verifiedCount("proven"), 1);

  // Mobile sign-up with its code (no password chosen) proves the number too.
  setFlag("REGMOBVERF3", false);
  setFlag("MOBILENUMREG3", true);
  ASSERT_EQ(sendRegisterCode("9210000005", "10.97.0.2").status, 200);
  const auto signup = registerMobile({{"mobileNum", "9210000005"},
                                      {"countryDialingCode", "63"},
                                      {"verificationCode", latestCode("+639210000005")},
                                      {"termsAccepted", true},
                                      {"ageConfirmed", true},
                                      {"registerMethod", "WEB"}},
                                     "10.97.0.2");
  ASSERT_EQ(signup.status, 200) << signup.body;
  EXPECT_EQ(verifiedCount("9210000005"), 1);

  skipSendThrottles();
  ASSERT_EQ(sendCode("login", "9210000004", "10.97.0.3", solvedCaptchaFrom("10.97.0.3")).status, 200);
  EXPECT_EQ(smsLogin("9210000004", latestCode("+639210000004")).status, 200);
}

TEST_F(UnverifiedNumbers, TheUnregisteredIpStepBySmsProvesTheNumber) {
  setFlag("MOBILEVERCODELOGIN3", true);
  setFlag("IPVERIFY3", true);
  ASSERT_EQ(registerByUsername("ipproof", "9210000006", "10.98.0.1").status, 200);
  EXPECT_EQ(verifiedCount("ipproof"), 0);
  const auto challenged = passwordLogin("ipproof", kPassword, "10.98.0.2");
  ASSERT_EQ(codeOf(challenged), "ip_verification_required") << challenged.body;
  ASSERT_EQ(passwordLogin("ipproof", kPassword, "10.98.0.2", latestCode("+639210000006")).status, 200);
  EXPECT_EQ(verifiedCount("ipproof"), 1);
}

TEST_F(UnverifiedNumbers, ALoginCodeSetsNoPasswordAndAPasswordCodeLogsNobodyIn) {
  setFlag("MOBILEVERCODELOGIN3", true);
  createMemberWith("purposes", kPassword, "9210000007");
  ASSERT_EQ(sendCode("login", "9210000007", "10.99.0.1").status, 200);
  const auto loginCode = latestCode("+639210000007");
  EXPECT_NE(latestBody("+639210000007").find("to log in"), std::string::npos) << latestBody("+639210000007");
  const auto crossed = setByPhone("9210000007", loginCode, kNewPassword);
  EXPECT_EQ(crossed.status, 401);
  EXPECT_EQ(codeOf(crossed), "verification_code_invalid");
  EXPECT_EQ(login("purposes", kPassword).status, 200);

  skipSendThrottles();
  ASSERT_EQ(sendPasswordCode("9210000007", "10.99.0.1", solvedCaptchaFrom("10.99.0.1")).status, 200);
  const auto passwordCode = latestCode("+639210000007");
  EXPECT_NE(latestBody("+639210000007").find("to set a new password"), std::string::npos)
      << latestBody("+639210000007");
  EXPECT_EQ(codeOf(smsLogin("9210000007", passwordCode)), "verification_code_invalid");

  // Each works for its own purpose (a newer code of one purpose leaves the other's alone).
  EXPECT_EQ(smsLogin("9210000007", loginCode).status, 200);
  EXPECT_EQ(setByPhone("9210000007", passwordCode, kNewPassword).status, 200);
  // An unknown purpose is bad input.
  EXPECT_EQ(codeOf(sendCode("register", "9210000007", "10.99.0.2")), "invalid_parameter");
}

}  // namespace

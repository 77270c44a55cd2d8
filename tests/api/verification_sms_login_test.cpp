// SMS login (type "sms" on POST /wps/session/login) and registration with
// REGMOBVERF3: single use, expiry, burning after 5 wrong tries, bad input.
#include <future>

#include "verification_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

class SmsLogin : public VerificationFixture {
 protected:
  static json registration(const std::string& mobile, const std::string& code) {
    return {{"mobileNum", mobile},   {"countryDialingCode", "63"},   {"verificationCode", code},
            {"password", kPassword}, {"confirmPassword", kPassword}, {"termsAccepted", true},
            {"ageConfirmed", true},  {"registerMethod", "WEB"}};
  }
};

TEST_F(SmsLogin, IsRefusedWhileTheFlagIsOff) {
  createMemberWith("smsoff", kPassword, "9180000001");
  ASSERT_EQ(sendNoLogin("9180000001", "10.20.0.1").status, 200);
  const auto result = smsLogin("9180000001", latestCode("+639180000001"));
  EXPECT_EQ(result.status, 403);
  EXPECT_EQ(codeOf(result), "function_not_enabled");
  EXPECT_EQ(countRows("SELECT count(*) FROM verification_codes WHERE consumed_at IS NULL AND "
                      "destination = '+639180000001'"),
            1);  // the code was not spent
}

TEST_F(SmsLogin, LogsInOnceWithTheCode) {
  setFlag("MOBILEVERCODELOGIN3", true);
  const auto id = createMemberWith("smsuser1", kPassword, "9180000002");
  ASSERT_EQ(sendNoLogin("9180000002", "10.21.0.1").status, 200);
  const auto code = latestCode("+639180000002");
  const auto result = smsLogin("9180000002", code);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = json::parse(result.body).at("value");
  EXPECT_EQ(value.at("customerId"), id);
  EXPECT_EQ(value.at("account"), "smsuser1");
  EXPECT_FALSE(value.at("passwordExpired").get<bool>());
  EXPECT_EQ(memberInfo(value.at("token").get<std::string>()).status, 200);
  // The login recorded its IP as known.
  EXPECT_EQ(countRows("SELECT count(*) FROM member_known_ips WHERE member_id = " + std::to_string(id) +
                      " AND ip = '10.0.0.1'"),
            1);

  const auto again = smsLogin("9180000002", code);
  EXPECT_EQ(again.status, 401);
  EXPECT_EQ(codeOf(again), "verification_code_invalid");
}

TEST_F(SmsLogin, ANewerCodeRetiresTheOlderOne) {
  setFlag("MOBILEVERCODELOGIN3", true);
  createMemberWith("smsuser2", kPassword, "9180000003");
  ASSERT_EQ(sendNoLogin("9180000003", "10.22.0.1").status, 200);
  const auto first = latestCode("+639180000003");
  execute("UPDATE verification_sends SET sent_at = sent_at - interval '121 seconds'");
  ASSERT_EQ(sendCode("login", "9180000003", "10.22.0.2", solvedCaptchaFrom("10.22.0.2")).status, 200);
  const auto second = latestCode("+639180000003");
  if (first != second) {
    EXPECT_EQ(codeOf(smsLogin("9180000003", first)), "verification_code_invalid");
  }
  EXPECT_EQ(smsLogin("9180000003", second).status, 200);
}

TEST_F(SmsLogin, AnExpiredCodeIsRefusedAsExpired) {
  setFlag("MOBILEVERCODELOGIN3", true);
  createMemberWith("smsuser3", kPassword, "9180000004");
  ASSERT_EQ(sendNoLogin("9180000004", "10.23.0.1").status, 200);
  execute("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE destination = '+639180000004'");
  const auto sessionsBefore = countRows("SELECT count(*) FROM sessions");
  const auto result = smsLogin("9180000004", latestCode("+639180000004"));
  EXPECT_EQ(result.status, 401);
  EXPECT_EQ(codeOf(result), "verification_code_expired");
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions"), sessionsBefore);
}

TEST_F(SmsLogin, FiveWrongTriesBurnTheCode) {
  setFlag("MOBILEVERCODELOGIN3", true);
  createMemberWith("smsuser4", kPassword, "9180000005");
  ASSERT_EQ(sendNoLogin("9180000005", "10.24.0.1").status, 200);
  const auto code = latestCode("+639180000005");
  for (int i = 0; i < 5; ++i) {
    const auto wrong = smsLogin("9180000005", otherCode(code));
    EXPECT_EQ(wrong.status, 401);
    EXPECT_EQ(codeOf(wrong), "verification_code_invalid");
  }
  const auto burned = smsLogin("9180000005", code);
  EXPECT_EQ(burned.status, 401);
  EXPECT_EQ(codeOf(burned), "verification_code_invalid");
}

TEST_F(SmsLogin, FourWrongTriesStillLeaveTheCodeUsable) {
  setFlag("MOBILEVERCODELOGIN3", true);
  createMemberWith("smsuser5", kPassword, "9180000006");
  ASSERT_EQ(sendNoLogin("9180000006", "10.25.0.1").status, 200);
  const auto code = latestCode("+639180000006");
  for (int i = 0; i < 4; ++i) EXPECT_EQ(smsLogin("9180000006", otherCode(code)).status, 401);
  EXPECT_EQ(smsLogin("9180000006", code).status, 200);
}

TEST_F(SmsLogin, AStrangersNumberAndADisabledMemberGetNoSession) {
  setFlag("MOBILEVERCODELOGIN3", true);
  const auto stranger = smsLogin("9180000099", "123456");
  EXPECT_EQ(stranger.status, 401);
  EXPECT_EQ(codeOf(stranger), "verification_code_invalid");

  createMemberWith("smsdisabled", kPassword, "9180000007");
  execute("UPDATE members SET status = 'disabled' WHERE account = 'smsdisabled'");
  ASSERT_EQ(sendNoLogin("9180000007", "10.26.0.1").status, 200);
  const auto disabled = smsLogin("9180000007", latestCode("+639180000007"));
  EXPECT_EQ(disabled.status, 403);
  EXPECT_EQ(codeOf(disabled), "account_disabled");
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions s JOIN members m ON m.id = s.member_id "
                      "WHERE m.account IN ('smsdisabled')"),
            0);
}

TEST_F(SmsLogin, RefusesBadInputWithTheRightKeyAndChangesNothing) {
  setFlag("MOBILEVERCODELOGIN3", true);
  createMemberWith("smsbad", kPassword, "9180000008");
  ASSERT_EQ(sendNoLogin("9180000008", "10.27.0.1").status, 200);
  const auto code = latestCode("+639180000008");
  const auto sessionsBefore = countRows("SELECT count(*) FROM sessions");
  auto with = [&](const json& changes) {
    json payload{
        {"type", "sms"}, {"mobileNum", "9180000008"}, {"countryDialingCode", "63"}, {"verificationCode", code}};
    payload.update(changes);
    for (auto it = payload.begin(); it != payload.end();) it = it->is_null() ? payload.erase(it) : std::next(it);
    return payload;
  };
  struct Case {
    json payload;
    long status;
    std::string key;
  };
  const std::vector<Case> cases = {
      {with({{"mobileNum", nullptr}}), 400, "missing_phone_number"},
      {with({{"countryDialingCode", nullptr}}), 400, "missing_phone_number"},
      {with({{"mobileNum", "12345"}}), 400, "invalid_phone_number"},
      {with({{"mobileNum", "9180000008' OR 1=1 --"}}), 400, "invalid_phone_number"},
      {with({{"mobileNum", std::string(500, '9')}}), 400, "invalid_phone_number"},
      {with({{"mobileNum", 9180000008LL}}), 400, "invalid_parameter"},
      {with({{"verificationCode", nullptr}}), 400, "verification_code_invalid"},
      {with({{"verificationCode", ""}}), 400, "verification_code_invalid"},
      {with({{"verificationCode", 123456}}), 400, "invalid_parameter"},
      {with({{"verificationCode", "12345"}}), 401, "verification_code_invalid"},
      {with({{"verificationCode", "' OR '1'='1"}}), 401, "verification_code_invalid"},
      {with({{"verificationCode", std::string(300, '1')}}), 401, "verification_code_invalid"},
      {with({{"rememberMe", "yes"}}), 400, "invalid_parameter"},
  };
  for (const auto& c : cases) {
    const auto result = postSealed("/wps/session/login", c.payload);
    EXPECT_EQ(result.status, c.status) << c.payload.dump() << " " << result.body;
    EXPECT_EQ(codeOf(result), c.key) << c.payload.dump();
  }
  const std::string invalidUtf8 =
      "{\"type\":\"sms\",\"mobileNum\":\"918\xff\",\"countryDialingCode\":\"63\",\"verificationCode\":\"1\"}";
  const auto raw = httpRequest("POST", url("/wps/session/login"), sealedBody("POST", "/wps/session/login", invalidUtf8),
                               headers("10.0.0.1"));
  EXPECT_EQ(raw.status, 400);
  EXPECT_EQ(codeOf(raw), "invalid_request");
  const auto unsealed = postJson("/wps/session/login", with(json::object()));
  EXPECT_EQ(unsealed.status, 400);
  EXPECT_EQ(codeOf(unsealed), "sealed_body_required");

  EXPECT_EQ(countRows("SELECT count(*) FROM sessions"), sessionsBefore);
  // Malformed codes never touched the stored one: it still works.
  EXPECT_EQ(smsLogin("9180000008", code).status, 200);
}

TEST_F(SmsLogin, RegistrationNeedsTheRegisterCodeWhenTheFlagIsOn) {
  setFlag("REGMOBVERF3", true);
  setFlag("MOBILENUMREG3", true);
  setFlag("MOBILENUMPASSREG3", true);  // even a sign-up with a password needs the code
  ASSERT_EQ(sendRegisterCode("9180000010", "10.28.0.1").status, 200);
  const auto code = latestCode("+639180000010");
  const auto membersBefore = countRows("SELECT count(*) FROM members");

  const auto missing = registerMobile(registration("9180000010", ""), "10.28.0.2");
  EXPECT_EQ(missing.status, 400) << missing.body;
  const auto wrong = registerMobile(registration("9180000010", otherCode(code)), "10.28.0.3");
  EXPECT_EQ(wrong.status, 401) << wrong.body;
  EXPECT_EQ(codeOf(wrong), "verification_code_invalid");
  // A code for another number proves nothing for this one.
  const auto otherNumber = registerMobile(registration("9180000011", code), "10.28.0.4");
  EXPECT_EQ(codeOf(otherNumber), "verification_code_invalid");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), membersBefore);

  const auto ok = registerMobile(registration("9180000010", code), "10.28.0.5");
  ASSERT_EQ(ok.status, 200) << ok.body;
  EXPECT_EQ(json::parse(ok.body).at("value").at("account"), "9180000010");
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE mobile_num = '9180000010'"), 1);
  // Single use: the same code cannot register again (and the number is now taken).
  const auto sendAgain = sendRegisterCode("9180000010", "10.28.0.6");
  EXPECT_EQ(codeOf(sendAgain), "mobile_exists");
}

TEST_F(SmsLogin, ARegisterCodeCannotLogIn) {
  setFlag("MOBILEVERCODELOGIN3", true);
  setFlag("REGMOBVERF3", true);
  ASSERT_EQ(sendRegisterCode("9180000012", "10.29.0.1").status, 200);
  const auto code = latestCode("+639180000012");
  createMemberWith("smscross", kPassword, "9180000012");
  EXPECT_EQ(codeOf(smsLogin("9180000012", code)), "verification_code_invalid");
}

TEST_F(SmsLogin, ACodeUsedByRacingRequestsLogsInOnlyOnce) {
  setFlag("MOBILEVERCODELOGIN3", true);
  createMemberWith("smsrace", kPassword, "9180000013");
  ASSERT_EQ(sendNoLogin("9180000013", "10.30.0.1").status, 200);
  const auto code = latestCode("+639180000013");
  std::vector<std::future<long>> attempts;
  attempts.reserve(6);
  for (int i = 0; i < 6; ++i) {
    attempts.push_back(std::async(std::launch::async, [&] { return smsLogin("9180000013", code).status; }));
  }
  int loggedIn = 0;
  for (auto& attempt : attempts) loggedIn += attempt.get() == 200 ? 1 : 0;
  EXPECT_EQ(loggedIn, 1);
}

}  // namespace

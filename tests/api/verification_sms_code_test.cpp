// Sending SMS codes: POST /wps/verification/sms/noLogin and /sms/register,
// their throttles (also across two instances on one database) and bad input.
#include <atomic>
#include <future>

#include "verification_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

class SmsCodes : public VerificationFixture {
 protected:
  // Moves every recorded send `seconds` into the past, as if time had passed.
  static void age(int seconds) {
    execute("UPDATE verification_sends SET sent_at = sent_at - interval '" + std::to_string(seconds) + " seconds'");
  }
};

TEST_F(SmsCodes, NoLoginSendsAMemberACodeAndAnswersStrangersAlike) {
  createMemberWith("smsmember1", kPassword, "9170000001");
  const auto member = sendNoLogin("9170000001", "10.1.0.1");
  ASSERT_EQ(member.status, 200) << member.body;
  EXPECT_EQ(json::parse(member.body).at("value"), (json{{"expiredMinutes", 2}}));
  const auto code = latestCode("+639170000001");
  ASSERT_EQ(code.size(), 6u);
  const auto body = latestBody("+639170000001");
  EXPECT_NE(body.find("expires in 2 minutes"), std::string::npos) << body;
  EXPECT_EQ(countRows("SELECT count(*) FROM outbox_messages WHERE purpose = 'sms_login'"), 1);
  // Only an HMAC is stored: the code itself appears nowhere in verification_codes.
  EXPECT_EQ(countRows("SELECT count(*) FROM verification_codes WHERE destination = '+639170000001' AND "
                      "length(code_hash) = 32 AND encode(code_hash, 'escape') NOT LIKE '%" +
                      code + "%'"),
            1);

  const auto outboxBefore = outboxCount();
  const auto stranger = sendNoLogin("9170000999", "10.1.0.2");
  EXPECT_EQ(stranger.status, member.status);
  EXPECT_EQ(stranger.body, member.body);
  EXPECT_EQ(outboxCount(), outboxBefore);  // nobody to send to
  // The stranger's number is still throttled like a member's: no difference to observe.
  age(2);
  const auto again = sendNoLogin("9170000999", "10.1.0.3");
  EXPECT_EQ(again.status, 429);
  EXPECT_EQ(codeOf(again), "sms_code_countdown");
}

TEST_F(SmsCodes, ExpiredMinutesFollowsTheSetting) {
  createMemberWith("smsmember2", kPassword, "9170000002");
  services().system().settings.write("verification.sms.expired_minutes", 5);
  const auto result = sendNoLogin("9170000002", "10.2.0.1");
  services().system().settings.write("verification.sms.expired_minutes", 2);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(json::parse(result.body).at("value").at("expiredMinutes"), 5);
  EXPECT_EQ(countRows("SELECT count(*) FROM verification_codes WHERE destination = '+639170000002' AND "
                      "expires_at - created_at = interval '5 minutes'"),
            1);
}

TEST_F(SmsCodes, RegisterNeedsTheFlagAndAFreeNumber) {
  const auto off = sendRegisterCode("9170000003", "10.3.0.1");
  EXPECT_EQ(off.status, 403);
  EXPECT_EQ(codeOf(off), "function_not_enabled");

  setFlag("REGMOBVERF3", true);
  createMemberWith("smsmember3", kPassword, "9170000004");
  const auto taken = sendRegisterCode("9170000004", "10.3.0.2");
  EXPECT_EQ(taken.status, 409);
  EXPECT_EQ(codeOf(taken), "mobile_exists");

  const auto sent = sendRegisterCode("9170000003", "10.3.0.3");
  ASSERT_EQ(sent.status, 200) << sent.body;
  EXPECT_EQ(json::parse(sent.body).at("value").at("expiredMinutes"), 2);
  EXPECT_EQ(latestCode("+639170000003").size(), 6u);
  EXPECT_EQ(
      countRows("SELECT count(*) FROM outbox_messages WHERE recipient = '+639170000003' AND purpose = 'register'"), 1);
}

TEST_F(SmsCodes, ASecondSendWithinOneSecondIsTooManyRequests) {
  createMemberWith("smsmember5", kPassword, "9170000005");
  createMemberWith("smsmember6", kPassword, "9170000006");
  ASSERT_EQ(sendNoLogin("9170000005", "10.5.0.1").status, 200);
  // Same IP, another number, at once.
  const auto fast = sendNoLogin("9170000006", "10.5.0.1");
  EXPECT_EQ(fast.status, 429);
  EXPECT_EQ(codeOf(fast), "too_many_requests");
  EXPECT_EQ(dataOf(fast), (json{{"retryAfterSeconds", 1}}));
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  EXPECT_EQ(sendNoLogin("9170000006", "10.5.0.1").status, 200);
}

TEST_F(SmsCodes, TheCountdownIsSixtySecondsPerExpiredMinute) {
  createMemberWith("smsmember7", kPassword, "9170000007");
  ASSERT_EQ(sendNoLogin("9170000007", "10.7.0.1").status, 200);
  age(10);
  const auto during = sendNoLogin("9170000007", "10.7.0.2");
  EXPECT_EQ(during.status, 429);
  EXPECT_EQ(codeOf(during), "sms_code_countdown");
  const auto wait = dataOf(during).at("retryAfterSeconds").get<int>();
  EXPECT_GE(wait, 109);
  EXPECT_LE(wait, 110);
  age(111);  // 121 s after the send: the 120 s countdown is over
  // (A second code for the number within the day needs a captcha.)
  EXPECT_EQ(sendCode("login", "9170000007", "10.7.0.3", solvedCaptchaFrom("10.7.0.3")).status, 200);
}

TEST_F(SmsCodes, AtMostFiveSendsPerNumberInFiveMinutes) {
  // With 1-minute codes the countdown is 60 s, so five sends fit in five minutes.
  services().system().settings.write("verification.sms.expired_minutes", 1);
  createMemberWith("smsmember8", kPassword, "9170000008");
  // Every send after the first carries a captcha (the rule of the day).
  for (int i = 0; i < 5; ++i) {
    const auto ip = "10.8.0." + std::to_string(i + 1);
    ASSERT_EQ(sendCode("login", "9170000008", ip, i == 0 ? json::object() : solvedCaptchaFrom(ip)).status, 200) << i;
    if (i < 4) age(61);
  }
  age(2);
  // The cap comes before the captcha: this one is not spent.
  const auto captcha = solvedCaptchaFrom("10.8.0.9");
  const auto sixth = sendCode("login", "9170000008", "10.8.0.9", captcha);
  EXPECT_EQ(sixth.status, 429);
  EXPECT_EQ(codeOf(sixth), "sms_too_many_requests");
  EXPECT_EQ(dataOf(sixth), (json{{"retryAfterSeconds", 300}}));
  age(300);
  EXPECT_EQ(sendCode("login", "9170000008", "10.8.0.9", captcha).status, 200);
}

TEST_F(SmsCodes, AtMostTwentySendsPerIpInFiveMinutes) {
  for (int i = 0; i < 20; ++i) {
    ASSERT_EQ(sendNoLogin("91710000" + std::to_string(10 + i), "10.9.0.1").status, 200) << i;
    age(2);  // past the one-second gap
  }
  const auto blocked = sendNoLogin("9171000099", "10.9.0.1");
  EXPECT_EQ(blocked.status, 429);
  EXPECT_EQ(codeOf(blocked), "sms_too_many_requests");
  EXPECT_EQ(dataOf(blocked), (json{{"retryAfterSeconds", 300}}));
  EXPECT_EQ(sendNoLogin("9171000099", "10.9.0.2").status, 200);  // another IP is not affected
}

TEST_F(SmsCodes, ThrottlesHoldAcrossTwoInstancesOnOneDatabase) {
  panalo::app::ServerConfig config;
  config.databaseUrl = database_->url();
  config.port = 0;
  config.threads = 2;
  config.trustedProxies = panalo::testing::loopbackProxy();
  config.devMessages = true;
  config.masterKeyBase64 = panalo::testing::kTestMasterKey;
  panalo::app::ApiServer second(config);
  second.start();

  createMemberWith("twoinst1", kPassword, "9170000011");
  const json body{{"mobileNum", "9170000011"}, {"countryDialingCode", "63"}};
  ASSERT_EQ(postJson("/wps/verification/sms/noLogin", body, "10.11.0.1").status, 200);
  const auto atOnce = postJson("/wps/verification/sms/noLogin", body, "10.11.0.2", second.port());
  EXPECT_EQ(codeOf(atOnce), "too_many_requests");
  age(2);
  const auto onSecond = postJson("/wps/verification/sms/noLogin", body, "10.11.0.2", second.port());
  EXPECT_EQ(onSecond.status, 429);
  EXPECT_EQ(codeOf(onSecond), "sms_code_countdown");

  // Many requests at once, split over both instances, for one number: exactly one wins.
  createMemberWith("twoinst2", kPassword, "9170000012");
  const json raced{{"mobileNum", "9170000012"}, {"countryDialingCode", "63"}};
  std::vector<std::future<long>> results;
  results.reserve(8);
  for (int i = 0; i < 8; ++i) {
    results.push_back(std::async(std::launch::async, [&, i] {
      return postJson("/wps/verification/sms/noLogin", raced, "10.12.0." + std::to_string(i + 1),
                      i % 2 == 0 ? server_->port() : second.port())
          .status;
    }));
  }
  int accepted = 0;
  for (auto& result : results) accepted += result.get() == 200 ? 1 : 0;
  EXPECT_EQ(accepted, 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM verification_codes WHERE destination = '+639170000012'"), 1);
  second.shutdown();
}

TEST_F(SmsCodes, RefusesBadInputWithTheRightKeyAndChangesNothing) {
  setFlag("REGMOBVERF3", true);
  const auto sendsBefore = countRows("SELECT count(*) FROM verification_sends");
  const auto codesBefore = countRows("SELECT count(*) FROM verification_codes");
  const auto outboxBefore = outboxCount();
  struct Case {
    std::string path;
    std::string body;
    std::string code;
  };
  const std::string noLogin = "/wps/verification/sms/noLogin";
  const std::string reg = "/wps/verification/sms/register";
  const std::vector<Case> cases = {
      {noLogin, R"({"countryDialingCode":"63"})", "missing_phone_number"},
      {noLogin, R"({"mobileNum":"","countryDialingCode":"63"})", "missing_phone_number"},
      {noLogin, R"({"mobileNum":"9171234567"})", "missing_phone_number"},
      {noLogin, R"({"mobileNum":9171234567,"countryDialingCode":"63"})", "invalid_parameter"},
      {noLogin, R"({"mobileNum":"9171234567","countryDialingCode":63})", "invalid_parameter"},
      {noLogin, R"({"mobileNum":["9171234567"],"countryDialingCode":"63"})", "invalid_parameter"},
      {noLogin, R"({"mobileNum":"8171234567","countryDialingCode":"63"})", "invalid_phone_number"},
      {noLogin, R"({"mobileNum":"917123456","countryDialingCode":"63"})", "invalid_phone_number"},
      {noLogin, R"({"mobileNum":")" + std::string(300, '9') + R"(","countryDialingCode":"63"})",
       "invalid_phone_number"},
      {noLogin, R"({"mobileNum":"9171234567' OR '1'='1","countryDialingCode":"63"})", "invalid_phone_number"},
      {noLogin, R"({"mobileNum":"9171234567","countryDialingCode":"63; DROP TABLE members"})", "invalid_phone_number"},
      {noLogin, R"({"mobileNum":"9171234567","countryDialingCode":"+12345"})", "invalid_phone_number"},
      {noLogin,
       "{\"mobileNum\":\"917\xff\xfe"
       "1234567\",\"countryDialingCode\":\"63\"}",
       "invalid_request"},
      {noLogin, "not json", "invalid_request"},
      {noLogin, "[1,2]", "invalid_request"},
      {reg, R"({"mobileNum":"9171234567","countryDialingCode":"63"})", "missing_phone_number"},
      {reg, R"({"mobileNo":"12","countryDialingCode":"63"})", "invalid_phone_number"},
      {reg, R"({"mobileNo":true,"countryDialingCode":"63"})", "invalid_parameter"},
      {reg, R"({"mobileNo":"9171234567","countryDialingCode":"6a"})", "invalid_phone_number"},
  };
  int n = 0;
  for (const auto& c : cases) {
    const auto result = httpRequest("POST", url(c.path), c.body, headers("10.13.0." + std::to_string(++n)));
    EXPECT_EQ(result.status, 400) << c.body << " " << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.body;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM verification_sends"), sendsBefore);
  EXPECT_EQ(countRows("SELECT count(*) FROM verification_codes"), codesBefore);
  EXPECT_EQ(outboxCount(), outboxBefore);
}

}  // namespace

// The unregistered-IP gate (IPVERIFY3) on password logins: a code to the
// member's mobile (or e-mail), the masked destination, throttles, and known IPs.
#include "verification_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

class IpGate : public VerificationFixture {};

TEST_F(IpGate, OffByDefaultAndNewIpsBecomeKnown) {
  const auto id = createMemberWith("gateoff", kPassword, "9200000001", "", "63", "10.60.0.1");
  ASSERT_EQ(passwordLogin("gateoff", kPassword, "10.60.0.2").status, 200);
  EXPECT_EQ(countRows("SELECT count(*) FROM member_known_ips WHERE member_id = " + std::to_string(id) +
                      " AND ip = '10.60.0.2'"),
            1);
}

TEST_F(IpGate, AnUnknownIpNeedsTheSmsCode) {
  setFlag("IPVERIFY3", true);
  createMemberWith("gatesms", kPassword, "9200000002", "gatesms@example.com", "63", "10.61.0.1");
  EXPECT_EQ(passwordLogin("gatesms", kPassword, "10.61.0.1").status, 200);  // the registration IP is known

  const auto sessionsBefore = countRows("SELECT count(*) FROM sessions");
  const auto challenged = passwordLogin("gatesms", kPassword, "10.61.0.9");
  ASSERT_EQ(challenged.status, 403) << challenged.body;
  EXPECT_EQ(codeOf(challenged), "ip_verification_required");
  EXPECT_EQ(dataOf(challenged), (json{{"method", "sms"}, {"destination", "+63 *******002"}, {"expiredMinutes", 2}}));
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions"), sessionsBefore);
  const auto code = latestCode("+639200000002");
  ASSERT_EQ(code.size(), 6u);
  EXPECT_EQ(countRows("SELECT count(*) FROM outbox_messages WHERE purpose = 'ip_verification'"), 1);

  // A wrong code: still refused, no second SMS during the countdown, and the wait is said.
  const auto wrong = passwordLogin("gatesms", kPassword, "10.61.0.9", otherCode(code));
  EXPECT_EQ(wrong.status, 403);
  EXPECT_EQ(codeOf(wrong), "ip_verification_required");
  EXPECT_TRUE(dataOf(wrong).at("verificationCodeInvalid").get<bool>());
  EXPECT_TRUE(dataOf(wrong).contains("retryAfterSeconds"));
  EXPECT_EQ(countRows("SELECT count(*) FROM outbox_messages WHERE purpose = 'ip_verification'"), 1);

  const auto passed = passwordLogin("gatesms", kPassword, "10.61.0.9", code);
  ASSERT_EQ(passed.status, 200) << passed.body;
  // The IP is known now: no code needed next time.
  EXPECT_EQ(passwordLogin("gatesms", kPassword, "10.61.0.9").status, 200);
  // A wrong password never reaches the gate, so it sends nothing.
  EXPECT_EQ(passwordLogin("gatesms", "Wrong-Password-1", "10.61.0.10").status, 401);
  EXPECT_EQ(countRows("SELECT count(*) FROM outbox_messages WHERE purpose = 'ip_verification'"), 1);
}

TEST_F(IpGate, FallsBackToEmailAndPassesMembersWithNoContact) {
  setFlag("IPVERIFY3", true);
  createMemberWith("gatemail", kPassword, "", "Gate.Mail@example.com", "", "10.62.0.1");
  const auto challenged = passwordLogin("gatemail", kPassword, "10.62.0.2");
  ASSERT_EQ(challenged.status, 403) << challenged.body;
  EXPECT_EQ(dataOf(challenged),
            (json{{"method", "email"}, {"destination", "G***@example.com"}, {"expiredMinutes", 2}}));
  const auto code = latestCode("Gate.Mail@example.com", "email");
  ASSERT_EQ(code.size(), 6u);
  EXPECT_EQ(passwordLogin("gatemail", kPassword, "10.62.0.2", code).status, 200);

  const auto id = createMemberWith("gatenone", kPassword, "", "", "", "10.63.0.1");
  EXPECT_EQ(passwordLogin("gatenone", kPassword, "10.63.0.2").status, 200);
  EXPECT_EQ(countRows("SELECT count(*) FROM member_known_ips WHERE member_id = " + std::to_string(id) +
                      " AND ip = '10.63.0.2'"),
            1);
}

TEST_F(IpGate, AMemberWithNoIpHistoryIsNotChallengedOnTheFirstLogin) {
  setFlag("IPVERIFY3", true);
  createMemberWith("gatefirst", kPassword, "9200000004");
  EXPECT_EQ(passwordLogin("gatefirst", kPassword, "10.64.0.1").status, 200);
  EXPECT_EQ(codeOf(passwordLogin("gatefirst", kPassword, "10.64.0.2")), "ip_verification_required");
}

TEST_F(IpGate, SmsLoginIsNotChallengedAndMakesTheIpKnown) {
  setFlag("IPVERIFY3", true);
  setFlag("MOBILEVERCODELOGIN3", true);
  createMemberWith("gatesmslogin", kPassword, "9200000005", "", "63", "10.65.0.1");
  ASSERT_EQ(sendNoLogin("9200000005", "10.65.0.2").status, 200);
  ASSERT_EQ(smsLogin("9200000005", latestCode("+639200000005"), "10.65.0.2").status, 200);
  EXPECT_EQ(passwordLogin("gatesmslogin", kPassword, "10.65.0.2").status, 200);
}

TEST_F(IpGate, ExpiredCodesAndBadCodeTypesAreRefused) {
  setFlag("IPVERIFY3", true);
  createMemberWith("gateexpired", kPassword, "9200000006", "", "63", "10.66.0.1");
  ASSERT_EQ(passwordLogin("gateexpired", kPassword, "10.66.0.2").status, 403);
  const auto code = latestCode("+639200000006");
  execute("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE destination = '+639200000006'");
  const auto expired = passwordLogin("gateexpired", kPassword, "10.66.0.2", code);
  EXPECT_EQ(codeOf(expired), "ip_verification_required");
  EXPECT_TRUE(dataOf(expired).at("verificationCodeInvalid").get<bool>());

  const auto wrongType = postSealed(
      "/wps/session/login",
      {{"type", "username"}, {"username", "gateexpired"}, {"password", kPassword}, {"verificationCode", 123456}},
      "10.66.0.2");
  EXPECT_EQ(wrongType.status, 400);
  EXPECT_EQ(codeOf(wrongType), "invalid_parameter");
  EXPECT_EQ(countRows("SELECT count(*) FROM member_known_ips WHERE ip = '10.66.0.2'"), 0);
}

}  // namespace

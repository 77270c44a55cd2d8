// Guessing codes across codes (issue 12, item 1): wrong codes are counted per
// number and per account over a window (verification.code.max_failures,
// default 10 a day), after which SMS login and password setting by phone are
// locked for that number until the window ends; sends after the first in the
// window need a captcha; the member hears of the lock by e-mail.
#include "verification_fixture.hpp"

namespace {

using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

const std::string kNewPassword = "Brand-New-Secret-7";

class CodeGuessing : public VerificationFixture {
 protected:
  void SetUp() override {
    VerificationFixture::SetUp();
    execute("DELETE FROM captchas");
    services().system().settings.write("verification.code.max_failures", 10);
    services().system().settings.write("verification.code.failure_window_hours", 24);
  }

  // One round: a password code sent (with a captcha after the first send of
  // the window), then five wrong guesses. Answers the send's and the guesses' keys.
  struct Round {
    long sendStatus = 0;
    std::string sendKey;  // empty on success
    std::vector<std::string> guessKeys;
  };
  static Round round(const std::string& mobile, const std::string& ip, bool withCaptcha) {
    skipSendThrottles();
    Round result;
    const auto sent = sendPasswordCode(mobile, ip, withCaptcha ? solvedCaptchaFrom(ip) : json::object());
    result.sendStatus = sent.status;
    result.sendKey = codeOf(sent);
    const auto code = latestCode("+63" + mobile);
    for (int i = 0; i < 5; ++i) {
      result.guessKeys.push_back(codeOf(setByPhone(mobile, otherCode(code), kNewPassword, ip)));
    }
    return result;
  }
};

TEST_F(CodeGuessing, ElevenRoundsOfFiveWrongGuessesAreRefusedFromTheThirdRoundOn) {
  createMemberWith("guessed", kPassword, "9200000101", "guessed@example.com");
  const std::vector<std::string> wrong(5, "verification_code_invalid");
  std::vector<std::string> lockedAll(5, "verification_locked");
  for (int n = 1; n <= 11; ++n) {
    const auto r = round("9200000101", "10.90.0." + std::to_string(n), n > 1);
    if (n == 1) {
      EXPECT_EQ(r.sendStatus, 200) << "round " << n << " " << r.sendKey;
      EXPECT_EQ(r.guessKeys, wrong) << "round " << n;
    } else if (n == 2) {
      EXPECT_EQ(r.sendStatus, 200) << "round " << n << " " << r.sendKey;
      // The tenth wrong code of the day locks the number at once.
      const std::vector<std::string> locking{"verification_code_invalid", "verification_code_invalid",
                                             "verification_code_invalid", "verification_code_invalid",
                                             "verification_locked"};
      EXPECT_EQ(r.guessKeys, locking) << "round " << n;
    } else {
      EXPECT_EQ(r.sendStatus, 429) << "round " << n;
      EXPECT_EQ(r.sendKey, "verification_locked") << "round " << n;
      EXPECT_EQ(r.guessKeys, lockedAll) << "round " << n;
    }
  }
  // Two codes were sent in all, and the password never changed.
  EXPECT_EQ(countRows("SELECT count(*) FROM outbox_messages WHERE recipient = '+639200000101'"), 2);
  EXPECT_EQ(login("guessed", kPassword).status, 200);
  // The member was told once, by e-mail.
  EXPECT_EQ(countRows("SELECT count(*) FROM outbox_messages WHERE recipient = 'guessed@example.com' "
                      "AND channel = 'email' AND purpose = 'code_lock_notice'"),
            1);
  const auto mail = latestBody("guessed@example.com", "email");
  EXPECT_NE(mail.find("*******101"), std::string::npos) << mail;
  EXPECT_NE(mail.find("24 hours"), std::string::npos) << mail;
}

TEST_F(CodeGuessing, TheRightCodeNoLongerWorksOnceLocked) {
  setFlag("MOBILEVERCODELOGIN3", true);
  services().system().settings.write("verification.code.max_failures", 3);
  createMemberWith("lockedright", kPassword, "9200000102");
  ASSERT_EQ(sendCode("login", "9200000102", "10.91.0.1").status, 200);
  const auto loginCode = latestCode("+639200000102");
  skipSendThrottles();
  ASSERT_EQ(sendPasswordCode("9200000102", "10.91.0.1", solvedCaptchaFrom("10.91.0.1")).status, 200);
  const auto passwordCode = latestCode("+639200000102");
  EXPECT_EQ(codeOf(setByPhone("9200000102", otherCode(passwordCode), kNewPassword)), "verification_code_invalid");
  EXPECT_EQ(codeOf(smsLogin("9200000102", otherCode(loginCode))), "verification_code_invalid");
  const auto third = setByPhone("9200000102", otherCode(passwordCode), kNewPassword);
  EXPECT_EQ(third.status, 429);
  EXPECT_EQ(codeOf(third), "verification_locked");
  const auto wait = dataOf(third).at("retryAfterSeconds").get<int>();
  EXPECT_GT(wait, 24 * 3600 - 60);
  EXPECT_LE(wait, 24 * 3600);

  const auto sessionsBefore = countRows("SELECT count(*) FROM sessions");
  const auto rightPassword = setByPhone("9200000102", passwordCode, kNewPassword);
  EXPECT_EQ(rightPassword.status, 429);
  EXPECT_EQ(codeOf(rightPassword), "verification_locked");
  const auto rightLogin = smsLogin("9200000102", loginCode);
  EXPECT_EQ(rightLogin.status, 429);
  EXPECT_EQ(codeOf(rightLogin), "verification_locked");
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions"), sessionsBefore);
  EXPECT_EQ(login("lockedright", kPassword).status, 200);

  // The lock ends with the window; then a new code works again.
  execute("UPDATE verification_failures SET failed_at = failed_at - interval '25 hours'");
  execute("UPDATE verification_locks SET locked_until = locked_until - interval '25 hours'");
  skipSendThrottles();
  ASSERT_EQ(sendPasswordCode("9200000102", "10.91.0.2", solvedCaptchaFrom("10.91.0.2")).status, 200);
  EXPECT_EQ(setByPhone("9200000102", latestCode("+639200000102"), kNewPassword).status, 200);
}

TEST_F(CodeGuessing, FailuresCountPerAccountAcrossNumbers) {
  services().system().settings.write("verification.code.max_failures", 4);
  const auto id = createMemberWith("twonumbers", kPassword, "9200000103");
  for (int i = 0; i < 4; ++i) setByPhone("9200000103", "000000", kNewPassword);
  // The member's number changes (and is proven): the account stays locked.
  execute("UPDATE members SET mobile_num = '9200000104' WHERE id = " + std::to_string(id));
  const auto sent = sendPasswordCode("9200000104", "10.92.0.1");
  EXPECT_EQ(sent.status, 429) << sent.body;
  EXPECT_EQ(codeOf(sent), "verification_locked");
  // Another member's number is not.
  createMemberWith("bystander", kPassword, "9200000105");
  EXPECT_EQ(sendPasswordCode("9200000105", "10.92.0.2").status, 200);
}

TEST_F(CodeGuessing, AStrangersNumberLocksExactlyLikeAMembersNumber) {
  services().system().settings.write("verification.code.max_failures", 3);
  createMemberWith("alike", kPassword, "9200000106", "alike@example.com");
  auto answers = [](const std::string& mobile, const std::string& ip) {
    std::vector<std::string> keys;
    std::vector<std::string> bodies;
    const auto first = sendPasswordCode(mobile, ip);
    bodies.push_back(first.body);
    keys.reserve(4);  // three wrong codes, then the second send
    for (int i = 0; i < 3; ++i) keys.push_back(codeOf(setByPhone(mobile, "000000", kNewPassword, ip)));
    skipSendThrottles();
    const auto second = sendPasswordCode(mobile, ip, solvedCaptchaFrom(ip));
    keys.push_back(codeOf(second));
    bodies.push_back(std::to_string(second.status));
    return std::make_pair(keys, bodies);
  };
  const auto member = answers("9200000106", "10.93.0.1");
  const auto stranger = answers("9200000199", "10.93.0.2");
  EXPECT_EQ(member.first, stranger.first);
  EXPECT_EQ(member.second, stranger.second);
  EXPECT_EQ(member.first.back(), "verification_locked");
}

TEST_F(CodeGuessing, SendsAfterTheFirstOfTheWindowNeedACaptcha) {
  setFlag("REGMOBVERF3", true);
  createMemberWith("captchasend", kPassword, "9200000107");
  ASSERT_EQ(sendPasswordCode("9200000107", "10.94.0.1").status, 200);
  // During the countdown the countdown is what is said (no captcha is asked for a refused send).
  execute("UPDATE verification_sends SET sent_at = sent_at - interval '2 seconds'");  // past the 1 s gap
  const auto during = sendPasswordCode("9200000107", "10.94.0.1");
  EXPECT_EQ(codeOf(during), "sms_code_countdown");
  skipSendThrottles();

  const auto outboxBefore = outboxCount();
  const auto sendsBefore = countRows("SELECT count(*) FROM verification_sends");
  const auto missing = sendPasswordCode("9200000107", "10.94.0.1");
  EXPECT_EQ(missing.status, 400);
  EXPECT_EQ(codeOf(missing), "captcha_required");
  EXPECT_EQ(dataOf(missing), (json{{"captcha", true}}));
  auto wrongCaptcha = solvedCaptchaFrom("10.94.0.1");
  wrongCaptcha["captcha"] = "WRONG";
  const auto wrong = sendPasswordCode("9200000107", "10.94.0.1", wrongCaptcha);
  EXPECT_EQ(wrong.status, 400);
  EXPECT_EQ(codeOf(wrong), "invalid_captcha");
  EXPECT_EQ(dataOf(wrong), (json{{"captcha", true}}));
  // A captcha fetched from another IP proves nothing here.
  const auto elsewhere = sendPasswordCode("9200000107", "10.94.0.1", solvedCaptchaFrom("10.94.0.2"));
  EXPECT_EQ(codeOf(elsewhere), "invalid_captcha");
  EXPECT_EQ(outboxCount(), outboxBefore);
  EXPECT_EQ(countRows("SELECT count(*) FROM verification_sends"), sendsBefore);

  const auto solved = solvedCaptchaFrom("10.94.0.1");
  ASSERT_EQ(sendPasswordCode("9200000107", "10.94.0.1", solved).status, 200);
  EXPECT_EQ(outboxCount(), outboxBefore + 1);
  // A captcha answers one send.
  skipSendThrottles();
  EXPECT_EQ(codeOf(sendPasswordCode("9200000107", "10.94.0.1", solved)), "invalid_captcha");

  // The same for a stranger's number and for registration codes.
  ASSERT_EQ(sendPasswordCode("9200000198", "10.94.0.3").status, 200);
  ASSERT_EQ(sendRegisterCode("9200000197", "10.94.0.4").status, 200);
  skipSendThrottles();
  EXPECT_EQ(codeOf(sendPasswordCode("9200000198", "10.94.0.3")), "captcha_required");
  EXPECT_EQ(codeOf(sendRegisterCode("9200000197", "10.94.0.4")), "captcha_required");
  EXPECT_EQ(sendRegisterCode("9200000197", "10.94.0.4", solvedCaptchaFrom("10.94.0.4")).status, 200);
  // Bad captcha fields are bad input.
  EXPECT_EQ(codeOf(sendPasswordCode("9200000198", "10.94.0.3", {{"captchaId", 5}, {"captcha", "x"}})),
            "invalid_parameter");
}

TEST_F(CodeGuessing, TheLimitsFollowTheSettings) {
  services().system().settings.write("verification.code.max_failures", 2);
  services().system().settings.write("verification.code.failure_window_hours", 1);
  createMemberWith("settings", kPassword, "9200000108");
  EXPECT_EQ(codeOf(setByPhone("9200000108", "000000", kNewPassword)), "verification_code_invalid");
  const auto locked = setByPhone("9200000108", "000000", kNewPassword);
  EXPECT_EQ(codeOf(locked), "verification_locked");
  const auto wait = dataOf(locked).at("retryAfterSeconds").get<int>();
  EXPECT_GT(wait, 3500);
  EXPECT_LE(wait, 3600);

  // Malformed values read as the defaults (10 a day).
  services().system().settings.write("verification.code.max_failures", "many");
  services().system().settings.write("verification.code.failure_window_hours", -5);
  createMemberWith("defaults", kPassword, "9200000109");
  for (int i = 0; i < 9; ++i) {
    EXPECT_EQ(codeOf(setByPhone("9200000109", "000000", kNewPassword)), "verification_code_invalid") << i;
  }
  const auto tenth = setByPhone("9200000109", "000000", kNewPassword);
  EXPECT_EQ(codeOf(tenth), "verification_locked");
  EXPECT_GT(dataOf(tenth).at("retryAfterSeconds").get<int>(), 23 * 3600);
}

}  // namespace

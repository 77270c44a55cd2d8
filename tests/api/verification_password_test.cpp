// Password recovery: forgot by e-mail (POST /wps/member/password/email, JSON:
// the spec's form post is refused like any cross-site form, json_only_effects_test), the reset link (POST /wps/member/password/reset, sealed), and set
// password by phone (POST /wps/member/password/verification, sealed).
#include <chrono>

#include "breached_corpus_fixture.hpp"
#include "verification_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

const std::string kNewPassword = "Brand-New-Secret-7";

class PasswordRecovery : public VerificationFixture {
 protected:
  static HttpResult forgot(const std::string& username, const std::string& email, const std::string& ip) {
    return postJson("/wps/member/password/email", {{"username", username}, {"email", email}}, ip);
  }
  // The token of the newest reset link to `email`; the link carries it in its
  // fragment (after '#'), which browsers never send.
  static std::string resetTokenIn(const std::string& email) {
    const auto body = latestBody(email, "email");
    const auto at = body.find("/#resetToken=");
    if (at == std::string::npos) return "";
    const auto start = at + 13;
    const auto end = body.find_first_of(" \n", start);
    return body.substr(start, end - start);
  }
  static HttpResult reset(const std::string& token, const std::string& password, const std::string& confirm) {
    return postSealed("/wps/member/password/reset",
                      {{"resetToken", token}, {"newPassword", password}, {"confirmNewPassword", confirm}});
  }
  static HttpResult setByPhone(const json& payload, const std::string& ip = "10.0.0.1") {
    return postSealed("/wps/member/password/verification", payload, ip);
  }
  static json phonePayload(const std::string& mobile, const std::string& code, const std::string& password) {
    return {{"mobileNum", mobile}, {"countryDialingCode", "63"}, {"verificationCode", code}, {"newPassword", password}};
  }
};

TEST_F(PasswordRecovery, ForgotByEmailSendsASingleUseLinkThatEndsSessions) {
  createMemberWith("forgetful", kPassword, "", "Forgetful@Example.com");
  const auto token = tokenOf(login("forgetful", kPassword));
  const auto result = forgot("forgetful", "forgetful@example.com", "10.40.0.1");
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(json::parse(result.body).at("value"), true);

  const auto body = latestBody("Forgetful@Example.com", "email");
  EXPECT_NE(body.find("http://localhost:8080/#resetToken="), std::string::npos) << body;
  EXPECT_EQ(body.find("?resetToken="), std::string::npos) << "the token must not travel in a query string";
  EXPECT_NE(body.find("30 minutes"), std::string::npos);
  const auto resetToken = resetTokenIn("Forgetful@Example.com");
  ASSERT_EQ(resetToken.size(), 43u);
  // Only the token's hash is stored.
  EXPECT_EQ(countRows("SELECT count(*) FROM password_reset_tokens WHERE encode(token_hash, 'escape') LIKE '%" +
                      resetToken + "%'"),
            0);

  const auto weak = reset(resetToken, "password1", "password1");
  EXPECT_EQ(weak.status, 400);
  EXPECT_EQ(codeOf(weak), "password_too_common");
  const auto mismatch = reset(resetToken, kNewPassword, kNewPassword + "x");
  EXPECT_EQ(codeOf(mismatch), "confirm_password_incorrect");

  const auto done = reset(resetToken, kNewPassword, kNewPassword);
  ASSERT_EQ(done.status, 200) << done.body;
  EXPECT_EQ(json::parse(done.body).at("value"), true);
  EXPECT_EQ(memberInfo(token).status, 401);  // the old session ended
  EXPECT_EQ(login("forgetful", kNewPassword).status, 200);
  EXPECT_EQ(login("forgetful", kPassword).status, 401);

  const auto reused = reset(resetToken, "Another-Secret-9", "Another-Secret-9");
  EXPECT_EQ(reused.status, 400);
  EXPECT_EQ(codeOf(reused), "reset_token_invalid");
}

TEST_F(PasswordRecovery, ForgotAcceptsJsonAndUsesTheSiteBaseUrl) {
  createMemberWith("jsonforgot", kPassword, "", "json@example.com");
  services().system().settings.write("site.base_url", "https://panalo.example/");
  const auto result =
      postJson("/wps/member/password/email", {{"username", "JSONFORGOT"}, {"email", "json@example.com"}}, "10.41.0.1");
  services().system().settings.write("site.base_url", "http://localhost:8080");
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_NE(latestBody("json@example.com", "email").find("https://panalo.example/#resetToken="), std::string::npos);
}

TEST_F(PasswordRecovery, AnUnknownPairIsNotFoundAndSendsNothing) {
  createMemberWith("pairowner", kPassword, "", "owner@example.com");
  const auto outboxBefore = outboxCount();
  const auto tokensBefore = countRows("SELECT count(*) FROM password_reset_tokens");
  for (const auto& [username, email] : std::vector<std::pair<std::string, std::string>>{
           {"pairowner", "someone@example.com"}, {"nobody", "owner@example.com"}}) {
    const auto result = forgot(username, email, "10.42.0.1");
    EXPECT_EQ(result.status, 404) << username << " " << email;
    EXPECT_EQ(codeOf(result), "username_email_not_found");
  }
  EXPECT_EQ(outboxCount(), outboxBefore);
  EXPECT_EQ(countRows("SELECT count(*) FROM password_reset_tokens"), tokensBefore);
}

TEST_F(PasswordRecovery, ForgotIsLimitedToTenPerIpPerHour) {
  for (int i = 0; i < 10; ++i) {
    EXPECT_EQ(forgot("nobody" + std::to_string(i), "x@example.com", "10.43.0.1").status, 404);
  }
  const auto blocked = forgot("nobody", "x@example.com", "10.43.0.1");
  EXPECT_EQ(blocked.status, 429);
  EXPECT_EQ(codeOf(blocked), "too_many_requests");
  const auto wait = dataOf(blocked).at("retryAfterSeconds").get<int>();
  EXPECT_GT(wait, 3500);
  EXPECT_LE(wait, 3601);
  EXPECT_EQ(forgot("nobody", "x@example.com", "10.43.0.2").status, 404);
}

TEST_F(PasswordRecovery, ExpiredAndUnknownResetTokensAreRefused) {
  createMemberWith("slowreader", kPassword, "", "slow@example.com");
  ASSERT_EQ(forgot("slowreader", "slow@example.com", "10.44.0.1").status, 200);
  const auto resetToken = resetTokenIn("slow@example.com");
  execute("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'");
  for (const auto& token :
       {resetToken, std::string("not-a-token"), std::string(), std::string(5000, 'a'), std::string("' OR '1'='1")}) {
    const auto result = reset(token, kNewPassword, kNewPassword);
    EXPECT_EQ(result.status, 400) << token;
    EXPECT_EQ(codeOf(result), "reset_token_invalid") << token;
  }
  EXPECT_EQ(login("slowreader", kPassword).status, 200);
}

TEST_F(PasswordRecovery, ForgotRefusesBadInputAndChangesNothing) {
  createMemberWith("badforgot", kPassword, "", "bad@example.com");
  const auto requestsBefore = countRows("SELECT count(*) FROM password_reset_requests");
  struct Case {
    std::string contentType;
    std::string body;
    std::string key;
  };
  const std::string jsonType = "application/json";
  const std::vector<Case> cases = {
      {jsonType, R"({"email":"bad@example.com"})", "input_cannot_be_empty"},
      {jsonType, R"({"username":"badforgot"})", "input_cannot_be_empty"},
      {jsonType, R"({"username":"badforgot","email":"not-an-email"})", "email_format_incorrect"},
      {jsonType, R"({"username":"badforgot","email":"bad@example.com' OR 1=1"})", "email_format_incorrect"},
      {jsonType, "{\"username\":\"bad\xff\",\"email\":\"bad@example.com\"}", "invalid_request"},
      {jsonType, R"({"username":"bad\u0000forgot","email":"bad@example.com"})", "account_format_incorrect"},
      {jsonType, R"({"username":5,"email":"bad@example.com"})", "invalid_parameter"},
      {jsonType, R"({"username":"badforgot","email":["bad@example.com"]})", "invalid_parameter"},
      {jsonType, "{\"username\":\"bad\xc3\",\"email\":\"bad@example.com\"}", "invalid_request"},
      {jsonType, "username=badforgot", "invalid_request"},
      {jsonType, R"({"username":"badforgot","email":")" + std::string(300, 'a') + R"(@example.com"})",
       "email_format_incorrect"},
  };
  for (const auto& c : cases) {
    const auto result =
        httpRequest("POST", url("/wps/member/password/email"), c.body, headers("10.45.0.1", c.contentType));
    EXPECT_EQ(result.status, 400) << c.body << " " << result.body;
    EXPECT_EQ(codeOf(result), c.key) << c.body;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM password_reset_requests"), requestsBefore);
  EXPECT_EQ(countRows("SELECT count(*) FROM password_reset_tokens t JOIN members m ON m.id = t.member_id "
                      "WHERE m.account = 'badforgot'"),
            0);
}

TEST_F(PasswordRecovery, SetPasswordByPhoneEndsOtherSessionsAndLogsIn) {
  const auto id = createMemberWith("phoneowner", kPassword, "9190000001");
  const auto oldSession = tokenOf(login("phoneowner", kPassword));
  ASSERT_EQ(sendPasswordCode("9190000001", "10.46.0.1").status, 200);
  const auto code = latestCode("+639190000001");

  const auto weak = setByPhone(phonePayload("9190000001", code, "password1"));
  EXPECT_EQ(codeOf(weak), "password_too_common");
  const auto sameAsName = setByPhone(phonePayload("9190000001", code, "phoneowner"));
  EXPECT_EQ(weak.status, 400);
  EXPECT_EQ(sameAsName.status, 400);

  const auto result = setByPhone(phonePayload("9190000001", code, kNewPassword));
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = json::parse(result.body).at("value");
  EXPECT_EQ(value.at("customerId"), id);
  EXPECT_EQ(memberInfo(value.at("token").get<std::string>()).status, 200);
  EXPECT_EQ(memberInfo(oldSession).status, 401);
  EXPECT_EQ(login("phoneowner", kNewPassword).status, 200);
  EXPECT_EQ(login("phoneowner", kPassword).status, 401);

  const auto reused = setByPhone(phonePayload("9190000001", code, "Another-Secret-9"));
  EXPECT_EQ(reused.status, 401);
  EXPECT_EQ(codeOf(reused), "verification_code_invalid");
}

TEST_F(PasswordRecovery, SetPasswordByPhoneRefusesWrongExpiredAndBadInput) {
  createMemberWith("phonebad", kPassword, "9190000002");
  ASSERT_EQ(sendPasswordCode("9190000002", "10.47.0.1").status, 200);
  const auto code = latestCode("+639190000002");
  const auto hashBefore = countRows(
      "SELECT count(*) FROM members WHERE account = 'phonebad' AND "
      "password_changed_at = created_at");
  ASSERT_EQ(hashBefore, 1);
  struct Case {
    json payload;
    long status;
    std::string key;
  };
  auto payload = [&](const json& changes) {
    auto p = phonePayload("9190000002", code, kNewPassword);
    p.update(changes);
    for (auto it = p.begin(); it != p.end();) it = it->is_null() ? p.erase(it) : std::next(it);
    return p;
  };
  const std::vector<Case> cases = {
      {payload({{"verificationCode", otherCode(code)}}), 401, "verification_code_invalid"},
      {payload({{"verificationCode", nullptr}}), 400, "verification_code_invalid"},
      {payload({{"verificationCode", 5}}), 400, "invalid_parameter"},
      {payload({{"mobileNum", nullptr}}), 400, "missing_phone_number"},
      {payload({{"mobileNum", "91900000021"}}), 400, "invalid_phone_number"},
      {payload({{"mobileNum", "9190000003"}}), 401, "verification_code_invalid"},
      {payload({{"countryDialingCode", "' OR 1=1"}}), 400, "invalid_phone_number"},
      {payload({{"newPassword", nullptr}}), 400, "input_cannot_be_empty"},
      {payload({{"newPassword", "short"}}), 400, "password_length_range"},
      {payload({{"newPassword", std::string(2000, 'x')}}), 400, "password_length_range"},
      {payload({{"newPassword", 12345678}}), 400, "invalid_parameter"},
  };
  for (const auto& c : cases) {
    const auto result = setByPhone(c.payload);
    EXPECT_EQ(result.status, c.status) << c.payload.dump().substr(0, 200) << " " << result.body;
    EXPECT_EQ(codeOf(result), c.key) << c.payload.dump().substr(0, 200);
  }
  const auto unsealed = postJson("/wps/member/password/verification", payload(json::object()));
  EXPECT_EQ(codeOf(unsealed), "sealed_body_required");
  const auto unsealedReset = postJson("/wps/member/password/reset", {{"resetToken", "x"}});
  EXPECT_EQ(codeOf(unsealedReset), "sealed_body_required");
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE account = 'phonebad' AND password_changed_at = created_at"),
            1);

  execute("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE destination = '+639190000002'");
  const auto expired = setByPhone(payload(json::object()));
  EXPECT_EQ(expired.status, 401);
  EXPECT_EQ(codeOf(expired), "verification_code_expired");
  EXPECT_EQ(login("phonebad", kPassword).status, 200);
}

TEST_F(PasswordRecovery, AWrongCodeIsRefusedBeforeThePasswordIsComparedWithTheUsername) {
  // Comparing first would tell a guesser which account a number belongs to
  // (password_equals_username) without spending a try.
  createMemberWith("phoneleak", kPassword, "9190000004");
  ASSERT_EQ(sendPasswordCode("9190000004", "10.49.0.1").status, 200);
  const auto code = latestCode("+639190000004");
  const auto leak = setByPhone(phonePayload("9190000004", otherCode(code), "phoneleak"));
  EXPECT_EQ(leak.status, 401) << leak.body;
  EXPECT_EQ(codeOf(leak), "verification_code_invalid");
  EXPECT_EQ(countRows("SELECT attempts FROM verification_codes WHERE destination = '+639190000004' "
                      "AND consumed_at IS NULL"),
            1);  // the try was spent
  // A stranger's number answers the same.
  const auto stranger = setByPhone(phonePayload("9190000098", otherCode(code), "phoneleak"));
  EXPECT_EQ(stranger.status, leak.status);
  EXPECT_EQ(codeOf(stranger), codeOf(leak));

  // With the right code the comparison is made, and the code stays usable.
  const auto sameAsName = setByPhone(phonePayload("9190000004", code, "PhoneLeak"));
  EXPECT_EQ(sameAsName.status, 400);
  EXPECT_EQ(codeOf(sameAsName), "password_equals_username");
  EXPECT_EQ(setByPhone(phonePayload("9190000004", code, kNewPassword)).status, 200);
  EXPECT_EQ(login("phoneleak", kNewPassword).status, 200);
}

TEST_F(PasswordRecovery, ResetRefusesBadInputAndKeepsTheLinkWorking) {
  createMemberWith("resetbad", kPassword, "", "resetbad@example.com");
  ASSERT_EQ(forgot("resetbad", "resetbad@example.com", "10.48.0.1").status, 200);
  const auto resetToken = resetTokenIn("resetbad@example.com");
  struct Case {
    json payload;
    std::string key;
  };
  const std::vector<Case> cases = {
      {{{"resetToken", 5}, {"newPassword", kNewPassword}, {"confirmNewPassword", kNewPassword}}, "invalid_parameter"},
      {{{"resetToken", resetToken}, {"newPassword", json::array()}, {"confirmNewPassword", kNewPassword}},
       "invalid_parameter"},
      {{{"resetToken", resetToken}, {"confirmNewPassword", kNewPassword}}, "input_cannot_be_empty"},
      {{{"resetToken", resetToken}, {"newPassword", kNewPassword}}, "input_cannot_be_empty"},
      {{{"resetToken", resetToken}, {"newPassword", "resetbad"}, {"confirmNewPassword", "resetbad"}},
       "password_equals_username"},
  };
  for (const auto& c : cases) {
    const auto result = postSealed("/wps/member/password/reset", c.payload);
    EXPECT_EQ(result.status, 400) << c.payload.dump() << " " << result.body;
    EXPECT_EQ(codeOf(result), c.key) << c.payload.dump();
  }
  const std::string invalidUtf8 =
      "{\"resetToken\":\"" + resetToken + "\",\"newPassword\":\"Brand\xff\",\"confirmNewPassword\":\"Brand\xff\"}";
  const auto raw = httpRequest("POST", url("/wps/member/password/reset"),
                               sealedBody("POST", "/wps/member/password/reset", invalidUtf8), headers("10.0.0.1"));
  EXPECT_EQ(codeOf(raw), "invalid_request");
  // Nothing above used the link or changed the password.
  EXPECT_EQ(login("resetbad", kPassword).status, 200);
  // SQL metacharacters are just characters of a password.
  const std::string odd = "'; DROP TABLE members; --";
  ASSERT_EQ(reset(resetToken, odd, odd).status, 200);
  EXPECT_EQ(login("resetbad", odd).status, 200);
}

// ---- Reset by link and set by phone ask the breached-password check too ----

using panalo::testing::kBreachedPassword;
using BreachedRecoveryPasswords = panalo::testing::WithBreachedCorpus<PasswordRecovery>;

TEST_F(BreachedRecoveryPasswords, AResetLinkRefusesABreachedPasswordAndStaysUsable) {
  createMemberWith("breachreset", kPassword, "", "breachreset@example.com");
  ASSERT_EQ(forgot("breachreset", "breachreset@example.com", "10.50.0.1").status, 200);
  const auto resetToken = resetTokenIn("breachreset@example.com");
  const auto refused = reset(resetToken, kBreachedPassword, kBreachedPassword);
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(codeOf(refused), "password_breached");
  EXPECT_EQ(login("breachreset", kPassword).status, 200) << "the password is unchanged";
  ASSERT_EQ(reset(resetToken, kNewPassword, kNewPassword).status, 200) << "the link still works";
  EXPECT_EQ(login("breachreset", kNewPassword).status, 200);
}

TEST_F(BreachedRecoveryPasswords, SetByPhoneRefusesABreachedPasswordAndKeepsTheCode) {
  createMemberWith("breachphone", kPassword, "9190000051");
  ASSERT_EQ(sendPasswordCode("9190000051", "10.51.0.1").status, 200);
  const auto code = latestCode("+639190000051");
  const auto refused = setByPhone(phonePayload("9190000051", code, kBreachedPassword));
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(codeOf(refused), "password_breached");
  EXPECT_EQ(login("breachphone", kPassword).status, 200) << "the password is unchanged";
  EXPECT_EQ(setByPhone(phonePayload("9190000051", code, kNewPassword)).status, 200) << "the code still works";
  EXPECT_EQ(login("breachphone", kNewPassword).status, 200);
}

}  // namespace

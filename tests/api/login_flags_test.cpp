// What a login answers besides the token (device token, defaultPassword,
// passwordExpired), the agent portal check, the password-change transaction
// and bad input for the login's new fields, against the real server.
#include <openssl/sha.h>

#include "account_fixture.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using json = nlohmann::json;
const std::string kNewPassword = "Brand-New-Horse-77";

std::string sha256Hex(const std::string& text) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(text.data()), text.size(), digest);
  std::string hex;
  for (unsigned char byte : digest) {
    static const char* kDigits = "0123456789abcdef";
    hex += kDigits[byte >> 4];
    hex += kDigits[byte & 15];
  }
  return hex;
}

class LoginFlags : public AccountFixture {
 protected:
  static json valueOf(const HttpResult& result) { return json::parse(result.body).at("value"); }
  static HttpResult changePassword(const std::string& token, const std::string& oldPassword,
                                   const std::string& newPassword) {
    return sendSealed("POST", "/wps/member/password",
                      {{"oldPassword", oldPassword}, {"newPassword", newPassword}, {"confirmNewPassword", newPassword}},
                      token);
  }
  static std::int64_t sessionsOf(const std::string& account) {
    return countRows("SELECT count(*) FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.account = '" +
                     account + "'");
  }
};

TEST_F(LoginFlags, APasswordLoginHandsOutADeviceTokenKeptOnlyAsItsHash) {
  createMember("browser1", kPassword);
  const auto first = valueOf(login("browser1", kPassword));
  ASSERT_TRUE(first.contains("deviceToken"));
  const std::string token = first.at("deviceToken");
  EXPECT_EQ(token.size(), 43u);
  EXPECT_FALSE(first.at("defaultPassword").get<bool>());
  EXPECT_EQ(countRows("SELECT count(*) FROM device_tokens WHERE token_hash = '\\x" + sha256Hex(token) +
                      "'::bytea AND expires_at > now() + interval '89 days'"),
            1);
  EXPECT_EQ(countRows("SELECT count(*) FROM device_tokens WHERE encode(token_hash, 'escape') LIKE '%" + token + "%'"),
            0);
  // Sent back, it is kept; a well-formed unknown one is replaced by a new one.
  EXPECT_EQ(valueOf(loginWith("browser1", kPassword, {{"deviceToken", token}})).at("deviceToken"), token);
  const std::string unknown(43, 'A');
  EXPECT_NE(valueOf(loginWith("browser1", kPassword, {{"deviceToken", unknown}})).at("deviceToken"), unknown);
  // Registration-style sessions (startSession) carry none.
  const auto member = services().accounts().members.findByAccount("browser1");
  const auto plain = services().accounts().logins.startSession(*member, false, "127.0.0.1");
  EXPECT_TRUE(plain.deviceToken.empty());
  EXPECT_FALSE(plain.defaultPassword);
  EXPECT_FALSE(plain.passwordExpired);
}

TEST_F(LoginFlags, TheAgentPortalRefusesNonAgentsWithoutASession) {
  createMember("plainmember", kPassword);
  createMember("realagent", kPassword, 2);
  const auto sessionsBefore = countRows("SELECT count(*) FROM sessions");
  const auto refused = loginWith("plainmember", kPassword, {{"portal", "agent"}});
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(codeOf(refused), "non_agent_login");
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions"), sessionsBefore);
  // A right password is no failure: no captcha is asked afterwards.
  EXPECT_EQ(countRows("SELECT coalesce(sum(failures), 0) FROM login_failures"), 0);
  EXPECT_EQ(countRows("SELECT coalesce(sum(count), 0) FROM login_failures"), 0);
  // A wrong password on the agent portal is the usual login_failed.
  EXPECT_EQ(codeOf(loginWith("plainmember", "Wrong-Password-1", {{"portal", "agent"}})), "login_failed");
  resetLoginGuard();

  const auto agent = loginWith("realagent", kPassword, {{"portal", "agent"}});
  ASSERT_EQ(agent.status, 200) << agent.body;
  EXPECT_TRUE(valueOf(agent).at("isAgent").get<bool>());
  EXPECT_EQ(loginWith("plainmember", kPassword, {{"portal", "member"}}).status, 200);
}

TEST_F(LoginFlags, DefaultPasswordHoldsUntilTheMemberChangesIt) {
  createMember("handedout", kPassword, 0, true);
  const auto first = login("handedout", kPassword);
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_TRUE(valueOf(first).at("defaultPassword").get<bool>());
  const auto token = tokenOf(first);
  EXPECT_TRUE(valueOf(login("handedout", kPassword)).at("defaultPassword").get<bool>());

  const auto changed = changePassword(token, kPassword, kNewPassword);
  ASSERT_EQ(changed.status, 200) << changed.body;
  EXPECT_FALSE(valueOf(login("handedout", kNewPassword)).at("defaultPassword").get<bool>());

  // panaloctl members reset-password uses this: the flag is back and sessions end.
  const auto live = tokenOf(login("handedout", kNewPassword));
  ASSERT_TRUE(services().accounts().members.setOperatorPassword("HANDEDOUT",
                                                                services().platform().passwordHasher.hash(kPassword)));
  EXPECT_EQ(memberInfo(live).status, 401);
  EXPECT_TRUE(valueOf(login("handedout", kPassword)).at("defaultPassword").get<bool>());
  EXPECT_FALSE(services().accounts().members.setOperatorPassword("nobody-by-that-name", "x").has_value());
}

TEST_F(LoginFlags, PasswordExpiredFollowsTheFlagAndTheMaximumAge) {
  createMember("ageing", kPassword);
  execute("UPDATE members SET password_changed_at = now() - interval '91 days' WHERE account = 'ageing'");
  EXPECT_FALSE(valueOf(login("ageing", kPassword)).at("passwordExpired").get<bool>());  // flag off

  execute("UPDATE feature_flags SET enabled = true WHERE code = 'PWDEXPFORCECHANGE3'");
  EXPECT_TRUE(valueOf(login("ageing", kPassword)).at("passwordExpired").get<bool>());  // default 90 days
  services().system().settings.write("account.password_max_age_days", 100);
  EXPECT_FALSE(valueOf(login("ageing", kPassword)).at("passwordExpired").get<bool>());
  services().system().settings.write("account.password_max_age_days", 30);
  EXPECT_TRUE(valueOf(login("ageing", kPassword)).at("passwordExpired").get<bool>());
  services().system().settings.write("account.password_max_age_days", "nonsense");  // falls back to 90
  EXPECT_TRUE(valueOf(login("ageing", kPassword)).at("passwordExpired").get<bool>());

  createMember("fresh", kPassword);
  EXPECT_FALSE(valueOf(login("fresh", kPassword)).at("passwordExpired").get<bool>());
  // A changed password is a young one.
  const auto token = tokenOf(login("ageing", kPassword));
  ASSERT_EQ(changePassword(token, kPassword, kNewPassword).status, 200);
  EXPECT_FALSE(valueOf(login("ageing", kNewPassword)).at("passwordExpired").get<bool>());

  execute("UPDATE feature_flags SET enabled = false WHERE code = 'PWDEXPFORCECHANGE3'");
  services().system().settings.write("account.password_max_age_days", 90);
}

TEST_F(LoginFlags, APasswordChangeWritesTheHashClearsTheFlagAndEndsSessionsInOneTransaction) {
  const auto id = createMember("changer", kPassword, 0, true);
  const auto token = tokenOf(login("changer", kPassword));
  tokenOf(login("changer", kPassword));
  ASSERT_EQ(sessionsOf("changer"), 2);
  const auto hashBefore =
      countRows("SELECT count(*) FROM members WHERE id = " + std::to_string(id) + " AND must_change_password");
  ASSERT_EQ(hashBefore, 1);

  // Make ending the sessions fail: the new hash and the cleared flag must not stay.
  execute(
      "CREATE FUNCTION refuse_session_delete() RETURNS trigger LANGUAGE plpgsql AS "
      "$$ BEGIN RAISE EXCEPTION 'sessions are pinned for this test'; END $$");
  execute(
      "CREATE TRIGGER pin_sessions BEFORE DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_session_delete()");
  const auto failed = changePassword(token, kPassword, kNewPassword);
  execute("DROP TRIGGER pin_sessions ON sessions");
  execute("DROP FUNCTION refuse_session_delete()");
  EXPECT_EQ(failed.status, 500);
  EXPECT_EQ(sessionsOf("changer"), 2);
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE id = " + std::to_string(id) + " AND must_change_password"),
            1);
  // The session survived (change-only, as its login had the operator's password: issue 12).
  EXPECT_EQ(codeOf(memberInfo(token)), "password_change_required");
  EXPECT_EQ(login("changer", kNewPassword).status, 401);  // the new hash was rolled back
  resetLoginGuard();

  const auto changed = changePassword(token, kPassword, kNewPassword);
  ASSERT_EQ(changed.status, 200) << changed.body;
  EXPECT_EQ(sessionsOf("changer"), 0);
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE id = " + std::to_string(id) + " AND must_change_password"),
            0);
  EXPECT_EQ(memberInfo(token).status, 401);
  EXPECT_EQ(login("changer", kPassword).status, 401);
  resetLoginGuard();
  EXPECT_EQ(login("changer", kNewPassword).status, 200);
}

TEST_F(LoginFlags, BadValuesInTheNewFieldsAreRefusedBeforeTheDatabase) {
  createMember("fieldcheck", kPassword);
  const auto captcha = freshCaptcha();
  const auto snapshot = [] {
    return std::vector<std::int64_t>{countRows("SELECT count(*) FROM sessions"),
                                     countRows("SELECT count(*) FROM device_tokens"),
                                     countRows("SELECT count(*) FROM login_failures"),
                                     countRows("SELECT count(*) FROM captchas WHERE used_at IS NULL")};
  };
  const auto before = snapshot();
  const auto verificationsBefore = argon2Verifications();
  struct Case {
    json extra;
    std::string code;
  };
  const std::string sql = "x'; DELETE FROM sessions; --";
  const std::vector<Case> cases = {
      {{{"captchaId", 42}}, "invalid_parameter"},
      {{{"captchaId", json::array()}}, "invalid_parameter"},
      {{{"captchaId", std::string(5000, 'A')}}, "invalid_captcha"},
      {{{"captchaId", sql}}, "invalid_captcha"},
      {{{"captchaId", captcha.id + "'"}}, "invalid_captcha"},
      {{{"captchaId", captcha.id}, {"captcha", 12345}}, "invalid_parameter"},
      {{{"captchaId", captcha.id}, {"captcha", std::string(33, 'A')}}, "invalid_captcha"},
      {{{"captchaId", captcha.id}, {"captcha", "' OR '1'='1"}}, "invalid_captcha"},
      {{{"captcha", "Ab\xc3\xa9"}}, "invalid_captcha"},  // valid UTF-8, not a possible answer
      {{{"deviceToken", 7}}, "invalid_parameter"},
      {{{"deviceToken", true}}, "invalid_parameter"},
      {{{"deviceToken", std::string(44, 'A')}}, "invalid_parameter"},
      {{{"deviceToken", std::string(42, 'A') + "'"}}, "invalid_parameter"},
      {{{"deviceToken", sql}}, "invalid_parameter"},
      {{{"portal", "admin"}}, "invalid_parameter"},
      {{{"portal", 1}}, "invalid_parameter"},
      {{{"portal", std::string(10000, 'a')}}, "invalid_parameter"},
      {{{"portal", "agent' OR '1'='1"}}, "invalid_parameter"},
  };
  for (const auto& c : cases) {
    const auto result = loginWith("fieldcheck", kPassword, c.extra);
    EXPECT_EQ(result.status, 400) << c.extra.dump() << " " << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.extra.dump();
  }
  // Invalid UTF-8 can only travel as raw bytes inside the sealed body.
  for (const std::string field : {"captchaId", "captcha", "deviceToken", "portal"}) {
    std::string raw = "{\"type\":\"username\",\"username\":\"fieldcheck\",\"password\":\"";
    raw.append(kPassword).append("\",\"").append(field).append("\":\"bad\xff\xfe\"}");
    const auto result = sendRaw("POST", "/wps/session/login", sealedBody("POST", "/wps/session/login", raw));
    EXPECT_EQ(result.status, 400) << field;
    EXPECT_EQ(codeOf(result), "invalid_request") << field;
  }
  EXPECT_EQ(snapshot(), before);
  EXPECT_EQ(argon2Verifications(), verificationsBefore);
  // The captcha was never touched by any of them.
  EXPECT_EQ(loginWith("fieldcheck", kPassword, captchaFields(captcha)).status, 200);
}

}  // namespace

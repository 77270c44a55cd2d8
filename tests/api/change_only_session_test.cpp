// Temporary and expired passwords (issue 12, item 6): a password login with an
// operator-set ("must change") or expired password gets a session that can
// only change the password (and log out); an operator-set password expires
// after account.operator_password_max_age_hours.
#include "account_fixture.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using json = nlohmann::json;

const std::string kNewPassword = "Brand-New-Horse-77";

class ChangeOnlySessions : public AccountFixture {
 protected:
  void TearDown() override {
    execute("UPDATE feature_flags SET enabled = false WHERE code = 'PWDEXPFORCECHANGE3'");
    services().system().settings.write("account.operator_password_max_age_hours", 72);
  }
  static json valueOf(const HttpResult& result) { return json::parse(result.body).at("value"); }
  static bool changeOnly(const HttpResult& login) { return valueOf(login).value("passwordChangeOnly", false); }
  static HttpResult changePassword(const std::string& token, const std::string& oldPassword,
                                   const std::string& newPassword) {
    return sendSealed("POST", "/wps/member/password",
                      {{"oldPassword", oldPassword}, {"newPassword", newPassword}, {"confirmNewPassword", newPassword}},
                      token);
  }
  // Every authenticated route but the password change and logout.
  static void expectRefusedEverywhere(const std::string& token) {
    for (const auto& [method, path] : std::vector<std::pair<std::string, std::string>>{
             {"GET", "/wps/member/info"},
             {"GET", "/wps/member/info/icon"},
             {"GET", "/wps/member/info/funds/consolidated"},
             {"GET", "/wps/member/sessions"},
             {"DELETE", "/wps/member/sessions?id=00000000-0000-4000-8000-000000000000"}}) {
      const auto result = sendRaw(method, path, "", token);
      EXPECT_EQ(result.status, 403) << method << ' ' << path << ' ' << result.body;
      EXPECT_EQ(codeOf(result), "password_change_required") << method << ' ' << path;
    }
  }
};

TEST_F(ChangeOnlySessions, ADefaultPasswordLoginCanOnlyChangeThePassword) {
  createMember("handedout2", kPassword, 0, true);
  const auto first = login("handedout2", kPassword);
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_TRUE(valueOf(first).at("defaultPassword").get<bool>());
  EXPECT_FALSE(valueOf(first).at("passwordExpired").get<bool>());
  EXPECT_TRUE(changeOnly(first));
  const auto token = tokenOf(first);
  expectRefusedEverywhere(token);
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions WHERE password_change_only"), 1);

  // The change itself is allowed; it ends the session, and the next login is a full one.
  const auto changed = changePassword(token, kPassword, kNewPassword);
  ASSERT_EQ(changed.status, 200) << changed.body;
  EXPECT_EQ(memberInfo(token).status, 401);
  const auto after = login("handedout2", kNewPassword);
  ASSERT_EQ(after.status, 200);
  EXPECT_FALSE(changeOnly(after));
  EXPECT_FALSE(valueOf(after).at("defaultPassword").get<bool>());
  EXPECT_EQ(memberInfo(tokenOf(after)).status, 200);
}

TEST_F(ChangeOnlySessions, AnExpiredPasswordLoginCanOnlyChangeThePassword) {
  createMember("expiring", kPassword);
  execute("UPDATE members SET password_changed_at = now() - interval '91 days' WHERE account = 'expiring'");
  // Expiry not enforced: an old password is just old.
  const auto unenforced = login("expiring", kPassword);
  EXPECT_FALSE(changeOnly(unenforced));
  EXPECT_EQ(memberInfo(tokenOf(unenforced)).status, 200);

  execute("UPDATE feature_flags SET enabled = true WHERE code = 'PWDEXPFORCECHANGE3'");
  const auto expired = login("expiring", kPassword);
  ASSERT_EQ(expired.status, 200) << expired.body;
  EXPECT_TRUE(valueOf(expired).at("passwordExpired").get<bool>());
  EXPECT_TRUE(changeOnly(expired));
  expectRefusedEverywhere(tokenOf(expired));
  ASSERT_EQ(changePassword(tokenOf(expired), kPassword, kNewPassword).status, 200);
  const auto renewed = login("expiring", kNewPassword);
  EXPECT_FALSE(changeOnly(renewed));
  EXPECT_EQ(memberInfo(tokenOf(renewed)).status, 200);
}

TEST_F(ChangeOnlySessions, AnOperatorPasswordOlderThanTheWindowLogsInAsExpired) {
  createMember("stalehandout", kPassword, 0, true);
  execute("UPDATE members SET password_changed_at = now() - interval '73 hours' WHERE account = 'stalehandout'");
  // Expiry of operator-set passwords does not depend on PWDEXPFORCECHANGE3 (off here).
  const auto stale = login("stalehandout", kPassword);
  ASSERT_EQ(stale.status, 200) << stale.body;
  EXPECT_TRUE(valueOf(stale).at("passwordExpired").get<bool>());
  EXPECT_TRUE(valueOf(stale).at("defaultPassword").get<bool>());
  EXPECT_TRUE(changeOnly(stale));
  expectRefusedEverywhere(tokenOf(stale));

  services().system().settings.write("account.operator_password_max_age_hours", 100);
  EXPECT_FALSE(valueOf(login("stalehandout", kPassword)).at("passwordExpired").get<bool>());
  services().system().settings.write("account.operator_password_max_age_hours", "nonsense");  // back to 72
  EXPECT_TRUE(valueOf(login("stalehandout", kPassword)).at("passwordExpired").get<bool>());
  services().system().settings.write("account.operator_password_max_age_hours", 0);  // back to 72
  EXPECT_TRUE(valueOf(login("stalehandout", kPassword)).at("passwordExpired").get<bool>());

  // A member's own password of that age is not "operator-set": no expiry.
  createMember("ownchoice", kPassword);
  execute("UPDATE members SET password_changed_at = now() - interval '73 hours' WHERE account = 'ownchoice'");
  const auto own = login("ownchoice", kPassword);
  EXPECT_FALSE(valueOf(own).at("passwordExpired").get<bool>());
  EXPECT_FALSE(changeOnly(own));

  // The change still works from the expired session, and ends it.
  const auto token = tokenOf(login("stalehandout", kPassword));
  ASSERT_EQ(changePassword(token, kPassword, kNewPassword).status, 200);
  EXPECT_FALSE(changeOnly(login("stalehandout", kNewPassword)));
}

TEST_F(ChangeOnlySessions, AChangeOnlySessionCanLogOut) {
  createMember("leaves", kPassword, 0, true);
  const auto token = tokenOf(login("leaves", kPassword));
  const auto out = sendRaw("DELETE", "/wps/session/logout", "", token);
  EXPECT_EQ(out.status, 200) << out.body;
  EXPECT_EQ(memberInfo(token).status, 401);
}

TEST_F(ChangeOnlySessions, SessionsProvenAnotherWayAreFullOnes) {
  // Registration, SMS login, phone set-password and free play open sessions
  // through startSession: the password played no part, so nothing restricts them.
  createMember("provenelsewhere", kPassword, 0, true);
  const auto member = services().accounts().members.findByAccount("provenelsewhere");
  ASSERT_TRUE(member.has_value());
  const auto value = services().accounts().logins.startSession(*member, false, "127.0.0.1");
  EXPECT_EQ(memberInfo(value.token).status, 200);
}

}  // namespace

// Login, member info and logout against the real server and PostgreSQL.
#include <openssl/sha.h>

#include "account_fixture.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::kPassword;
using json = nlohmann::json;

class AccountLogin : public AccountFixture {};

TEST_F(AccountLogin, LogsInWithANewTokenEachTimeAndAnswersMemberInfo) {
  const auto id = createMember("Juanito", kPassword);
  const auto first = login("juanito", kPassword);  // accounts match without regard to case
  ASSERT_EQ(first.status, 200) << first.body;
  const auto value = json::parse(first.body).at("value");
  EXPECT_TRUE(value.at("firstTimeLogin").get<bool>());
  EXPECT_FALSE(value.at("passwordExpired").get<bool>());
  EXPECT_FALSE(value.at("isAgent").get<bool>());
  EXPECT_FALSE(value.at("isTrial").get<bool>());
  EXPECT_EQ(value.at("account"), "Juanito");
  EXPECT_EQ(value.at("nickname"), "Juanito-nick");
  EXPECT_EQ(value.at("customerId"), id);
  EXPECT_EQ(value.at("token").get<std::string>().size(), 22u);  // 16 bytes, base64url

  const auto second = login("Juanito", kPassword);
  ASSERT_EQ(second.status, 200);
  EXPECT_FALSE(json::parse(second.body).at("value").at("firstTimeLogin").get<bool>());
  EXPECT_NE(tokenOf(first), tokenOf(second));

  const auto info = memberInfo(tokenOf(first));
  ASSERT_EQ(info.status, 200) << info.body;
  EXPECT_EQ(json::parse(info.body).at("value"),
            (json{{"account", "Juanito"},
                  {"id", id},
                  {"nickname", "Juanito-nick"},
                  {"type", 0},
                  {"passwordSet", true},
                  // No VIP level yet (the VIP program's fields of the public state).
                  {"hasVip", false},
                  {"vipLabelName", ""},
                  {"vipRankLevel", 0}}));
}

TEST_F(AccountLogin, StoresOnlyTheTokensHash) {
  createMember("hashonly", kPassword);
  const auto token = tokenOf(login("hashonly", kPassword));
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(token.data()), token.size(), digest);
  std::string hex;
  for (unsigned char byte : digest) {
    static const char* kDigits = "0123456789abcdef";
    hex += kDigits[byte >> 4];
    hex += kDigits[byte & 15];
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions WHERE token_hash = '\\x" + hex + "'::bytea"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions WHERE encode(token_hash, 'escape') LIKE '%" + token + "%'"), 0);
}

TEST_F(AccountLogin, UnknownAccountAndWrongPasswordAnswerAlike) {
  createMember("realone", kPassword);
  const auto before = argon2Verifications();
  const auto wrong = login("realone", "Not-The-Password-1");
  resetLoginGuard();  // the failure above would make the next one need a captcha
  const auto unknown = login("nobodyhere", "Not-The-Password-1");
  EXPECT_EQ(argon2Verifications() - before, 2u);  // the same argon2 work for both
  EXPECT_EQ(wrong.status, 401);
  EXPECT_EQ(unknown.status, 401);
  EXPECT_EQ(codeOf(wrong), "login_failed");
  EXPECT_EQ(dataOf(wrong), (json{{"captcha", true}}));
  EXPECT_EQ(wrong.body, unknown.body);
  // And alike again once a captcha is required for both.
  const auto wrongAgain = loginWith("realone", "Not-The-Password-2", captchaFields(freshCaptcha()));
  const auto unknownAgain = loginWith("nobodyhere", "Not-The-Password-2", captchaFields(freshCaptcha()));
  EXPECT_EQ(wrongAgain.status, 401);
  EXPECT_EQ(wrongAgain.body, unknownAgain.body);
}

TEST_F(AccountLogin, AgentsAndTrialUsersAreFlagged) {
  createMember("agentsmith", kPassword, 41);
  createMember("trialuser", kPassword, 4);
  const auto agent = json::parse(login("agentsmith", kPassword).body).at("value");
  const auto trial = json::parse(login("trialuser", kPassword).body).at("value");
  EXPECT_TRUE(agent.at("isAgent").get<bool>());
  EXPECT_FALSE(agent.at("isTrial").get<bool>());
  EXPECT_TRUE(trial.at("isTrial").get<bool>());
  EXPECT_EQ(json::parse(memberInfo(trial.at("token").get<std::string>()).body).at("value").at("type"), 4);
}

TEST_F(AccountLogin, NonMemberAndDisabledAccountsCannotLogIn) {
  createMember("operator7", kPassword, 7);
  const auto nonMember = login("operator7", kPassword);
  EXPECT_EQ(nonMember.status, 403);
  EXPECT_EQ(codeOf(nonMember), "non_member_login");

  createMember("disabled1", kPassword);
  const auto token = tokenOf(login("disabled1", kPassword));
  execute("UPDATE members SET status = 'disabled' WHERE account = 'disabled1'");
  const auto disabled = login("disabled1", kPassword);
  EXPECT_EQ(disabled.status, 403);
  EXPECT_EQ(codeOf(disabled), "account_disabled");
  EXPECT_EQ(memberInfo(token).status, 401);
}

TEST_F(AccountLogin, RefusesBadInputWithAClearKeyAndChangesNothing) {
  createMember("badinput", kPassword);
  const auto sessionsBefore = countRows("SELECT count(*) FROM sessions");
  const auto membersBefore = countRows("SELECT count(*) FROM members");
  struct Case {
    json payload;
    long status;
    std::string code;
  };
  const std::vector<Case> cases = {
      {{{"type", "username"}, {"password", kPassword}}, 400, "input_cannot_be_empty"},
      {{{"type", "username"}, {"username", "badinput"}}, 400, "input_cannot_be_empty"},
      {{{"type", "username"}, {"username", 42}, {"password", kPassword}}, 400, "invalid_parameter"},
      {{{"type", "username"}, {"username", "badinput"}, {"password", json::array()}}, 400, "invalid_parameter"},
      {{{"type", "username"}, {"username", "badinput"}, {"password", kPassword}, {"rememberMe", "yes"}},
       400,
       "invalid_parameter"},
      {{{"type", "sms"}, {"mobileNum", "9123456789"}}, 403, "function_not_enabled"},  // MOBILEVERCODELOGIN3 off
      {{{"type", "username"}, {"username", std::string(2000, 'a')}, {"password", kPassword}}, 401, "login_failed"},
      {{{"type", "username"}, {"username", "' OR '1'='1' --"}, {"password", "' OR '1'='1"}}, 401, "login_failed"},
      {{{"type", "username"}, {"username", "badinput'; DROP TABLE members; --"}, {"password", kPassword}},
       401,
       "login_failed"},
  };
  for (const auto& c : cases) {
    resetLoginGuard();  // each case alone: an earlier 401 would make this one need a captcha
    const auto result = sendSealed("POST", "/wps/session/login", c.payload);
    EXPECT_EQ(result.status, c.status) << c.payload.dump() << " " << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.payload.dump();
  }
  // Invalid UTF-8 can only be sent as raw bytes: JSON strings cannot carry it.
  const std::string rawInvalidUtf8 = "{\"type\":\"username\",\"username\":\"bad\xff\xfe\",\"password\":\"x\"}";
  const auto invalid = sendRaw("POST", "/wps/session/login", sealedBody("POST", "/wps/session/login", rawInvalidUtf8));
  EXPECT_EQ(invalid.status, 400);
  EXPECT_EQ(codeOf(invalid), "invalid_request");

  EXPECT_EQ(countRows("SELECT count(*) FROM sessions"), sessionsBefore);
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), membersBefore);
}

TEST_F(AccountLogin, RefusesUnsealedAndReplayedBodies) {
  createMember("replayed", kPassword);
  const auto unsealed = sendRaw("POST", "/wps/session/login",
                                json{{"type", "username"}, {"username", "replayed"}, {"password", kPassword}}.dump());
  EXPECT_EQ(unsealed.status, 400);
  EXPECT_EQ(codeOf(unsealed), "sealed_body_required");

  const auto body = sealedBody("POST", "/wps/session/login",
                               json{{"type", "username"}, {"username", "replayed"}, {"password", kPassword}}.dump());
  EXPECT_EQ(sendRaw("POST", "/wps/session/login", body).status, 200);
  const auto replay = sendRaw("POST", "/wps/session/login", body);
  EXPECT_EQ(replay.status, 409);
  EXPECT_EQ(codeOf(replay), "envelope_replayed");
}

TEST_F(AccountLogin, LogoutEndsOnlyThatSession) {
  createMember("leaving", kPassword);
  const auto kept = tokenOf(login("leaving", kPassword));
  const auto ended = tokenOf(login("leaving", kPassword));
  const auto logout = sendRaw("DELETE", "/wps/session/logout", "", ended);
  ASSERT_EQ(logout.status, 200) << logout.body;
  EXPECT_EQ(json::parse(logout.body).at("value"), true);
  EXPECT_EQ(memberInfo(ended).status, 401);
  EXPECT_EQ(codeOf(sendRaw("DELETE", "/wps/session/logout", "", ended)), "not_logged_in");
  EXPECT_EQ(memberInfo(kept).status, 200);
}

TEST_F(AccountLogin, MemberInfoNeedsALiveToken) {
  EXPECT_EQ(codeOf(memberInfo(std::nullopt)), "not_logged_in");
  EXPECT_EQ(memberInfo(std::nullopt).status, 401);
  EXPECT_EQ(memberInfo(std::string("AAAAAAAAAAAAAAAAAAAAAA")).status, 401);
  EXPECT_EQ(memberInfo(std::string("' OR 1=1 --")).status, 401);
  EXPECT_EQ(sendRaw("GET", "/wps/member/info", "", std::nullopt).status, 401);
}

}  // namespace

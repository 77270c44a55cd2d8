// A new password takes the old proofs with it (issue 12, item 7): after a
// password change or reset the member's other unused reset links no longer
// work, and device tokens earned with the old password no longer spare their
// holder the captcha.
#include "verification_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

const std::string kNewPassword = "Brand-New-Secret-7";

class PasswordProofs : public VerificationFixture {
 protected:
  // Asks for a reset link and answers the token the e-mail carries (in the
  // fragment since item 5; either place is read so the test says what it means).
  static std::string requestResetLink(const std::string& account, const std::string& email, const std::string& ip) {
    const auto asked = postJson("/wps/member/password/email", {{"username", account}, {"email", email}}, ip);
    EXPECT_EQ(asked.status, 200) << asked.body;
    const auto body = latestBody(email, "email");
    auto at = body.find("resetToken=");
    if (at == std::string::npos) return "";
    at += 11;
    return body.substr(at, body.find_first_of(" \n", at) - at);
  }
  static HttpResult reset(const std::string& token, const std::string& password) {
    return postSealed("/wps/member/password/reset",
                      {{"resetToken", token}, {"newPassword", password}, {"confirmNewPassword", password}});
  }
  static HttpResult change(const std::string& sessionToken, const std::string& oldPassword,
                           const std::string& newPassword, const std::string& ip) {
    return postSealed("/wps/member/password",
                      {{"oldPassword", oldPassword}, {"newPassword", newPassword}, {"confirmNewPassword", newPassword}},
                      ip, sessionToken);
  }
  static HttpResult loginWithDevice(const std::string& account, const std::string& password,
                                    const std::string& deviceToken, const std::string& ip) {
    return postSealed(
        "/wps/session/login",
        {{"type", "username"}, {"username", account}, {"password", password}, {"deviceToken", deviceToken}}, ip);
  }
  static std::int64_t deviceTokensOf(const std::string& account) {
    return countRows("SELECT count(*) FROM device_tokens d JOIN members m ON m.id = d.member_id WHERE m.account = '" +
                     account + "'");
  }
};

TEST_F(PasswordProofs, AfterAResetThroughANewerLinkTheOlderLinkIsRefused) {
  createMemberWith("twolinks", kPassword, "", "twolinks@example.com");
  const auto linkA = requestResetLink("twolinks", "twolinks@example.com", "10.60.0.1");
  const auto linkB = requestResetLink("twolinks", "twolinks@example.com", "10.60.0.1");
  ASSERT_EQ(linkA.size(), 43u);
  ASSERT_EQ(linkB.size(), 43u);
  ASSERT_NE(linkA, linkB);

  ASSERT_EQ(reset(linkB, kNewPassword).status, 200);
  const auto older = reset(linkA, "Another-Secret-9");
  EXPECT_EQ(older.status, 400) << older.body;
  EXPECT_EQ(codeOf(older), "reset_token_invalid");
  EXPECT_EQ(login("twolinks", kNewPassword).status, 200);
  EXPECT_EQ(countRows("SELECT count(*) FROM password_reset_tokens t JOIN members m ON m.id = t.member_id "
                      "WHERE m.account = 'twolinks' AND t.used_at IS NULL"),
            0);
}

TEST_F(PasswordProofs, APasswordChangeKillsOpenResetLinks) {
  createMemberWith("changesafter", kPassword, "", "changesafter@example.com");
  const auto link = requestResetLink("changesafter", "changesafter@example.com", "10.61.0.1");
  ASSERT_EQ(link.size(), 43u);
  const auto session = tokenOf(passwordLogin("changesafter", kPassword, "10.61.0.1"));
  ASSERT_EQ(change(session, kPassword, kNewPassword, "10.61.0.1").status, 200);
  const auto stale = reset(link, "Another-Secret-9");
  EXPECT_EQ(codeOf(stale), "reset_token_invalid") << stale.body;
  EXPECT_EQ(login("changesafter", kNewPassword).status, 200);
}

TEST_F(PasswordProofs, AfterAChangeTheOldDeviceTokenNoLongerSparesTheCaptcha) {
  createMemberWith("devicechange", kPassword, "");
  const auto first = passwordLogin("devicechange", kPassword, "10.62.0.1");
  ASSERT_EQ(first.status, 200) << first.body;
  const std::string deviceToken = json::parse(first.body).at("value").at("deviceToken");
  const std::string session = json::parse(first.body).at("value").at("token");
  ASSERT_EQ(change(session, kPassword, kNewPassword, "10.62.0.1").status, 200);
  EXPECT_EQ(deviceTokensOf("devicechange"), 0);

  // Someone elsewhere gets the new password wrong once: from then on the
  // account asks a captcha of every client without a valid device token.
  EXPECT_EQ(passwordLogin("devicechange", "Wrong-Password-0", "10.62.0.99").status, 401);
  const auto withOldToken = loginWithDevice("devicechange", kNewPassword, deviceToken, "10.62.0.1");
  EXPECT_EQ(withOldToken.status, 400) << withOldToken.body;
  EXPECT_EQ(codeOf(withOldToken), "invalid_captcha");
}

TEST_F(PasswordProofs, AResetByLinkAndAnOperatorResetTakeTheDeviceTokensToo) {
  createMemberWith("resetdevices", kPassword, "", "resetdevices@example.com");
  ASSERT_EQ(passwordLogin("resetdevices", kPassword, "10.63.0.1").status, 200);
  ASSERT_EQ(passwordLogin("resetdevices", kPassword, "10.63.0.2").status, 200);
  ASSERT_EQ(deviceTokensOf("resetdevices"), 2);
  const auto link = requestResetLink("resetdevices", "resetdevices@example.com", "10.63.0.1");
  ASSERT_EQ(reset(link, kNewPassword).status, 200);
  EXPECT_EQ(deviceTokensOf("resetdevices"), 0);

  ASSERT_EQ(passwordLogin("resetdevices", kNewPassword, "10.63.0.1").status, 200);
  const auto openLink = requestResetLink("resetdevices", "resetdevices@example.com", "10.63.0.1");
  ASSERT_EQ(deviceTokensOf("resetdevices"), 1);
  ASSERT_TRUE(services().accounts().members.setOperatorPassword(
      "resetdevices", services().platform().passwordHasher.hash("Operator-Chose-42")));
  EXPECT_EQ(deviceTokensOf("resetdevices"), 0);
  EXPECT_EQ(codeOf(reset(openLink, "Another-Secret-9")), "reset_token_invalid");

  // A rehash of the same password (new argon2 parameters) is no new password:
  // it leaves device tokens alone.
  ASSERT_EQ(passwordLogin("resetdevices", "Operator-Chose-42", "10.63.0.1").status, 200);
  const auto member = services().accounts().members.findByAccount("resetdevices");
  ASSERT_TRUE(member.has_value());
  services().accounts().members.updatePasswordHash(member->id, member->passwordHash, false);
  EXPECT_EQ(deviceTokensOf("resetdevices"), 1);
}

}  // namespace

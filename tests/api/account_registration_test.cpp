// Registration (username and mobile) and password change against the real
// server and PostgreSQL.
#include "account_fixture.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::kPassword;
using json = nlohmann::json;

class AccountRegistration : public AccountFixture {
 protected:
  static json registration(const std::string& username) {
    return {{"username", username},  {"password", kPassword}, {"confirmPassword", kPassword}, {"referralCode", ""},
            {"domain", "localhost"}, {"login", true},         {"termsAccepted", true},        {"ageConfirmed", true}};
  }
  static json mobileRegistration(const std::string& mobile) {
    auto payload = registration("");
    payload.update({{"mobileNum", mobile},
                    {"countryDialingCode", ""},
                    {"registerUrl", "http://localhost/"},
                    {"affiliateCode", ""},
                    {"registerMethod", "WEB"}});
    return payload;
  }
  static json passwordChange(const std::string& oldPassword, const std::string& newPassword) {
    return {{"oldPassword", oldPassword}, {"newPassword", newPassword}, {"confirmNewPassword", newPassword}};
  }
};

TEST_F(AccountRegistration, RegistersAndLogsIn) {
  const auto result = sendSealed("PUT", "/wps/member/register", registration("Newplayer1"));
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = json::parse(result.body).at("value");
  EXPECT_TRUE(value.at("firstTimeLogin").get<bool>());
  EXPECT_EQ(value.at("account"), "Newplayer1");
  const auto info = json::parse(memberInfo(value.at("token").get<std::string>()).body).at("value");
  EXPECT_EQ(info.at("account"), "Newplayer1");
  EXPECT_EQ(info.at("type"), 0);
  EXPECT_EQ(login("newplayer1", kPassword).status, 200);
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE account = 'Newplayer1' AND registered_ip = '127.0.0.1' "
                      "AND password_hash LIKE '$argon2id$%'"),
            1);
}

TEST_F(AccountRegistration, ATakenAccountIsRefusedWhateverItsCase) {
  ASSERT_EQ(sendSealed("PUT", "/wps/member/register", registration("Takenname")).status, 200);
  const auto before = countRows("SELECT count(*) FROM members");
  const auto again = sendSealed("PUT", "/wps/member/register", registration("TAKENNAME"));
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(codeOf(again), "account_exists");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
}

TEST_F(AccountRegistration, RefusesBadInputWithTheValidatorsKeyAndChangesNothing) {
  const auto before = countRows("SELECT count(*) FROM members");
  auto with = [](json payload, const json& changes) {
    payload.update(changes);
    return payload;
  };
  const auto base = registration("Goodname1");
  auto withoutUsername = base;
  withoutUsername.erase("username");
  auto withoutPassword = base;
  withoutPassword.erase("password");
  struct Case {
    json payload;
    std::string code;
  };
  const std::vector<Case> cases = {
      {withoutUsername, "input_cannot_be_empty"},
      {withoutPassword, "input_cannot_be_empty"},
      {with(base, {{"username", 12345}}), "invalid_parameter"},
      {with(base, {{"password", true}}), "invalid_parameter"},
      {with(base, {{"termsAccepted", "yes"}}), "invalid_parameter"},
      {with(base, {{"username", "1startsdigit"}}), "account_format_incorrect"},
      {with(base, {{"username", std::string(200, 'a')}}), "field_length_range"},
      {with(base, {{"username", "a';DROP--"}}), "account_format_incorrect"},
      {with(base, {{"username", "Robert') OR 1=1"}}), "account_format_incorrect"},
      {with(base, {{"confirmPassword", "Something-Else-9"}}), "incorrect_confirmation"},
      {with(base, {{"password", "password1"}, {"confirmPassword", "password1"}}), "password_too_common"},
      {with(base, {{"password", "short"}, {"confirmPassword", "short"}}), "password_length_range"},
      {with(base, {{"password", std::string(65, 'x')}, {"confirmPassword", std::string(65, 'x')}}),
       "password_length_range"},
      {with(base, {{"mobileNum", "12345"}}), "phone_number_digits"},
      {with(base, {{"email", "not-an-email"}}), "email_format_incorrect"},
      {with(base, {{"termsAccepted", false}}), "terms_not_accepted"},
      {with(base, {{"ageConfirmed", false}}), "confirm_age"},
  };
  auto withoutTerms = base;
  withoutTerms.erase("termsAccepted");
  auto withoutAge = base;
  withoutAge.erase("ageConfirmed");
  const std::vector<Case> consentCases = {{withoutTerms, "terms_not_accepted"}, {withoutAge, "confirm_age"}};
  for (const auto& c : consentCases) {
    const auto result = sendSealed("PUT", "/wps/member/register", c.payload);
    EXPECT_EQ(codeOf(result), c.code) << "consent must be sent, never assumed";
  }
  for (const auto& c : cases) {
    const auto result = sendSealed("PUT", "/wps/member/register", c.payload);
    EXPECT_EQ(result.status, 400) << c.payload.dump().substr(0, 200) << " " << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.payload.dump().substr(0, 200) << " " << result.body;
  }
  const std::string rawInvalidUtf8 =
      "{\"username\":\"Bad\xc3\x28name\",\"password\":\"" + kPassword + "\",\"confirmPassword\":\"" + kPassword + "\"}";
  const auto invalid =
      sendRaw("PUT", "/wps/member/register", sealedBody("PUT", "/wps/member/register", rawInvalidUtf8));
  EXPECT_EQ(invalid.status, 400);
  EXPECT_EQ(codeOf(invalid), "invalid_request");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
}

TEST_F(AccountRegistration, RegistersByMobileNumberOnce) {
  // Mobile sign-up with a password, no SMS code (the flags' other cases:
  // account_mobile_signup_test.cpp).
  services().system().system.setFeatureFlag("MOBILENUMREG3", true);
  services().system().system.setFeatureFlag("MOBILENUMPASSREG3", true);
  const auto result = sendSealed("PUT", "/wps/member/register/mobile", mobileRegistration("9123456789"));
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(json::parse(result.body).at("value").at("account"), "9123456789");
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE mobile_num = '9123456789'"), 1);

  const auto before = countRows("SELECT count(*) FROM members");
  const auto again = sendSealed("PUT", "/wps/member/register/mobile", mobileRegistration("9123456789"));
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(codeOf(again), "account_exists");

  // A username registration may not take a number someone already registered.
  auto withTakenMobile = registration("Othername1");
  withTakenMobile["mobileNum"] = "9123456789";
  const auto taken = sendSealed("PUT", "/wps/member/register", withTakenMobile);
  EXPECT_EQ(taken.status, 409);
  EXPECT_EQ(codeOf(taken), "mobile_exists");

  auto badMobile = mobileRegistration("8123456789");
  EXPECT_EQ(codeOf(sendSealed("PUT", "/wps/member/register/mobile", badMobile)), "phone_number_digits");
  auto noMobile = mobileRegistration("");
  EXPECT_EQ(codeOf(sendSealed("PUT", "/wps/member/register/mobile", noMobile)), "enter_mobile_number");
  auto badDialingCode = mobileRegistration("9123456780");
  badDialingCode["countryDialingCode"] = "+63'--";
  EXPECT_EQ(sendSealed("PUT", "/wps/member/register/mobile", badDialingCode).status, 400);
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
}

TEST_F(AccountRegistration, EveryEncryptedCallRefusesUnsealedBodies) {
  createMember("unsealed", kPassword);
  const auto token = tokenOf(login("unsealed", kPassword));
  const std::vector<std::pair<std::string, std::string>> calls = {
      {"POST", "/wps/session/login"},
      {"PUT", "/wps/member/register"},
      {"PUT", "/wps/member/register/mobile"},
      {"POST", "/wps/member/password"},
  };
  for (const auto& [method, path] : calls) {
    const auto result = sendRaw(method, path, registration("Plaintext1").dump(), token);
    EXPECT_EQ(result.status, 400) << path;
    EXPECT_EQ(codeOf(result), "sealed_body_required") << path;
  }
  const auto body = sealedBody("PUT", "/wps/member/register", registration("Replayme1").dump());
  EXPECT_EQ(sendRaw("PUT", "/wps/member/register", body).status, 200);
  EXPECT_EQ(codeOf(sendRaw("PUT", "/wps/member/register", body)), "envelope_replayed");
}

TEST_F(AccountRegistration, ChangingThePasswordEndsEverySession) {
  createMember("changer", kPassword);
  const auto token = tokenOf(login("changer", kPassword));
  const auto otherDevice = tokenOf(login("changer", kPassword));
  const std::string newPassword = "Brand-New-Secret-7";
  const auto result = sendSealed("POST", "/wps/member/password", passwordChange(kPassword, newPassword), token);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(json::parse(result.body).at("value"), true);
  EXPECT_EQ(memberInfo(token).status, 401);
  EXPECT_EQ(memberInfo(otherDevice).status, 401);
  EXPECT_EQ(login("changer", kPassword).status, 401);
  // That failure asks for a captcha for the rest of the window.
  EXPECT_EQ(loginWith("changer", newPassword, captchaFields(freshCaptcha())).status, 200);
}

TEST_F(AccountRegistration, PasswordChangeRefusesBadInputAndKeepsThePassword) {
  createMember("keeper", kPassword);
  const auto token = tokenOf(login("keeper", kPassword));
  const auto hashBefore =
      countRows("SELECT count(*) FROM members WHERE account = 'keeper' AND password_changed_at = created_at");
  struct Case {
    json payload;
    std::string code;
  };
  auto mismatch = passwordChange(kPassword, "Brand-New-Secret-7");
  mismatch["confirmNewPassword"] = "Brand-New-Secret-8";
  const std::vector<Case> cases = {
      {passwordChange("Wrong-Old-Password-1", "Brand-New-Secret-7"), "old_password_incorrect"},
      {passwordChange("", "Brand-New-Secret-7"), "input_cannot_be_empty"},
      {passwordChange(kPassword, "password1"), "password_too_common"},
      {passwordChange(kPassword, "keeper"), "password_length_range"},
      {passwordChange(kPassword, "';--1=1"), "password_length_range"},
      {mismatch, "confirm_password_incorrect"},
      {{{"oldPassword", 5}, {"newPassword", "x"}, {"confirmNewPassword", "x"}}, "invalid_parameter"},
  };
  for (const auto& c : cases) {
    const auto result = sendSealed("POST", "/wps/member/password", c.payload, token);
    EXPECT_EQ(result.status, 400) << c.payload.dump() << " " << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.payload.dump();
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE account = 'keeper' AND password_changed_at = created_at"),
            hashBefore);
  EXPECT_EQ(memberInfo(token).status, 200);

  // Needs a live session, and a body sealed to that very session.
  const auto noToken = sendSealed("POST", "/wps/member/password", passwordChange(kPassword, "Brand-New-Secret-7"));
  EXPECT_EQ(noToken.status, 401);
  EXPECT_EQ(codeOf(noToken), "not_logged_in");
  // The wrong old password above counts as a failure: logins now need a captcha.
  const auto otherToken = tokenOf(loginWith("keeper", kPassword, captchaFields(freshCaptcha())));
  const auto wrongSession = sendRaw(
      "POST", "/wps/member/password",
      sealedBody("POST", "/wps/member/password", passwordChange(kPassword, "Brand-New-Secret-7").dump(), otherToken),
      token);
  EXPECT_EQ(wrongSession.status, 400);
  EXPECT_EQ(codeOf(wrongSession), "envelope_rejected");
  EXPECT_EQ(loginWith("keeper", kPassword, captchaFields(freshCaptcha())).status, 200);
}

}  // namespace

// Registration hardening (issue 12 items 3, 13 and 14) against the real server
// and PostgreSQL: the per-network limits and the captcha, both judged before
// any argon2 work; the operator's optional fields stored and shown masked; the
// payment (funds) password hashed apart; the breached-password check through
// a local range source.

#include "account_fixture.hpp"
#include "breached_corpus_fixture.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using json = nlohmann::json;

constexpr int kCaptchaAfter = 2;
constexpr int kMaxPerNetwork = 5;  // refused attempts count too: 2 free, then 3 more at most

json registration(const std::string& username) {
  return {{"username", username},  {"password", kPassword}, {"confirmPassword", kPassword}, {"referralCode", ""},
          {"domain", "localhost"}, {"login", true},         {"termsAccepted", true},        {"ageConfirmed", true}};
}

class RegistrationGuard : public AccountFixture {
 protected:
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) {
      config.registrationCaptchaAfter = kCaptchaAfter;
      config.registrationMaxPerNetwork = kMaxPerNetwork;
      config.trustedProxies = panalo::testing::loopbackProxy();  // X-Forwarded-For names the visitor
    });
  }
  void TearDown() override { services().accounts().registrationSettings.replace(json::object()); }

  static HttpResult registerAs(const std::string& username, const json& extra = json::object()) {
    auto payload = registration(username);
    for (const auto& [key, value] : extra.items()) payload[key] = value;
    return sendSealed("PUT", "/wps/member/register", payload);
  }
  static std::int64_t membersNamed(const std::string& account) {
    return countRows("SELECT count(*) FROM members WHERE account = '" + account + "'");
  }
};

TEST_F(RegistrationGuard, PastTheThresholdARegistrationNeedsACaptchaCheckedBeforeAnyHash) {
  clientIp_ = "198.51.100.20";
  for (int i = 0; i < kCaptchaAfter; ++i) {
    ASSERT_EQ(registerAs("Freeflow" + std::to_string(i)).status, 200) << "the first ones need no captcha";
  }
  const auto hashesBefore = argon2Hashes();
  const auto refused = registerAs("Scripted1");
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(codeOf(refused), "invalid_captcha");
  EXPECT_EQ(dataOf(refused).value("captcha", false), true);
  EXPECT_EQ(membersNamed("Scripted1"), 0);
  EXPECT_EQ(argon2Hashes(), hashesBefore) << "refused before the argon2 hash";

  auto wrong = freshCaptcha();
  wrong.answer = wrong.answer == "AAAAA" ? "BBBBB" : "AAAAA";
  const auto wrongAnswer = registerAs("Scripted1", captchaFields(wrong));
  EXPECT_EQ(codeOf(wrongAnswer), "invalid_captcha");
  EXPECT_EQ(membersNamed("Scripted1"), 0);
  EXPECT_EQ(argon2Hashes(), hashesBefore);

  const auto solved = registerAs("Scripted1", captchaFields(freshCaptcha()));
  EXPECT_EQ(solved.status, 200) << solved.body;
  EXPECT_EQ(membersNamed("Scripted1"), 1);
}

TEST_F(RegistrationGuard, ACaptchaFetchedByAnotherAddressOrUsedTwiceDoesNotCount) {
  clientIp_ = "198.51.100.21";
  execute(
      "INSERT INTO registration_attempts (subject, window_start, count) "
      "SELECT '198.51.100.21', to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600), " +
      std::to_string(kCaptchaAfter));
  clientIp_ = "203.0.113.99";
  const auto elsewhere = freshCaptcha();
  clientIp_ = "198.51.100.21";
  EXPECT_EQ(codeOf(registerAs("Borrowed1", captchaFields(elsewhere))), "invalid_captcha");
  const auto once = freshCaptcha();
  ASSERT_EQ(registerAs("Onceonly1", captchaFields(once)).status, 200);
  EXPECT_EQ(codeOf(registerAs("Twiceused1", captchaFields(once))), "invalid_captcha");
  EXPECT_EQ(membersNamed("Borrowed1") + membersNamed("Twiceused1"), 0);
}

TEST_F(RegistrationGuard, ANetworkOverItsCapIsRefusedEvenWithACaptcha) {
  clientIp_ = "198.51.100.22";
  for (int i = 0; i < kMaxPerNetwork; ++i) {
    const auto result = registerAs("Capped" + std::to_string(i), captchaFields(freshCaptcha()));
    ASSERT_EQ(result.status, 200) << i << " " << result.body;
  }
  const auto hashesBefore = argon2Hashes();
  const auto over = registerAs("Capped9", captchaFields(freshCaptcha()));
  EXPECT_EQ(over.status, 429) << over.body;
  EXPECT_EQ(codeOf(over), "too_many_requests");
  const int retryAfter = dataOf(over).at("retryAfterSeconds");
  EXPECT_GE(retryAfter, 1);
  EXPECT_LE(retryAfter, 3600);
  EXPECT_EQ(membersNamed("Capped9"), 0);
  EXPECT_EQ(argon2Hashes(), hashesBefore);
  // Another network is not affected.
  clientIp_ = "192.0.2.50";
  EXPECT_EQ(registerAs("Othernet1").status, 200);
}

TEST_F(RegistrationGuard, Ipv6AddressesCountPerSlash64) {
  clientIp_ = "2001:db8:7:1::10";
  ASSERT_EQ(registerAs("Sixfirst1").status, 200);
  clientIp_ = "2001:db8:7:1:ffff:ffff:ffff:fffe";
  ASSERT_EQ(registerAs("Sixsecond1").status, 200);
  clientIp_ = "2001:db8:7:1:1234::1";  // a third address of the same /64
  EXPECT_EQ(codeOf(registerAs("Sixthird1")), "invalid_captcha");
  EXPECT_EQ(membersNamed("Sixthird1"), 0);
  clientIp_ = "2001:db8:7:2::10";  // the next /64 is someone else
  EXPECT_EQ(registerAs("Sixother1").status, 200);
  EXPECT_EQ(countRows("SELECT count FROM registration_attempts WHERE subject = '2001:db8:7:1::/64'"), 3);
}

TEST_F(RegistrationGuard, MobileRegistrationIsGuardedToo) {
  services().system().system.setFeatureFlag("MOBILENUMREG3", true);
  services().system().system.setFeatureFlag("MOBILENUMPASSREG3", true);
  clientIp_ = "198.51.100.23";
  execute(
      "INSERT INTO registration_attempts (subject, window_start, count) "
      "SELECT '198.51.100.23', to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600), " +
      std::to_string(kCaptchaAfter));
  auto payload = registration("");
  payload.update({{"mobileNum", "9123456701"}, {"countryDialingCode", ""}, {"registerMethod", "WEB"}});
  const auto refused = sendSealed("PUT", "/wps/member/register/mobile", payload);
  EXPECT_EQ(codeOf(refused), "invalid_captcha") << refused.body;
  payload.update(captchaFields(freshCaptcha()));
  EXPECT_EQ(sendSealed("PUT", "/wps/member/register/mobile", payload).status, 200);
  services().system().system.setFeatureFlag("MOBILENUMREG3", false);
  services().system().system.setFeatureFlag("MOBILENUMPASSREG3", false);
}

TEST_F(RegistrationGuard, TheOperatorsCaptchaFieldIsTheImageCaptchaCheckedOnEveryRegistration) {
  services().accounts().registrationSettings.replace({{"fields", {{"captcha", {{"enabled", true}}}}}});
  clientIp_ = "198.51.100.24";
  const auto hashesBefore = argon2Hashes();
  // Typed text without an image is not a captcha.
  const auto typed = registerAs("Typedonly1", {{"captcha", "ABCDE"}});
  EXPECT_EQ(typed.status, 400);
  EXPECT_EQ(codeOf(typed), "invalid_captcha");
  const auto empty = registerAs("Typedonly1");
  EXPECT_EQ(codeOf(empty), "input_cannot_be_empty");
  auto wrong = freshCaptcha();
  wrong.answer = wrong.answer == "AAAAA" ? "BBBBB" : "AAAAA";
  EXPECT_EQ(codeOf(registerAs("Typedonly1", captchaFields(wrong))), "invalid_captcha");
  EXPECT_EQ(membersNamed("Typedonly1"), 0);
  EXPECT_EQ(argon2Hashes(), hashesBefore);
  const auto solved = registerAs("Typedonly1", captchaFields(freshCaptcha()));
  EXPECT_EQ(solved.status, 200) << solved.body;
}

// ---- Item 13: the operator's optional fields, stored and shown masked ----

json allOptionalFieldsOn() {
  json fields = json::object();
  for (const char* name : {"payeeName", "qqNum", "line", "whatsapp", "facebook", "wechat", "idNumber", "email",
                           "recommenderId", "paymentPassword"}) {
    fields[name] = {{"enabled", true}};
  }
  fields["payeeName"]["kind"] = "full_name";
  return {{"fields", fields}};
}

TEST_F(RegistrationGuard, TheOperatorsFieldsAreStoredAndShownMaskedAndTheFundsPasswordIsHashedApart) {
  services().accounts().registrationSettings.replace(allOptionalFieldsOn());
  clientIp_ = "198.51.100.25";
  const std::string fundsPassword = "Funds-Pass-8642";
  const auto result = registerAs("Detailed1", {{"payeeName", "Juan Cruz"},
                                               {"qqNum", "123456789"},
                                               {"line", "juan.line.id"},
                                               {"whatsapp", "639171234567"},
                                               {"facebook", "juan.delacruz"},
                                               {"wechat", "juanwx88"},
                                               {"idNumber", "A1234567890"},
                                               {"email", "juan@example.com"},
                                               {"recommenderId", "REC7788"},
                                               {"paymentPassword", fundsPassword}});
  ASSERT_EQ(result.status, 200) << result.body;
  const auto token = tokenOf(result);

  const auto shown = sendRaw("GET", "/wps/member/info/registration", "", token);
  ASSERT_EQ(shown.status, 200) << shown.body;
  const json expected = {{"payeeName", "J*** C***"},  {"qqNum", "12****89"},         {"line", "ju****id"},
                         {"whatsapp", "63****67"},    {"facebook", "ju****uz"},      {"wechat", "ju****88"},
                         {"idNumber", "*******7890"}, {"email", "j***@example.com"}, {"recommenderId", "REC7788"},
                         {"fundsPasswordSet", true}};
  EXPECT_EQ(json::parse(shown.body).at("value"), expected);
  for (const char* raw : {"Juan Cruz", "123456789", "juan.line.id", "A1234567890", "juan@example.com", "argon2"}) {
    EXPECT_EQ(shown.body.find(raw), std::string::npos) << raw << " must not leave the server";
  }
  EXPECT_EQ(shown.body.find(fundsPassword), std::string::npos);

  // Stored as typed; the funds password as its own argon2id hash, not the login one.
  EXPECT_EQ(countRows("SELECT count(*) FROM member_registration_details d JOIN members m ON m.id = d.member_id "
                      "WHERE m.account = 'Detailed1' AND d.payee_name = 'Juan Cruz' AND d.qq_num = '123456789' "
                      "AND d.id_number = 'A1234567890' AND d.recommender_id = 'REC7788' AND d.wechat = 'juanwx88'"),
            1);
  pqxx::connection connection(database_->url());
  pqxx::read_transaction tx(connection);
  const auto row = tx.exec1(
      "SELECT f.password_hash, m.password_hash FROM member_funds_passwords f JOIN members m ON m.id = f.member_id "
      "WHERE m.account = 'Detailed1'");
  const auto fundsHash = row[0].as<std::string>();
  EXPECT_EQ(fundsHash.rfind("$argon2id$", 0), 0u);
  EXPECT_NE(fundsHash, row[1].as<std::string>());
  const auto& hasher = services().platform().passwordHasher;
  EXPECT_TRUE(hasher.verify(fundsHash, fundsPassword).matches);
  EXPECT_FALSE(hasher.verify(fundsHash, kPassword).matches);
  EXPECT_TRUE(hasher.verify(row[1].as<std::string>(), kPassword).matches);
}

TEST_F(RegistrationGuard, HiddenFieldsAreDroppedAndAMemberWithoutDetailsSeesOnlyTheFlag) {
  clientIp_ = "198.51.100.26";
  // No optional field enabled: values sent anyway are not validated, so not kept.
  const auto result = registerAs("Plainone1", {{"idNumber", "X999999999"}, {"paymentPassword", "Sneaky-Pass-11"}});
  ASSERT_EQ(result.status, 200) << result.body;
  const auto shown = sendRaw("GET", "/wps/member/info/registration", "", tokenOf(result));
  ASSERT_EQ(shown.status, 200);
  EXPECT_EQ(json::parse(shown.body).at("value"), json({{"fundsPasswordSet", false}}));
  EXPECT_EQ(countRows("SELECT count(*) FROM member_registration_details d JOIN members m ON m.id = d.member_id "
                      "WHERE m.account = 'Plainone1'"),
            0);
  EXPECT_EQ(countRows("SELECT count(*) FROM member_funds_passwords f JOIN members m ON m.id = f.member_id "
                      "WHERE m.account = 'Plainone1'"),
            0);
  EXPECT_EQ(sendRaw("GET", "/wps/member/info/registration", "").status, 401);
  EXPECT_EQ(codeOf(sendRaw("GET", "/wps/member/info/registration", "", std::string("not-a-token"))), "not_logged_in");
}

TEST_F(RegistrationGuard, BadOptionalFieldsAreRefusedAndChangeNothing) {
  services().accounts().registrationSettings.replace(allOptionalFieldsOn());
  clientIp_ = "198.51.100.27";
  const auto before = countRows("SELECT count(*) FROM members");
  struct Case {
    json extra;
    std::string code;
  };
  const std::vector<Case> cases = {
      {{{"paymentPassword", kPassword}}, "payment_password_equals_password"},
      {{{"payeeName", "Juan"}}, "real_name_format_incorrect"},
      {{{"qqNum", 12345}}, "invalid_parameter"},
      {{{"idNumber", std::string(300, '7')}}, "field_length_range"},
      {{{"wechat", std::string("a\0b", 3)}}, "field_format_incorrect"},
      {{{"line", "x'); DELETE FROM members; --"}}, ""},  // allowed text: stored as text, harmless
  };
  for (const auto& c : cases) {
    const auto result = registerAs("Badfield1", c.extra);
    if (c.code.empty()) {
      EXPECT_EQ(result.status, 200) << result.body;
      continue;
    }
    EXPECT_EQ(result.status, 400) << c.extra.dump() << " " << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.extra.dump();
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before + 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM member_registration_details WHERE line = 'x''); DELETE FROM members; --'"),
            1);
}

// ---- Item 14: site-specific words, then the breached-password check ----

TEST_F(RegistrationGuard, PasswordsBuiltOnTheProductNameTheDomainOrTheUsernameAreRefused) {
  services().system().settings.write("site.main_domain", "lucky-spin.ph");
  const auto served = json::parse(sendRaw("GET", "/wps/system/setting/register", "").body).at("value");
  // The main domain first, then site.domains (the migrations' "localhost").
  EXPECT_EQ(served.at("siteWords").at(0), "lucky-spin.ph") << "the browser judges with the same words";
  clientIp_ = "198.51.100.28";
  const auto before = countRows("SELECT count(*) FROM members");
  const auto hashesBefore = argon2Hashes();
  for (const auto& [username, password] : std::vector<std::pair<std::string, std::string>>{
           {"Sitewords1", "Panalo2024!"},
           {"Sitewords1", "P@nal0-2024"},
           {"Sitewords1", "Lucky-Spin-2024"},
           {"Sunflower77x", "Sunflower77x!!"},
       }) {
    auto payload = registration(username);
    payload["password"] = password;
    payload["confirmPassword"] = password;
    const auto refused = sendSealed("PUT", "/wps/member/register", payload);
    EXPECT_EQ(refused.status, 400) << password << " " << refused.body;
    EXPECT_EQ(codeOf(refused), "password_contains_name") << password;
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
  EXPECT_EQ(argon2Hashes(), hashesBefore);
  auto fine = registration("Sitewords1");
  fine["password"] = "panalo-violet-harbor-42";
  fine["confirmPassword"] = "panalo-violet-harbor-42";
  EXPECT_EQ(sendSealed("PUT", "/wps/member/register", fine).status, 200);
  execute("DELETE FROM site_settings WHERE key = 'site.main_domain'");
}

// ---- The breached-password check through a local range source ----

using panalo::testing::kBreachedPassword;
using BreachedPasswords = panalo::testing::WithBreachedCorpus<AccountFixture>;

TEST_F(BreachedPasswords, ABreachedPasswordIsRefusedAtRegistrationBeforeTheHash) {
  auto payload = registration("Breachme1");
  payload["password"] = kBreachedPassword;
  payload["confirmPassword"] = kBreachedPassword;
  const auto hashesBefore = argon2Hashes();
  const auto refused = sendSealed("PUT", "/wps/member/register", payload);
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(codeOf(refused), "password_breached");
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE account = 'Breachme1'"), 0);
  EXPECT_EQ(argon2Hashes(), hashesBefore);

  // Only the five-digit prefix of the SHA-1 left the server, with padding asked for.
  const auto requests = corpus().requests();
  ASSERT_FALSE(requests.empty());
  const auto hash = panalo::security::KAnonymityBreachedPasswords::sha1Hex(kBreachedPassword);
  EXPECT_EQ(requests.back().target, "/range/" + hash.substr(0, 5));
  EXPECT_TRUE(requests.back().padded);
  for (const auto& request : requests) EXPECT_EQ(request.target.find(hash.substr(5)), std::string::npos);

  EXPECT_EQ(sendSealed("PUT", "/wps/member/register", registration("Breachme1")).status, 200);
}

TEST_F(BreachedPasswords, APasswordChangeToABreachedPasswordIsRefused) {
  createMember("changer2", kPassword);
  const auto token = tokenOf(login("changer2", kPassword));
  const auto refused = sendSealed(
      "POST", "/wps/member/password",
      {{"oldPassword", kPassword}, {"newPassword", kBreachedPassword}, {"confirmNewPassword", kBreachedPassword}},
      token);
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(codeOf(refused), "password_breached");
  EXPECT_EQ(memberInfo(token).status, 200) << "nothing changed: the session lives";
  EXPECT_EQ(login("changer2", kPassword).status, 200);
}

TEST_F(BreachedPasswords, WhenTheSourceIsDownThePasswordIsJudgedByTheLocalListOnly) {
  corpus().setFailing(true);
  auto payload = registration("Outage1");
  payload["password"] = kBreachedPassword;
  payload["confirmPassword"] = kBreachedPassword;
  EXPECT_EQ(sendSealed("PUT", "/wps/member/register", payload).status, 200);
}

}  // namespace

// GET /wps/captcha and the captcha a login must solve after a failure, against
// the real server and PostgreSQL.
#include <openssl/evp.h>

#include "account_fixture.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::kPassword;
using json = nlohmann::json;

std::vector<std::uint8_t> fromBase64(const std::string& text) {
  std::vector<std::uint8_t> bytes(3 * text.size() / 4 + 3);
  const int written =
      EVP_DecodeBlock(bytes.data(), reinterpret_cast<const unsigned char*>(text.data()), static_cast<int>(text.size()));
  if (written < 0) return {};
  std::size_t padding = 0;
  for (auto it = text.rbegin(); it != text.rend() && *it == '='; ++it) ++padding;
  bytes.resize(static_cast<std::size_t>(written) - padding);
  return bytes;
}

std::uint32_t bigEndian32(const std::vector<std::uint8_t>& bytes, std::size_t at) {
  return (std::uint32_t{bytes[at]} << 24) | (std::uint32_t{bytes[at + 1]} << 16) | (std::uint32_t{bytes[at + 2]} << 8) |
         std::uint32_t{bytes[at + 3]};
}

class Captchas : public AccountFixture {
 protected:
  // Makes the account "need a captcha": one failed login in this window.
  static void failOnce(const std::string& account) { ASSERT_EQ(login(account, "Wrong-Password-1").status, 401); }
};

TEST_F(Captchas, IssuesAPngWithAFreshIdAndAnAnswerFromTheUnambiguousAlphabet) {
  const auto result = sendRaw("GET", "/wps/captcha", "");
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = json::parse(result.body).at("value");
  EXPECT_EQ(value.at("expiresInSeconds"), 120);
  const std::string id = value.at("captchaId");
  EXPECT_EQ(id.size(), 22u);
  const std::string image = value.at("image");
  EXPECT_EQ(image.rfind("data:", 0), std::string::npos);
  const auto png = fromBase64(image);
  ASSERT_GT(png.size(), 33u);
  const std::vector<std::uint8_t> signature = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  EXPECT_TRUE(std::equal(signature.begin(), signature.end(), png.begin()));
  EXPECT_EQ(std::string(png.begin() + 12, png.begin() + 16), "IHDR");
  EXPECT_EQ(bigEndian32(png, 16), 150u);  // width
  EXPECT_EQ(bigEndian32(png, 20), 50u);   // height
  // IEND closes the file.
  EXPECT_EQ(std::string(png.end() - 8, png.end() - 4), "IEND");

  std::string answer;
  {
    const std::lock_guard<std::mutex> lock(answerMutex_);
    answer = lastAnswer_;
  }
  ASSERT_EQ(answer.size(), 5u);
  for (const char c : answer) {
    EXPECT_NE(std::string_view("ABCDEFGHJKLMNPQRSTUVWXYZ23456789").find(c), std::string_view::npos) << c;
  }
  // Only a digest is stored: the answer is nowhere in the row.
  EXPECT_EQ(countRows("SELECT count(*) FROM captchas WHERE id = '" + id +
                      "' AND used_at IS NULL "
                      "AND expires_at BETWEEN now() + interval '115 s' AND now() + interval '121 s'"),
            1);
  EXPECT_EQ(countRows("SELECT count(*) FROM captchas WHERE encode(answer_hash, 'escape') LIKE '%" + answer + "%'"), 0);

  const auto other = freshCaptcha();
  EXPECT_NE(other.id, id);
  EXPECT_NE(other.imageBase64, image);
}

TEST_F(Captchas, AtMostOnePerSecondPerIp) {
  ASSERT_EQ(sendRaw("GET", "/wps/captcha", "").status, 200);
  const auto before = countRows("SELECT count(*) FROM captchas");
  const auto throttled = sendRaw("GET", "/wps/captcha", "");
  EXPECT_EQ(throttled.status, 429);
  EXPECT_EQ(codeOf(throttled), "too_many_requests");
  EXPECT_EQ(dataOf(throttled), (json{{"retryAfterSeconds", 1}}));
  EXPECT_EQ(countRows("SELECT count(*) FROM captchas"), before);  // nothing stored for it
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  EXPECT_EQ(sendRaw("GET", "/wps/captcha", "").status, 200);
}

TEST_F(Captchas, AFailureAsksForACaptchaThatIsCheckedBeforeAnyPasswordWork) {
  createMember("solver", kPassword);
  const auto failed = login("solver", "Wrong-Password-1");
  EXPECT_EQ(failed.status, 401);
  EXPECT_EQ(dataOf(failed), (json{{"captcha", true}}));

  const auto before = argon2Verifications();
  const auto sessionsBefore = countRows("SELECT count(*) FROM sessions");
  const auto missing = login("solver", kPassword);
  EXPECT_EQ(missing.status, 400);
  EXPECT_EQ(codeOf(missing), "invalid_captcha");
  EXPECT_EQ(dataOf(missing), (json{{"captcha", true}}));
  auto captcha = freshCaptcha();
  const auto wrong = loginWith("solver", kPassword, {{"captchaId", captcha.id}, {"captcha", "ZZZZ9"}});
  EXPECT_EQ(codeOf(wrong), "invalid_captcha");
  // The wrong answer burnt it: the right one no longer helps.
  EXPECT_EQ(codeOf(loginWith("solver", kPassword, captchaFields(captcha))), "invalid_captcha");
  EXPECT_EQ(codeOf(loginWith("solver", kPassword, {{"captcha", "ABCDE"}})), "invalid_captcha");  // no id
  EXPECT_EQ(argon2Verifications(), before);  // cheap rejects: no argon2 at all
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions"), sessionsBefore);

  // Any case solves it, once.
  captcha = freshCaptcha();
  std::string lower = captcha.answer;
  for (auto& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const auto solved = loginWith("solver", kPassword, {{"captchaId", captcha.id}, {"captcha", lower}});
  ASSERT_EQ(solved.status, 200) << solved.body;
  EXPECT_EQ(codeOf(loginWith("solver", kPassword, captchaFields(captcha))), "invalid_captcha");  // used
  // The requirement lasts for the rest of the window.
  EXPECT_EQ(codeOf(login("solver", kPassword)), "invalid_captcha");
  // One failure does not reach the neighbours on the same IP...
  createMember("neighbour", kPassword);
  EXPECT_EQ(login("neighbour", kPassword).status, 200);
  // ...three from the IP (across accounts) do.
  EXPECT_EQ(codeOf(login("ghost-one", "wrong-password-1")), "login_failed");
  EXPECT_EQ(codeOf(login("ghost-two", "wrong-password-2")), "login_failed");
  EXPECT_EQ(codeOf(login("neighbour", kPassword)), "invalid_captcha");
}

TEST_F(Captchas, AnExpiredCaptchaDoesNotSolve) {
  createMember("slowreader", kPassword);
  failOnce("slowreader");
  const auto captcha = freshCaptcha();
  // Two minutes pass (moving the clock in the row, not sleeping 120 s).
  execute("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = '" + captcha.id + "'");
  const auto before = argon2Verifications();
  EXPECT_EQ(codeOf(loginWith("slowreader", kPassword, captchaFields(captcha))), "invalid_captcha");
  EXPECT_EQ(argon2Verifications(), before);
  EXPECT_EQ(loginWith("slowreader", kPassword, captchaFields(freshCaptcha())).status, 200);
}

TEST_F(Captchas, ACaptchaIsGoodOnlyFromTheIpThatFetchedIt) {
  createMember("traveller", kPassword);
  failOnce("traveller");
  const auto captcha = freshCaptcha();
  execute("UPDATE captchas SET ip = '198.51.100.1' WHERE id = '" + captcha.id + "'");
  EXPECT_EQ(codeOf(loginWith("traveller", kPassword, captchaFields(captcha))), "invalid_captcha");
}

TEST_F(Captchas, ANeedlessCaptchaIsIgnoredButStillUsedUp) {
  createMember("eager", kPassword);
  const auto captcha = freshCaptcha();
  EXPECT_EQ(loginWith("eager", kPassword, captchaFields(captcha)).status, 200);
  EXPECT_EQ(countRows("SELECT count(*) FROM captchas WHERE id = '" + captcha.id + "' AND used_at IS NULL"), 0);
}

}  // namespace

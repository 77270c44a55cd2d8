// Focused tests of the validation core beyond the shared vectors: linear time on
// pathological patterns, agreement with std::regex on the common subset, the
// password helpers and the direct C++ API the server calls.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <regex>
#include <set>
#include <string>

#include "panalo/validation/forms.hpp"
#include "panalo/validation/messages.hpp"
#include "panalo/validation/password_policy.hpp"
#include "panalo/validation/pattern.hpp"
#include "panalo/validation/utf8.hpp"

namespace {

using namespace panalo::validation;

double secondsToMatch(const char* pattern, const std::string& subject, bool expected) {
  const auto compiled = compilePattern(pattern);
  EXPECT_TRUE(compiled.ok()) << pattern;
  double fastest = 1e9;
  // The fastest of three: a busy machine only ever adds time.
  for (int run = 0; run < 3; ++run) {
    const auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(compiled.pattern->fullMatch(subject), expected) << pattern;
    fastest = std::min(fastest, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return fastest;
}

// Four times the input must cost about four times the time. A backtracking
// engine needs ~2^n steps on these (it would not finish at all), a quadratic one
// sixteen times as long. Both times come from the same run, so a slow machine
// or a sanitizer build slows both alike; a timed bound failed under TSan.
void expectLinear(const char* pattern, const std::string& suffix = "") {
  const double shorter = secondsToMatch(pattern, std::string(25000, 'a') + suffix, false);
  const double longer = secondsToMatch(pattern, std::string(100000, 'a') + suffix, false);
  EXPECT_LT(longer, 10 * std::max(shorter, 0.001)) << pattern << ": " << shorter << " s, then " << longer << " s";
}

TEST(ValidationPattern, PathologicalPatternsRunInLinearTime) {
  expectLinear("(a*)*b");
  expectLinear("(a|a)*b");
  expectLinear("(a+)+$", "!");
  expectLinear("(a|aa)*c");
  expectLinear("(.*){20}b");
}

TEST(ValidationPattern, UnsupportedPatternsAreRejectedAtLoadWithANamedError) {
  for (const char* pattern : {"(?=x)", "(a)\\1", "a*+", "\\bword", "(?i)a", "\\p{L}", "a{1001}"}) {
    const auto compiled = compilePattern(pattern);
    ASSERT_FALSE(compiled.ok()) << pattern;
    EXPECT_NE(compiled.error.describe().find(std::string(compiled.error.name())), std::string::npos);
  }
}

TEST(ValidationPattern, StarAloneIsDotStarOnlyForAcceptedPatterns) {
  EXPECT_TRUE(compileAcceptedPattern("*").ok());
  EXPECT_FALSE(compilePattern("*").ok());
}

// Random small patterns over {a, b} where ECMAScript std::regex and this engine
// must agree; std::regex backtracks, so inputs stay short.
std::string randomPattern(std::mt19937& rng, int depth) {
  std::uniform_int_distribution<int> pick(0, depth > 2 ? 3 : 8);
  switch (pick(rng)) {
    case 0:
      return "a";
    case 1:
      return "b";
    case 2:
      return ".";
    case 3:
      return "[ab]";
    case 4:
      return randomPattern(rng, depth + 1) + randomPattern(rng, depth + 1);
    case 5:
      return "(" + randomPattern(rng, depth + 1) + "|" + randomPattern(rng, depth + 1) + ")";
    case 6:
      return "(" + randomPattern(rng, depth + 1) + ")*";
    case 7:
      return "(" + randomPattern(rng, depth + 1) + ")?";
    default:
      return "(" + randomPattern(rng, depth + 1) + "){1,3}";
  }
}

TEST(ValidationPattern, AgreesWithStdRegexOnTheCommonSubset) {
  std::mt19937 rng(20240601);
  std::uniform_int_distribution<int> length(0, 7);
  std::uniform_int_distribution<int> letter(0, 1);
  int compared = 0;
  for (int i = 0; i < 400; ++i) {
    const std::string pattern = randomPattern(rng, 0);
    const auto ours = compilePattern(pattern);
    ASSERT_TRUE(ours.ok()) << pattern;
    const std::regex theirs(pattern, std::regex::ECMAScript);
    for (int j = 0; j < 12; ++j) {
      std::string subject;
      const int n = length(rng);
      for (int k = 0; k < n; ++k) subject.push_back(letter(rng) != 0 ? 'a' : 'b');
      ASSERT_EQ(ours.pattern->fullMatch(subject), std::regex_match(subject, theirs))
          << "pattern " << pattern << " subject " << subject;
      ++compared;
    }
  }
  EXPECT_EQ(compared, 4800);
}

TEST(ValidationUtf8, CountsCodePointsAndRejectsMalformedInput) {
  EXPECT_EQ(countCodePoints("a\xC3\xA9\xF0\x9F\x98\x80"), 3u);
  EXPECT_EQ(countCodePoints(std::string_view("\0a", 2)), 2u);
  EXPECT_FALSE(countCodePoints("\xC3").has_value());
  EXPECT_FALSE(countCodePoints("\xE0\x80\xAF").has_value());  // overlong
  EXPECT_FALSE(countCodePoints("\xED\xBF\xBF").has_value());  // surrogate
}

TEST(ValidationPasswordPolicy, ShipsAtLeastTenThousandCommonPasswords) { EXPECT_GE(commonPasswordCount(), 10000u); }

TEST(ValidationPasswordPolicy, DefaultPasswordIsAConfiguredSecret) {
  EXPECT_TRUE(isDefaultPassword("Welcome#2024", "Welcome#2024"));
  EXPECT_FALSE(isDefaultPassword("welcome#2024", "Welcome#2024"));  // no case folding
  EXPECT_FALSE(isDefaultPassword("Welcome#202", "Welcome#2024"));
  EXPECT_FALSE(isDefaultPassword("", ""));  // no default configured
}

TEST(ValidationPasswordPolicy, ExpiryCountsWholeDaysOnlyWhenEnforced) {
  const std::int64_t changed = 1700000000;
  const std::int64_t day = 86400;
  EXPECT_FALSE(isPasswordExpired(changed, changed + 90 * day - 1, 90, true));
  EXPECT_TRUE(isPasswordExpired(changed, changed + 90 * day, 90, true));
  EXPECT_FALSE(isPasswordExpired(changed, changed + 900 * day, 90, false));
  EXPECT_FALSE(isPasswordExpired(changed, changed + 900 * day, 0, true));
  EXPECT_FALSE(isPasswordExpired(changed, changed - day, 1, true));
  EXPECT_TRUE(isPasswordExpired(INT64_MIN, INT64_MAX, 1, true));
}

TEST(ValidationPasswordPolicy, ChangePopupOnlyAfterPasswordLogin) {
  EXPECT_TRUE(mustChangePasswordAfterLogin(LoginMethod::kPassword, true, false));
  EXPECT_TRUE(mustChangePasswordAfterLogin(LoginMethod::kPassword, false, true));
  EXPECT_FALSE(mustChangePasswordAfterLogin(LoginMethod::kPassword, false, false));
  EXPECT_FALSE(mustChangePasswordAfterLogin(LoginMethod::kSms, true, true));
  EXPECT_FALSE(mustChangePasswordAfterLogin(LoginMethod::kFirebase, true, true));
}

TEST(ValidationMessages, KeysAreUniqueSnakeCase) {
  std::set<std::string_view> seen;
  for (const std::string_view key : kAllMessageKeys) {
    EXPECT_TRUE(seen.insert(key).second) << key;
    for (const char c : key) EXPECT_TRUE((c >= 'a' && c <= 'z') || c == '_') << key;
  }
}

TEST(ValidationForms, ServerCallsTheCppApiWithSettingsLoadedOnce) {
  const auto loaded = parseRegistrationSettingsText(
      R"({"fields":{"username":{"acceptedPattern":"^[a-z][a-z0-9]{5,15}$"},
                    "mobileNum":{"enabled":true,"required":true,"kind":"phone_starting_with_9","digits":10}},
          "smsVerification":true,"minimumAge":21})");
  ASSERT_TRUE(loaded.ok()) << loaded.error;
  RegistrationForm form;
  form.username = "player01";
  form.password = "Zq8!uW3e";
  form.confirmPassword = "Zq8!uW3e";
  form.mobileNum = "9171234567";
  form.verificationCode = "123456";
  form.termsAccepted = true;
  form.ageConfirmed = true;
  EXPECT_TRUE(validateRegistrationByUsername(form, *loaded.settings).ok());

  form.mobileNum = "0917123456";
  form.ageConfirmed = false;
  const FormResult result = validateRegistrationByUsername(form, *loaded.settings);
  ASSERT_EQ(result.fields.size(), 2u);
  EXPECT_EQ(result.fields.at("mobileNum"), (std::vector<Message>{{message_keys::kPhoneNumberDigits, {10}}}));
  EXPECT_EQ(result.fields.at("ageConfirmed"), (std::vector<Message>{{message_keys::kConfirmAge, {21}}}));
}

TEST(ValidationForms, ImageTypeComesFromContentNotName) {
  EXPECT_EQ(detectImageType(std::string_view("\x89PNG\r\n\x1a\n", 8)), ImageType::kPng);
  EXPECT_EQ(detectImageType("\xFF\xD8\xFF\xE0"), ImageType::kJpeg);
  EXPECT_EQ(detectImageType("GIF89a"), ImageType::kUnknown);
  EXPECT_EQ(detectImageType("photo.png"), ImageType::kUnknown);
}

}  // namespace

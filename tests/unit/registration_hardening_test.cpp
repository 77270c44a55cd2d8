// Pure parts of the registration hardening (issue 12 items 3, 13, 14): the
// security page's masking and the k-anonymity breached-password check against
// an in-process range source.
#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/registration_details_masking.hpp"
#include "platform/security/k_anonymity_password_check.hpp"

namespace {

using panalo::security::KAnonymityBreachedPasswords;
namespace masking = panalo::services::masking;

TEST(RegistrationDetailsMasking, KeepsOnlyWhatLetsTheOwnerRecogniseTheValue) {
  EXPECT_EQ(masking::maskName("Juan Dela Cruz"), "J*** D*** C***");
  EXPECT_EQ(masking::maskName("José  Ñuñez"), "J*** Ñ***");  // code points, doubled space
  EXPECT_EQ(masking::maskName("李小龙"), "李***");
  EXPECT_EQ(masking::maskName(""), "***");
  EXPECT_EQ(masking::maskIdNumber("A1234567890"), "*******7890");
  EXPECT_EQ(masking::maskIdNumber("12345678"), "****5678");
  EXPECT_EQ(masking::maskIdNumber("1234567"), "*****67");
  EXPECT_EQ(masking::maskIdNumber("12345"), "***45");
  EXPECT_EQ(masking::maskIdNumber("1234"), "***");
  EXPECT_EQ(masking::maskContact("juan.delacruz"), "ju****uz");
  EXPECT_EQ(masking::maskContact("12345678"), "12****78");
  EXPECT_EQ(masking::maskContact("juan99"), "j****");
  EXPECT_EQ(masking::maskContact("abc"), "***");
  EXPECT_EQ(masking::maskContact("微信号码测试用"), "微****");
  EXPECT_EQ(masking::maskMobile("63", "9171234567"), "+63 *******567");
  EXPECT_EQ(masking::maskMobile("+63", "9171234567"), "+63 *******567");
  EXPECT_EQ(masking::maskMobile("", "9171234567"), "*******567");
  EXPECT_EQ(masking::maskMobile("63", "123"), "***");
  EXPECT_EQ(masking::maskEmailAddress("juan@example.com"), "j***@example.com");
  EXPECT_EQ(masking::maskEmailAddress("@example.com"), "***");
  EXPECT_EQ(masking::maskEmailAddress("nobody"), "***");
}

// A local range source: the Pwned Passwords format for a set of "breached"
// passwords, plus padding lines, and a log of the prefixes asked for.
class LocalRangeSource final : public panalo::security::PasswordRangeSource {
 public:
  explicit LocalRangeSource(const std::vector<std::string>& breached) {
    for (const auto& password : breached) {
      const auto hash = KAnonymityBreachedPasswords::sha1Hex(password);
      ranges_[hash.substr(0, 5)] += hash.substr(5) + ":42\r\n";
    }
  }
  std::optional<std::string> fetchRange(std::string_view prefix) override {
    asked.emplace_back(prefix);
    if (down) return std::nullopt;
    // Padding: a suffix that is not any real password's, with count 0.
    std::string body = ranges_[std::string(prefix)] + "0000000000000000000000000000000000A:0\r\n";
    return body;
  }
  std::vector<std::string> asked;
  bool down = false;

 private:
  std::map<std::string, std::string> ranges_;
};

TEST(KAnonymityBreachedPasswords, Sha1HexIsUpperCaseFortyDigits) {
  EXPECT_EQ(KAnonymityBreachedPasswords::sha1Hex("password"), "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8");
  EXPECT_EQ(KAnonymityBreachedPasswords::sha1Hex(""), "DA39A3EE5E6B4B0D3255BFEF95601890AFD80709");
}

TEST(KAnonymityBreachedPasswords, ReadsTheRangeFormat) {
  const std::string suffix = "1E4C9B93F3F0682250B6CF8331B7EE68FD8";
  EXPECT_TRUE(KAnonymityBreachedPasswords::rangeLists("00000:1\r\n" + suffix + ":3861493\r\n", suffix));
  EXPECT_TRUE(KAnonymityBreachedPasswords::rangeLists("1e4c9b93f3f0682250b6cf8331b7ee68fd8:2", suffix));
  EXPECT_FALSE(KAnonymityBreachedPasswords::rangeLists(suffix + ":0\r\n", suffix));  // padding
  EXPECT_FALSE(KAnonymityBreachedPasswords::rangeLists(suffix + ":x\r\n", suffix));
  EXPECT_FALSE(KAnonymityBreachedPasswords::rangeLists("", suffix));
  EXPECT_FALSE(KAnonymityBreachedPasswords::rangeLists(suffix.substr(1) + ":5\r\n", suffix));
}

TEST(KAnonymityBreachedPasswords, SendsOnlyTheFivePrefixDigitsAndComparesTheRestHere) {
  LocalRangeSource source({"Violet-Harbor-Breached-1"});
  KAnonymityBreachedPasswords check(source);
  EXPECT_TRUE(check.isBreached("Violet-Harbor-Breached-1"));
  EXPECT_FALSE(check.isBreached("Violet-Harbor-Unseen-2"));
  ASSERT_EQ(source.asked.size(), 2u);
  EXPECT_EQ(source.asked[0], KAnonymityBreachedPasswords::sha1Hex("Violet-Harbor-Breached-1").substr(0, 5));
  for (const auto& prefix : source.asked) EXPECT_EQ(prefix.size(), 5u);
  // The local list answers the most common passwords without a request.
  EXPECT_TRUE(check.isBreached("password1"));
  EXPECT_EQ(source.asked.size(), 2u);
}

TEST(KAnonymityBreachedPasswords, AnUnavailableSourceLetsThePasswordThroughAndCountsIt) {
  LocalRangeSource source({"Violet-Harbor-Breached-1"});
  source.down = true;
  KAnonymityBreachedPasswords check(source);
  EXPECT_FALSE(check.isBreached("Violet-Harbor-Breached-1"));
  EXPECT_EQ(check.unavailable(), 1u);
  EXPECT_TRUE(check.isBreached("password1"));  // the local list still works
}

TEST(LocalListBreachedPasswords, IsTheSharedCommonPasswordList) {
  panalo::security::LocalListBreachedPasswords local;
  EXPECT_TRUE(local.isBreached("Password1"));
  EXPECT_FALSE(local.isBreached("Violet-Harbor-Breached-1"));
}

}  // namespace

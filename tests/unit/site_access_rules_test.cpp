// The pure parts of site access: the verdict rule, which routes a blocked
// visitor may still call, address and text checks, the unusable-hash marker
// and the identicon.
#include <gtest/gtest.h>

#include "domains/access/access_guard.hpp"
#include "platform/security/password_hasher.hpp"
#include "domains/access/access_service.hpp"
#include "domains/accounts/identicon.hpp"
#include "platform/core/ip_text.hpp"
#include "platform/core/text_checks.hpp"

namespace {

using panalo::repositories::AccessFacts;
using panalo::services::BlockReason;
using panalo::services::decideAccess;

AccessFacts facts(int status, bool locked, bool blocked, const std::string& country, const std::string& rule,
                  const std::string& mode = "deny_listed") {
  return {status, locked, blocked, country, rule, mode, ""};
}

TEST(SiteAccessRules, VerdictFollowsLocksBlocksAndCountryRules) {
  EXPECT_EQ(decideAccess(facts(0, false, false, "", "")).reason, BlockReason::None);
  EXPECT_EQ(decideAccess(facts(0, false, false, "PH", "")).reason, BlockReason::None);
  EXPECT_EQ(decideAccess(facts(0, false, false, "PH", "deny")).reason, BlockReason::Region);
  EXPECT_EQ(decideAccess(facts(0, false, false, "PH", "allow")).reason, BlockReason::None);
  EXPECT_EQ(decideAccess(facts(0, false, true, "PH", "allow")).reason, BlockReason::Ip);
  EXPECT_EQ(decideAccess(facts(0, true, true, "PH", "deny")).reason, BlockReason::IpLocked);
  EXPECT_EQ(decideAccess(facts(2, false, false, "", "")).reason, BlockReason::Region);
  // Allow-listed: only countries with an allow rule; unknown is not listed.
  EXPECT_EQ(decideAccess(facts(0, false, false, "PH", "allow", "allow_listed_only")).reason, BlockReason::None);
  EXPECT_EQ(decideAccess(facts(0, false, false, "PH", "", "allow_listed_only")).reason, BlockReason::Region);
  EXPECT_EQ(decideAccess(facts(0, false, false, "", "", "allow_listed_only")).reason, BlockReason::Region);
  // An unknown mode reads as the default.
  EXPECT_EQ(decideAccess(facts(0, false, false, "PH", "deny", "bogus")).reason, BlockReason::Region);
  EXPECT_EQ(decideAccess(facts(0, false, false, "PH", "", "bogus")).reason, BlockReason::None);
}

TEST(SiteAccessRules, StatusShownToTheVisitor) {
  EXPECT_EQ(decideAccess(facts(1, false, false, "", "")).systemStatus(), 1);
  EXPECT_TRUE(decideAccess(facts(1, false, false, "", "")).maintenance());
  EXPECT_EQ(decideAccess(facts(1, false, true, "", "")).systemStatus(), 2);
  EXPECT_EQ(decideAccess(facts(0, false, false, "", "")).systemStatus(), 0);
  EXPECT_STREQ(panalo::services::blockReasonName(BlockReason::IpLocked), "ip_locked");
  EXPECT_STREQ(panalo::services::blockReasonName(BlockReason::None), "");
}

TEST(SiteAccessRules, OnlyTheBlockPagesCallsStayOpen) {
  using panalo::app::requestClassFor;
  using panalo::services::RequestClass;
  EXPECT_EQ(requestClassFor("/wps/system/status"), RequestClass::Open);
  EXPECT_EQ(requestClassFor("/wps/system/languages"), RequestClass::Open);
  EXPECT_EQ(requestClassFor("/wps/system/customerService"), RequestClass::Open);
  EXPECT_EQ(requestClassFor("/wps/system/encryption-key"), RequestClass::Other);
  EXPECT_EQ(requestClassFor("/wps/captcha"), RequestClass::Other);
  EXPECT_EQ(requestClassFor("/wps/session/login"), RequestClass::Account);
  EXPECT_EQ(requestClassFor("/wps/session/login/freeplay"), RequestClass::Account);
  EXPECT_EQ(requestClassFor("/wps/verification/sms/register"), RequestClass::Account);
  EXPECT_EQ(requestClassFor("/wps/system/status/"), RequestClass::Other) << "exact paths only";
}

TEST(SiteAccessRules, AddressesAndBlocks) {
  using panalo::services::isCidr;
  using panalo::services::isIpAddress;
  EXPECT_TRUE(isIpAddress("127.0.0.1"));
  EXPECT_TRUE(isIpAddress("2001:db8::1"));
  EXPECT_FALSE(isIpAddress("127.0.0.1 "));
  EXPECT_FALSE(isIpAddress("fe80::1%eth0"));
  EXPECT_FALSE(isIpAddress(""));
  EXPECT_TRUE(isCidr("10.0.0.0/8"));
  EXPECT_TRUE(isCidr("0.0.0.0/0"));
  EXPECT_TRUE(isCidr("2001:db8::/128"));
  EXPECT_TRUE(isCidr("192.0.2.1"));
  EXPECT_FALSE(isCidr("10.0.0.0/33"));
  EXPECT_FALSE(isCidr("2001:db8::/129"));
  EXPECT_FALSE(isCidr("10.0.0.0/"));
  EXPECT_FALSE(isCidr("10.0.0.0/+8"));
  EXPECT_FALSE(isCidr("10.0.0.0/8/8"));
}

TEST(SiteAccessRules, TextChecks) {
  using panalo::services::isSafeLink;
  using panalo::services::isValidUtf8;
  EXPECT_TRUE(isValidUtf8("Maligayang pagdating ñ 日本 🎰"));
  EXPECT_FALSE(isValidUtf8("\xc3\x28"));
  EXPECT_FALSE(isValidUtf8("\xc0\xaf"));          // overlong '/'
  EXPECT_FALSE(isValidUtf8("\xed\xa0\x80"));      // surrogate
  EXPECT_FALSE(isValidUtf8("\xf4\x90\x80\x80"));  // above U+10FFFF
  EXPECT_FALSE(isValidUtf8("abc\xe2\x82"));       // truncated
  EXPECT_TRUE(isSafeLink("https://t.me/panalo"));
  EXPECT_TRUE(isSafeLink("HTTPS://T.ME/panalo"));
  EXPECT_TRUE(isSafeLink("mailto:help@panalo.example"));
  EXPECT_TRUE(isSafeLink("tel:+639171234567"));
  EXPECT_TRUE(isSafeLink("/help"));
  EXPECT_FALSE(isSafeLink("//evil.example"));
  EXPECT_FALSE(isSafeLink("javascript:alert(1)"));
  EXPECT_FALSE(isSafeLink(" javascript:alert(1)"));
  EXPECT_FALSE(isSafeLink("https://ok.example/\tx"));
  EXPECT_FALSE(isSafeLink(""));
}

TEST(SiteAccessRules, TheUnusableHashMarkerNeverVerifies) {
  const panalo::security::PasswordHasher hasher({1024, 1, 1});
  const auto real = hasher.hash("secret-password");
  EXPECT_TRUE(hasher.verify(real, "secret-password").matches);
  EXPECT_FALSE(hasher.verify("!" + real, "secret-password").matches);
  EXPECT_FALSE(hasher.verify("!trial:abc", "!trial:abc").matches);
  EXPECT_FALSE(hasher.verify("!", "").matches);
  EXPECT_FALSE(hasher.verify("", "").matches);
}

TEST(SiteAccessRules, IdenticonIsADeterministicPng) {
  const auto first = panalo::services::renderIdenticonPng("member:1");
  const auto again = panalo::services::renderIdenticonPng("member:1");
  const auto other = panalo::services::renderIdenticonPng("member:2");
  ASSERT_GT(first.size(), 8u);
  EXPECT_EQ(std::string(first.begin(), first.begin() + 8), std::string("\x89PNG\r\n\x1a\n", 8));
  EXPECT_EQ(first, again);
  EXPECT_NE(first, other);
}

}  // namespace

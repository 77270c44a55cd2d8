// The pure parts of site access: the verdict rule, which routes a blocked
// visitor may still call, the unusable-hash marker and the identicon. Address,
// link and UTF-8 checks are shared/ rules: tests/vectors/text (text_vectors_test.cpp).
#include <gtest/gtest.h>

#include "domains/access/access_guard.hpp"
#include "domains/access/access_service.hpp"
#include "domains/accounts/identicon.hpp"
#include "platform/security/password_hasher.hpp"

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

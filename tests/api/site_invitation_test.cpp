// GET /wps/agent/affiliate and invitation codes at registration, against the
// real server and PostgreSQL.
#include "platform/core/domain_error.hpp"
#include "site_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::SiteFixture;
using json = nlohmann::json;

class SiteInvitations : public SiteFixture {
 protected:
  static void SetUpTestSuite() {
    SiteFixture::SetUpTestSuite();
    agentId_ = createMember("agentone", kPassword, 1);
    services().accounts().invitations.addAffiliate("agentone", "AGENT1", "");
    services().accounts().invitations.addAffiliate("agentone", "DomCode7", "Panalo.Example");
    services().accounts().invitations.addAffiliate("agentone", "OLDCODE", "");
    execute("UPDATE affiliate_codes SET active = false WHERE code = 'OLDCODE'");
    disabledAgentId_ = createMember("agenttwo", kPassword, 2);
    services().accounts().invitations.addAffiliate("agenttwo", "GONEAGENT", "");
    execute("UPDATE members SET status = 'disabled' WHERE account = 'agenttwo'");
  }
  void SetUp() override { openSite(); }

  static HttpResult affiliate(const std::string& query) { return get("/wps/agent/affiliate?" + query); }
  static json registration(const std::string& username) {
    return {{"username", username},  {"password", kPassword}, {"confirmPassword", kPassword},
            {"domain", "localhost"}, {"termsAccepted", true}, {"ageConfirmed", true}};
  }
  static std::string referralCodeOf(const std::string& account) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx.exec_params1("SELECT referral_code FROM members WHERE account = $1", account)[0].as<std::string>();
  }

  static inline std::int64_t agentId_ = 0;
  static inline std::int64_t disabledAgentId_ = 0;
};

TEST_F(SiteInvitations, AValidCodeAnswersAsStoredWhateverItsCase) {
  const auto result = affiliate("code=agent1&domain=localhost");
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result), (json{{"code", "AGENT1"}, {"valid", true}}));
  EXPECT_EQ(affiliate("code=AGENT1").status, 200) << "domain is optional for an unbound code";
}

TEST_F(SiteInvitations, ADomainBoundCodeWorksOnlyOnItsDomain) {
  EXPECT_EQ(affiliate("code=DomCode7&domain=panalo.example").status, 200);
  EXPECT_EQ(affiliate("code=domcode7&domain=PANALO.EXAMPLE").status, 200);
  for (const std::string query : {"code=DomCode7&domain=other.example", "code=DomCode7"}) {
    const auto result = affiliate(query);
    EXPECT_EQ(result.status, 400) << query;
    EXPECT_EQ(codeOf(result), "invitation_code_error") << query;
  }
}

TEST_F(SiteInvitations, UnknownInactiveOrOrphanedCodesAreInvitationCodeError) {
  for (const std::string& query : std::vector<std::string>{
           "code=NOSUCH", "code=OLDCODE", "code=GONEAGENT", "code=" + std::string(33, 'A'), "code=a%27OR%271%27%3D%271",
           "code=%C3%28", "code=AGENT1%00", "code=AGENT1%20", "code=%E2%80%AEAGENT1"}) {
    const auto result = affiliate(query);
    EXPECT_EQ(result.status, 400) << query;
    EXPECT_EQ(codeOf(result), "invitation_code_error") << query;
  }
}

TEST_F(SiteInvitations, MissingCodeOrMalformedDomainIsTheCallersMistake) {
  EXPECT_EQ(codeOf(affiliate("")), "input_cannot_be_empty");
  EXPECT_EQ(codeOf(affiliate("code=")), "input_cannot_be_empty");
  EXPECT_EQ(codeOf(affiliate("code=AGENT1&domain=evil.example%2Fx")), "invalid_parameter");
  EXPECT_EQ(codeOf(affiliate("code=AGENT1&domain=" + std::string(254, 'a'))), "invalid_parameter");
  EXPECT_EQ(affiliate("code=AGENT1&domain=%27%3B--").status, 400);
}

TEST_F(SiteInvitations, AnAffiliateCodeMakesTheAgentTheUpline) {
  auto payload = registration("Invited01");
  payload["affiliateCode"] = "agent1";
  const auto result = sendSealed("PUT", "/wps/member/register", payload);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE account = 'Invited01' AND upline_id = " +
                      std::to_string(agentId_) + " AND referrer_id IS NULL"),
            1);
}

TEST_F(SiteInvitations, AReferralCodeMakesTheMemberTheReferrer) {
  const auto referrerId = createMember("referrer1", kPassword);
  auto payload = registration("Invited02");
  payload["referralCode"] = referralCodeOf("referrer1");
  const auto result = sendSealed("PUT", "/wps/member/register", payload);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE account = 'Invited02' AND referrer_id = " +
                      std::to_string(referrerId) + " AND upline_id IS NULL"),
            1);
  // Every member has a referral code of their own, unique regardless of case.
  EXPECT_EQ(countRows("SELECT count(*) FROM members WHERE referral_code !~ '^[0-9A-F]{10}$'"), 0);
}

TEST_F(SiteInvitations, CodesThatDoNotResolveRegisterNobody) {
  const auto trialToken = tokenOf(freePlay());
  const auto trialAccount = valueOf(get("/wps/member/info", trialToken)).at("account").get<std::string>();
  const auto before = countRows("SELECT count(*) FROM members");
  struct Case {
    std::string field;
    std::string code;
    std::string domain;
  };
  const std::vector<Case> cases = {
      {"affiliateCode", "NOSUCH", "localhost"},      {"affiliateCode", "OLDCODE", "localhost"},
      {"affiliateCode", "GONEAGENT", "localhost"},   {"affiliateCode", "DomCode7", "other.example"},
      {"referralCode", "ABCDEF0123", "localhost"},   {"referralCode", referralCodeOf(trialAccount), "localhost"},
      {"referralCode", "x' OR '1'='1", "localhost"}, {"referralCode", std::string(40, 'A'), "localhost"},
  };
  for (const auto& c : cases) {
    auto payload = registration("Nobody01");
    payload[c.field] = c.code;
    payload["domain"] = c.domain;
    const auto result = sendSealed("PUT", "/wps/member/register", payload);
    EXPECT_EQ(result.status, 400) << c.field << '=' << c.code;
    EXPECT_EQ(codeOf(result), "invitation_code_error") << c.field << '=' << c.code << ' ' << result.body;
  }
  auto wrongType = registration("Nobody01");
  wrongType["referralCode"] = 42;
  EXPECT_EQ(codeOf(sendSealed("PUT", "/wps/member/register", wrongType)), "invalid_parameter");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), before);
}

TEST_F(SiteInvitations, TheOperatorsRulesForAffiliateCodes) {
  using panalo::DomainError;
  auto keyOf = [](const std::function<void()>& action) {
    try {
      action();
    } catch (const DomainError& error) {
      return error.key();
    }
    return std::string("no error");
  };
  auto& invitations = services().accounts().invitations;
  const auto before = countRows("SELECT count(*) FROM affiliate_codes");
  createMember("plainmember", kPassword);
  EXPECT_EQ(keyOf([&] { invitations.addAffiliate("agentone", "agent1", ""); }), "affiliate_code_exists");
  EXPECT_EQ(keyOf([&] { invitations.addAffiliate("plainmember", "PLAIN1", ""); }), "not_an_agent");
  EXPECT_EQ(keyOf([&] { invitations.addAffiliate("nobody", "NOBODY1", ""); }), "not_found");
  EXPECT_EQ(keyOf([&] { invitations.addAffiliate("agentone", "bad code", ""); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { invitations.addAffiliate("agentone", "", ""); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { invitations.addAffiliate("agentone", "GOOD1", "bad/domain"); }), "invalid_parameter");
  EXPECT_EQ(countRows("SELECT count(*) FROM affiliate_codes"), before);
  ASSERT_EQ(invitations.listAffiliates().size(), static_cast<std::size_t>(before));
}

}  // namespace

// Pure parts of verification: code generation, masking, provider choice and
// the unsealed-body reader (no server, no database).
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>

#include "app/config.hpp"
#include "app/modules.hpp"
#include "domains/verification/phone_number.hpp"
#include "domains/verification/verification_code_service.hpp"
#include "domains/verification/verification_json.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/db/connection_pool.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/messaging/sender_factory.hpp"

namespace {

using panalo::services::VerificationCodeService;

TEST(VerificationCodes, AreSixDigitsAndVary) {
  std::set<std::string> seen;
  std::array<int, 10> firstDigits{};
  for (int i = 0; i < 2000; ++i) {
    const auto code = VerificationCodeService::generateCode();
    ASSERT_EQ(code.size(), 6u);
    for (char c : code) ASSERT_TRUE(c >= '0' && c <= '9') << code;
    seen.insert(code);
    ++firstDigits[static_cast<std::size_t>(code[0] - '0')];
  }
  EXPECT_GT(seen.size(), 1990u);  // collisions among 2000 draws of 10^6 are rare
  // Leading zeros happen (codes are zero-padded, not drawn from 100000..999999).
  EXPECT_GT(firstDigits[0], 100);
  for (int count : firstDigits) EXPECT_GT(count, 100);
}

TEST(PhoneNumbers, AreMaskedAndFiled) {
  const panalo::services::PhoneNumber phone{"63", "9171234567"};
  EXPECT_EQ(phone.destination(), "+639171234567");
  EXPECT_EQ(phone.masked(), "+63 *******567");
  EXPECT_EQ(panalo::services::maskEmail("juan@example.com"), "j***@example.com");
  EXPECT_EQ(panalo::services::maskEmail("broken"), "***");
}

TEST(PhoneNumbers, AreCheckedWithTheSharedRules) {
  const auto settings = panalo::validation::defaultRegistrationSettings();
  const auto phone = panalo::services::checkPhoneNumber("9171234567", "+63", settings);
  EXPECT_EQ(phone.dialingCode, "63");
  auto keyOf = [&](const std::string& mobileNum, const std::string& dialingCode) {
    try {
      panalo::services::checkPhoneNumber(mobileNum, dialingCode, settings);
    } catch (const panalo::DomainError& error) {
      return error.key();
    }
    return std::string("accepted");
  };
  EXPECT_EQ(keyOf("", "63"), "missing_phone_number");
  EXPECT_EQ(keyOf("917", ""), "missing_phone_number");
  EXPECT_EQ(keyOf("91x", "63"), "invalid_phone_number");
  EXPECT_EQ(keyOf("917", "12345"), "invalid_phone_number");
}

// The bodies' shape is checked where they are read, before any rule runs.
TEST(VerificationBodies, AreReadByTheirDocumentedNames) {
  const auto noLogin = panalo::routes::noLoginCodeRequestOf(
      {{"mobileNum", "9171234567"}, {"countryDialingCode", "63"}, {"purpose", "password"}});
  EXPECT_EQ(noLogin.mobileNum, "9171234567");
  EXPECT_EQ(noLogin.purpose, "password");
  // The register call names the number mobileNo (spec section 3).
  EXPECT_EQ(panalo::routes::registerCodeRequestOf({{"mobileNo", "9171234567"}}).mobileNum, "9171234567");
  EXPECT_TRUE(panalo::routes::registerCodeRequestOf({{"mobileNum", "9171234567"}}).mobileNum.empty());
  auto keyOf = [](const nlohmann::json& body) {
    try {
      panalo::routes::phonePasswordRequestOf(body);
    } catch (const panalo::DomainError& error) {
      return error.key();
    }
    return std::string("accepted");
  };
  EXPECT_EQ(keyOf({{"mobileNum", 917}, {"countryDialingCode", "63"}}), "invalid_parameter");
  EXPECT_EQ(keyOf({{"rememberMe", "yes"}}), "invalid_parameter");
  EXPECT_EQ(keyOf({{"mobileNum", "917"}}), "accepted");  // the rules are the service's
}

TEST(MessageProviders, OnlyKnownNamesAreAccepted) {
  panalo::db::ConnectionPool pool("", 1);  // connects lazily; never used here
  panalo::repositories::OutboxRepository outbox(pool);
  EXPECT_NE(panalo::messaging::makeSmsSender("outbox", outbox), nullptr);
  EXPECT_NE(panalo::messaging::makeEmailSender("outbox", outbox), nullptr);
  try {
    panalo::messaging::makeSmsSender("twilio", outbox);
    FAIL() << "an unknown provider was accepted";
  } catch (const std::invalid_argument& error) {
    EXPECT_NE(std::string(error.what()).find("PANALO_SMS_PROVIDER"), std::string::npos);
    EXPECT_NE(std::string(error.what()).find("twilio"), std::string::npos);
  }
  EXPECT_THROW(panalo::messaging::makeEmailSender("", outbox), std::invalid_argument);
}

TEST(MessageProviders, AreChosenByEnvironmentAndAnUnknownOneStopsTheStart) {
  std::map<std::string, std::string> values{{"DATABASE_URL", "postgresql://x"},
                                            {"PANALO_MASTER_KEY", "dGVzdC1vbmx5LW1hc3Rlci1rZXktMzItYnl0ZXMhISE="}};
  auto env = [&values](const std::string& name) -> std::optional<std::string> {
    const auto it = values.find(name);
    return it == values.end() ? std::nullopt : std::optional<std::string>(it->second);
  };
  const auto defaults = panalo::app::loadServerConfig(env);
  EXPECT_EQ(defaults.smsProvider, "outbox");
  EXPECT_EQ(defaults.emailProvider, "outbox");
  values["PANALO_SMS_PROVIDER"] = "carrier-pigeon";
  values["PANALO_EMAIL_PROVIDER"] = "outbox";
  const auto chosen = panalo::app::loadServerConfig(env);
  EXPECT_EQ(chosen.smsProvider, "carrier-pigeon");
  // The services refuse it when they are built, before the server listens.
  EXPECT_THROW(panalo::app::Modules("", 1, {}, {}, {chosen.smsProvider, chosen.emailProvider}), std::invalid_argument);
  EXPECT_NO_THROW(panalo::app::Modules("", 1, {}, {}, {"outbox", "outbox"}));
}

panalo::http::HttpRequest requestWith(const std::string& contentType, const std::string& body) {
  panalo::http::HttpRequest request;
  request.headers["content-type"] = contentType;
  request.body = body;
  return request;
}

// Only JSON objects: forms are refused before a route runs (json_body_rule.hpp),
// and a form body that slipped through would not parse as one either.
TEST(PlainBodies, ReadJsonObjectsOnly) {
  const auto json = panalo::routes::readPlainBody(requestWith("application/json", R"({"a":"b"})"));
  EXPECT_EQ(json, (nlohmann::json{{"a", "b"}}));
  for (const auto& [type, body] :
       std::vector<std::pair<std::string, std::string>>{{"application/x-www-form-urlencoded", "username=juan&a=b"},
                                                        {"application/json", "[]"},
                                                        {"application/json", ""},
                                                        {"application/json", "\"text\""},
                                                        {"application/json", "{\"a\":\"\xc3\"}"},
                                                        {"text/plain", "a=b"}}) {
    try {
      panalo::routes::readPlainBody(requestWith(type, body));
      ADD_FAILURE() << body << " was accepted";
    } catch (const panalo::DomainError& error) {
      EXPECT_EQ(error.key(), "invalid_request") << body;
    }
  }
}

}  // namespace

// `panaloctl outbox list`: the stable JSON that tests and browser journeys use
// to read the newest code, run as the real binary against the suite's database.
#include "panaloctl_run.hpp"
#include "verification_fixture.hpp"

namespace {

using panalo::testing::runPanaloctl;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

class OutboxCli : public VerificationFixture {};

TEST_F(OutboxCli, ListsTheNewestCodeAsStableJson) {
  createMemberWith("outboxone", "Correct-Horse-42", "9210000001", "outbox@example.com");
  ASSERT_EQ(sendNoLogin("9210000001", "10.70.0.1").status, 200);
  ASSERT_EQ(
      postJson("/wps/member/password/email", {{"username", "outboxone"}, {"email", "outbox@example.com"}}, "10.70.0.2")
          .status,
      200);

  const auto run = runPanaloctl(database_->url(), "outbox list --channel sms --to +639210000001 --limit 1 --json");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  const auto list = json::parse(run.out);
  ASSERT_TRUE(list.is_array());
  ASSERT_EQ(list.size(), 1u);
  const auto& message = list[0];
  std::vector<std::string> keys;
  for (const auto& item : message.items()) keys.push_back(item.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"body", "channel", "createdAt", "id", "purpose", "recipient", "subject"}));
  EXPECT_EQ(message.at("channel"), "sms");
  EXPECT_EQ(message.at("recipient"), "+639210000001");
  EXPECT_EQ(message.at("purpose"), "sms_login");
  EXPECT_EQ(message.at("subject"), "");
  EXPECT_NE(message.at("body").get<std::string>().find(latestCode("+639210000001")), std::string::npos);
  EXPECT_EQ(message.at("createdAt").get<std::string>().size(), 24u);  // 2026-11-22T23:10:00.123Z

  const auto emails = json::parse(runPanaloctl(database_->url(), "outbox list --channel email --json").out);
  ASSERT_FALSE(emails.empty());
  EXPECT_EQ(emails[0].at("recipient"), "outbox@example.com");
  EXPECT_EQ(emails[0].at("purpose"), "password_reset");

  const auto text = runPanaloctl(database_->url(), "outbox list --to +639210000001");
  EXPECT_EQ(text.exitCode, 0);
  EXPECT_NE(text.out.find("+639210000001"), std::string::npos);

  EXPECT_EQ(runPanaloctl(database_->url(), "outbox list --channel fax").exitCode, 2);
  EXPECT_EQ(runPanaloctl(database_->url(), "outbox list --limit 0").exitCode, 2);
  EXPECT_EQ(runPanaloctl(database_->url(), "outbox list --limit").exitCode, 2);
}

}  // namespace

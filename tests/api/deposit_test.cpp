// Deposits against the real server and PostgreSQL: payment channels, deposit
// requests pending until the operator decides, an approval that credits the
// main wallet exactly once (also when approved from several threads at once),
// rejections that move nothing, bad input that changes nothing, and the
// member's own deposit limits. The ledger's trial balance is checked after
// every test (PaymentFixture::TearDown).
#include <thread>
#include <vector>

#include "panaloctl_run.hpp"
#include "payment_fixture.hpp"

namespace {

using panalo::DomainError;
using panalo::testing::HttpResult;
using panalo::testing::PaymentFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;

class Deposit : public PaymentFixture {};

json channelOf(const json& list, std::int64_t id) {
  for (const auto& channel : list) {
    if (channel.at("channelId") == id) return channel;
  }
  return nullptr;
}

TEST_F(Deposit, OperatorsAddListAndDisableChannelsMembersSeeOnlyEnabledOnes) {
  auto run = runPanaloctl(database_->url(),
                          "channels add e_wallet 'GCash' 'GCash 0917 555 0101 (Panalo)' --min 50.00 --max 20000");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  const auto id = std::stoll(run.out.substr(run.out.find("channel ") + 8));
  run = runPanaloctl(database_->url(), "channels list");
  EXPECT_NE(run.out.find("GCash"), std::string::npos) << run.out;

  const auto player = newPlayer();
  auto listed = sendRaw("GET", "/wps/v2/deposits/channels", "", player.token);
  ASSERT_EQ(listed.status, 200) << listed.body;
  EXPECT_EQ(channelOf(valueOf(listed), id), (json{{"channelId", id},
                                                  {"kind", "e_wallet"},
                                                  {"name", "GCash"},
                                                  {"accountDetails", "GCash 0917 555 0101 (Panalo)"},
                                                  {"min", "50.00"},
                                                  {"minMinor", 5000},
                                                  {"max", "20000.00"},
                                                  {"maxMinor", 2000000}}));

  run = runPanaloctl(database_->url(), "channels disable " + std::to_string(id));
  ASSERT_EQ(run.exitCode, 0) << run.out;
  listed = sendRaw("GET", "/wps/v2/deposits/channels", "", player.token);
  EXPECT_TRUE(channelOf(valueOf(listed), id).is_null());
  const auto refused = requestDeposit(player.token, id, "100.00", newKey());
  EXPECT_EQ(refused.status, 400);
  EXPECT_EQ(codeOf(refused), "payment_channel_unavailable");

  for (const auto* bad : {"cash 'X' 'Y' --min 1 --max 2", "crypto 'X' 'Y' --min 5 --max 2",
                          "crypto 'X' 'Y' --min 0 --max 2", "crypto '' 'Y' --min 1 --max 2"}) {
    run = runPanaloctl(database_->url(), std::string("channels add ") + bad);
    EXPECT_NE(run.exitCode, 0) << bad << ": " << run.out;
  }
  EXPECT_NE(runPanaloctl(database_->url(), "channels disable 999999").exitCode, 0);
}

TEST_F(Deposit, ARequestIsPendingUntilApprovedAndApprovalCreditsOnce) {
  const auto channel = newChannel();
  const auto player = newPlayer();
  const auto created = requestDeposit(player.token, channel, "250.50", newKey());
  ASSERT_EQ(created.status, 200) << created.body;
  const auto deposit = valueOf(created);
  EXPECT_EQ(deposit.at("status"), "in_process");
  EXPECT_EQ(deposit.at("amount"), "250.50");
  EXPECT_EQ(deposit.at("amountMinor"), 25050);
  EXPECT_TRUE(deposit.at("decidedAt").is_null());
  EXPECT_EQ(mainBalance(player.token), "0.00") << "nothing is credited before the operator approves";
  const auto id = std::to_string(deposit.at("depositId").get<std::int64_t>());

  auto run = runPanaloctl(database_->url(), "deposits list --status in_process --json");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find(player.account), std::string::npos) << run.out;

  const auto clearingBefore = clearingBalance();
  run = runPanaloctl(database_->url(), "deposits approve " + id);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("approved"), std::string::npos) << run.out;
  EXPECT_EQ(mainBalance(player.token), "250.50");
  EXPECT_EQ(clearingBalance(), clearingBefore - 25050);

  const auto before = paymentSnapshot();
  run = runPanaloctl(database_->url(), "deposits approve " + id);
  EXPECT_NE(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("request_already_decided"), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "deposits reject " + id);
  EXPECT_NE(run.exitCode, 0) << run.out;
  EXPECT_EQ(paymentSnapshot(), before);
  EXPECT_EQ(mainBalance(player.token), "250.50");

  const auto history = sendRaw("GET", "/wps/v2/deposits", "", player.token);
  ASSERT_EQ(history.status, 200) << history.body;
  ASSERT_EQ(valueOf(history).size(), 1u);
  EXPECT_EQ(valueOf(history)[0].at("status"), "approved");
  EXPECT_TRUE(valueOf(history)[0].at("decidedAt").is_string());
}

TEST_F(Deposit, ConcurrentApprovalsFromManyThreadsCreditExactlyOnce) {
  const auto channel = newChannel();
  for (int round = 0; round < 5; ++round) {
    const auto player = newPlayer();
    const auto created = requestDeposit(player.token, channel, "77.70", newKey());
    ASSERT_EQ(created.status, 200) << created.body;
    const auto id = valueOf(created).at("depositId").get<std::int64_t>();
    const auto journalsBefore = countRows("SELECT count(*) FROM ledger_journals");
    std::atomic<int> approved{0};
    std::atomic<int> refused{0};
    std::vector<std::thread> threads;
    threads.reserve(8);
    for (int i = 0; i < 8; ++i) {
      threads.emplace_back([&] {
        try {
          services().wallet().deposits.approve(id);
          ++approved;
        } catch (const DomainError& error) {
          if (error.key() == "request_already_decided") ++refused;
        }
      });
    }
    for (auto& thread : threads) thread.join();
    EXPECT_EQ(approved.load(), 1);
    EXPECT_EQ(refused.load(), 7);
    EXPECT_EQ(mainBalance(player.token), "77.70");
    EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals"), journalsBefore + 1);
  }
}

TEST_F(Deposit, ARejectionMovesNoMoneyAndCannotBeApprovedAfterwards) {
  const auto channel = newChannel();
  const auto player = newPlayer("10.00");
  const auto created = requestDeposit(player.token, channel, "500.00", newKey());
  ASSERT_EQ(created.status, 200) << created.body;
  const auto id = std::to_string(valueOf(created).at("depositId").get<std::int64_t>());
  const auto ledger = ledgerSnapshot();
  auto run = runPanaloctl(database_->url(), "deposits reject " + id);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("rejected"), std::string::npos) << run.out;
  EXPECT_EQ(ledgerSnapshot(), ledger) << "a rejection posts nothing";
  run = runPanaloctl(database_->url(), "deposits approve " + id);
  EXPECT_NE(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("request_already_decided"), std::string::npos) << run.out;
  EXPECT_EQ(ledgerSnapshot(), ledger);
  EXPECT_EQ(mainBalance(player.token), "10.00");
  EXPECT_NE(runPanaloctl(database_->url(), "deposits approve 99999999").exitCode, 0);
}

TEST_F(Deposit, BadRequestsGetAClearErrorAndChangeNothing) {
  const auto channel = newChannel("100.00", "1000.00");
  const auto player = newPlayer();
  const auto before = paymentSnapshot();
  struct Case {
    json body;
    int status;
    std::string code;
  };
  const std::vector<Case> cases = {
      {{{"channelId", channel}, {"amount", "-1.00"}, {"idempotencyKey", newKey()}}, 400, "amount_must_be_positive"},
      {{{"channelId", channel}, {"amount", "0"}, {"idempotencyKey", newKey()}}, 400, "amount_must_be_positive"},
      {{{"channelId", channel}, {"amount", "100.001"}, {"idempotencyKey", newKey()}}, 400, "amount_too_many_decimals"},
      {{{"channelId", channel}, {"amount", "99999999999999999999"}, {"idempotencyKey", newKey()}},
       400,
       "amount_too_large"},
      {{{"channelId", channel}, {"amount", 150.5}, {"idempotencyKey", newKey()}}, 400, "amount_format_incorrect"},
      {{{"channelId", channel}, {"amount", "1e3"}, {"idempotencyKey", newKey()}}, 400, "amount_format_incorrect"},
      {{{"channelId", 987654321}, {"amount", "150.00"}, {"idempotencyKey", newKey()}},
       400,
       "payment_channel_unavailable"},
      {{{"channelId", "1' OR 1=1 --"}, {"amount", "150.00"}, {"idempotencyKey", newKey()}},
       400,
       "payment_channel_unavailable"},
      {{{"channelId", channel}, {"amount", "99.99"}, {"idempotencyKey", newKey()}},
       422,
       "deposit_outside_channel_range"},
      {{{"channelId", channel}, {"amount", "1000.01"}, {"idempotencyKey", newKey()}},
       422,
       "deposit_outside_channel_range"},
      {{{"channelId", channel}, {"amount", "150.00"}, {"idempotencyKey", "short"}}, 400, "idempotency_key_invalid"},
      {{{"channelId", channel}, {"amount", "150.00"}}, 400, "idempotency_key_invalid"},
      {json::array(), 400, "invalid_request"},
  };
  for (const auto& c : cases) {
    const auto result = sendRaw("POST", "/wps/v2/deposits", c.body.dump(), player.token);
    EXPECT_EQ(result.status, c.status) << c.body << " " << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.body;
  }
  const auto invalidUtf8 = sendRaw("POST", "/wps/v2/deposits", "{\"amount\":\"\xff\"}", player.token);
  EXPECT_EQ(invalidUtf8.status, 400) << invalidUtf8.body;
  EXPECT_EQ(paymentSnapshot(), before);
}

TEST_F(Deposit, TheSameKeyAnswersTheSameRequestAndAnotherRequestIsAConflict) {
  const auto channel = newChannel();
  const auto player = newPlayer();
  const auto key = newKey();
  const auto first = requestDeposit(player.token, channel, "20.00", key);
  ASSERT_EQ(first.status, 200) << first.body;
  const auto again = requestDeposit(player.token, channel, "20.00", key);
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(valueOf(again).at("depositId"), valueOf(first).at("depositId"));
  const auto other = requestDeposit(player.token, channel, "21.00", key);
  EXPECT_EQ(other.status, 409);
  EXPECT_EQ(codeOf(other), "idempotency_key_reused");
  EXPECT_EQ(countRows("SELECT count(*) FROM deposit_requests WHERE member_id = " + std::to_string(player.id)), 1);
}

TEST_F(Deposit, TrialAccountsAndVisitorsAreRefusedEverywhere) {
  const auto channel = newChannel();
  const auto trial = newPlayer("", 4);
  const auto before = paymentSnapshot();
  for (const auto& [method, path, body] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"GET", "/wps/v2/deposits/channels", ""},
           {"GET", "/wps/v2/deposits", ""},
           {"GET", "/wps/v2/deposits/limits", ""},
           {"PUT", "/wps/v2/deposits/limits", json{{"period", "day"}, {"amount", "10.00"}}.dump()},
           {"POST", "/wps/v2/deposits",
            json{{"channelId", channel}, {"amount", "10.00"}, {"idempotencyKey", newKey()}}.dump()},
           {"GET", "/wps/v2/withdrawals", ""}}) {
    const auto result = sendRaw(method, path, body, trial.token);
    EXPECT_EQ(result.status, 403) << method << " " << path;
    EXPECT_EQ(codeOf(result), "in_need_true_account") << path;
    const auto anonymous = sendRaw(method, path, body, std::nullopt);
    EXPECT_EQ(anonymous.status, 401) << path;
    EXPECT_EQ(codeOf(anonymous), "not_logged_in") << path;
  }
  EXPECT_EQ(paymentSnapshot(), before);
}

TEST_F(Deposit, MembersSeeOnlyTheirOwnDeposits) {
  const auto channel = newChannel();
  const auto owner = newPlayer();
  const auto other = newPlayer();
  ASSERT_EQ(requestDeposit(owner.token, channel, "30.00", newKey()).status, 200);
  const auto list = sendRaw("GET", "/wps/v2/deposits", "", other.token);
  ASSERT_EQ(list.status, 200) << list.body;
  EXPECT_TRUE(valueOf(list).empty());
}

TEST_F(Deposit, LimitsDecreaseAtOnceAndIncreaseOnlyAfter24Hours) {
  const auto channel = newChannel();
  const auto player = newPlayer();
  auto set =
      sendRaw("PUT", "/wps/v2/deposits/limits", json{{"period", "day"}, {"amount", "100.00"}}.dump(), player.token);
  ASSERT_EQ(set.status, 200) << set.body;
  EXPECT_EQ(valueOf(set)[0].at("period"), "day");
  EXPECT_EQ(valueOf(set)[0].at("limit"), "100.00") << "a first limit is a decrease from none: at once";
  ASSERT_EQ(requestDeposit(player.token, channel, "60.00", newKey()).status, 200);

  const auto before = paymentSnapshot();
  const auto over = requestDeposit(player.token, channel, "40.01", newKey());
  EXPECT_EQ(over.status, 422) << over.body;
  EXPECT_EQ(codeOf(over), "deposit_limit_exceeded");
  EXPECT_EQ(paymentSnapshot(), before);

  // An increase waits 24 hours; the old limit holds meanwhile.
  set = sendRaw("PUT", "/wps/v2/deposits/limits", json{{"period", "day"}, {"amount", "500.00"}}.dump(), player.token);
  ASSERT_EQ(set.status, 200) << set.body;
  EXPECT_EQ(valueOf(set)[0].at("limit"), "100.00");
  EXPECT_EQ(valueOf(set)[0].at("pendingChange"), true);
  EXPECT_EQ(valueOf(set)[0].at("pendingLimit"), "500.00");
  EXPECT_TRUE(valueOf(set)[0].at("pendingFrom").is_string());
  EXPECT_EQ(valueOf(set)[0].at("used"), "60.00");
  EXPECT_EQ(codeOf(requestDeposit(player.token, channel, "50.00", newKey())), "deposit_limit_exceeded");

  // A day later (the waiting row's time moved back) it is in force.
  execute("UPDATE deposit_limit_changes SET effective_at = now() - interval '1 second' WHERE member_id = " +
          std::to_string(player.id) + " AND amount_minor = 50000");
  const auto limits = valueOf(sendRaw("GET", "/wps/v2/deposits/limits", "", player.token));
  EXPECT_EQ(limits[0].at("limit"), "500.00");
  EXPECT_EQ(limits[0].at("pendingChange"), false);
  ASSERT_EQ(requestDeposit(player.token, channel, "50.00", newKey()).status, 200);

  // A decrease applies at once, and a week limit counts too.
  set = sendRaw("PUT", "/wps/v2/deposits/limits", json{{"period", "week"}, {"amount", "120.00"}}.dump(), player.token);
  EXPECT_EQ(valueOf(set)[1].at("limit"), "120.00");
  EXPECT_EQ(codeOf(requestDeposit(player.token, channel, "10.01", newKey())), "deposit_limit_exceeded");
  ASSERT_EQ(requestDeposit(player.token, channel, "10.00", newKey()).status, 200);

  // Removing a limit is an increase: it waits.
  set = sendRaw("PUT", "/wps/v2/deposits/limits", json{{"period", "week"}}.dump(), player.token);
  EXPECT_EQ(valueOf(set)[1].at("limit"), "120.00");
  EXPECT_EQ(valueOf(set)[1].at("pendingChange"), true);
  EXPECT_TRUE(valueOf(set)[1].at("pendingLimit").is_null());

  for (const auto& body : {json{{"period", "year"}, {"amount", "1.00"}}, json{{"period", "day"}, {"amount", "-5"}},
                           json{{"period", "day"}, {"amount", 5}}, json{{"amount", "5.00"}}}) {
    const auto bad = sendRaw("PUT", "/wps/v2/deposits/limits", body.dump(), player.token);
    EXPECT_EQ(bad.status, 400) << body << bad.body;
  }
}

}  // namespace

// GET /wps/v2/wallets/upline and POST /wps/v2/wallets/upline/transfer (member
// center page transferUpline) against the real server and PostgreSQL: a member
// of an agent moves money from their main wallet to the agent's main wallet as
// one balanced journal; bad input and members without an upline change
// nothing; a retried key moves money once.
#include <thread>
#include <vector>

#include "payment_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::PaymentFixture;
using json = nlohmann::json;

class UplineTransfer : public PaymentFixture {
 protected:
  // An agent (type 1) and a member who signed up under it, the member funded.
  struct Pair {
    Player agent;
    Player member;
  };
  static Pair agentAndMember(const std::string& grant) {
    Pair pair;
    pair.agent = newPlayer("", 1);
    pair.member = newPlayer(grant);
    execute("UPDATE members SET upline_id = " + std::to_string(pair.agent.id) +
            " WHERE id = " + std::to_string(pair.member.id));
    return pair;
  }
  static HttpResult upline(const std::optional<std::string>& token) {
    return sendRaw("GET", "/wps/v2/wallets/upline", "", token);
  }
  static HttpResult toUpline(const std::optional<std::string>& token, const json& amount, const std::string& key) {
    return sendRaw("POST", "/wps/v2/wallets/upline/transfer", json{{"amount", amount}, {"idempotencyKey", key}}.dump(),
                   token);
  }
};

TEST_F(UplineTransfer, TheMemberSeesTheirUplineAndAMemberWithoutOneSeesNone) {
  const auto pair = agentAndMember("");
  const auto seen = upline(pair.member.token);
  ASSERT_EQ(seen.status, 200) << seen.body;
  EXPECT_EQ(valueOf(seen), (json{{"hasUpline", true}, {"nickname", pair.agent.account + "-nick"}}));

  const auto alone = newPlayer();
  const auto none = upline(alone.token);
  ASSERT_EQ(none.status, 200) << none.body;
  EXPECT_EQ(valueOf(none), (json{{"hasUpline", false}, {"nickname", nullptr}}));
}

TEST_F(UplineTransfer, MovesMoneyFromTheMainWalletToTheUplinesMainWallet) {
  const auto pair = agentAndMember("100.00");
  const auto moved = toUpline(pair.member.token, "30.25", newKey());
  ASSERT_EQ(moved.status, 200) << moved.body;
  const auto value = valueOf(moved);
  EXPECT_EQ(value.at("amount"), "30.25");
  EXPECT_EQ(value.at("amountMinor"), 3025);
  EXPECT_EQ(value.at("balance"), "69.75");
  EXPECT_EQ(value.at("balanceMinor"), 6975);
  EXPECT_TRUE(value.at("transferId").is_number_integer());
  EXPECT_EQ(mainBalance(pair.member.token), "69.75");
  EXPECT_EQ(mainBalance(pair.agent.token), "30.25");
  // One journal of two entries that sum to zero, recorded against the sender.
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_entries WHERE journal_id = " +
                      std::to_string(value.at("transferId").get<std::int64_t>())),
            2);
}

TEST_F(UplineTransfer, TheWholeBalanceCanGoButNotACentavoMore) {
  const auto pair = agentAndMember("10.00");
  const auto before = ledgerSnapshot();
  const auto tooMuch = toUpline(pair.member.token, "10.01", newKey());
  EXPECT_EQ(tooMuch.status, 422) << tooMuch.body;
  EXPECT_EQ(codeOf(tooMuch), "quota_not_sufficient");
  EXPECT_EQ(ledgerSnapshot(), before);
  const auto all = toUpline(pair.member.token, "10", newKey());
  ASSERT_EQ(all.status, 200) << all.body;
  EXPECT_EQ(mainBalance(pair.member.token), "0.00");
  EXPECT_EQ(mainBalance(pair.agent.token), "10.00");
}

TEST_F(UplineTransfer, BadAmountsAreRefusedAndChangeNothing) {
  const auto pair = agentAndMember("50.00");
  const auto before = ledgerSnapshot();
  const std::vector<std::pair<json, std::string>> cases = {
      {"0", "amount_must_be_positive"},
      {"0.00", "amount_must_be_positive"},
      {"-5", "amount_must_be_positive"},
      {"1.005", "amount_too_many_decimals"},
      {"0.001", "amount_too_many_decimals"},
      {"1000000000.01", "amount_too_large"},
      {"99999999999999999999999", "amount_too_large"},
      {"9223372036854775808", "amount_too_large"},
      {"1e3", "amount_format_incorrect"},
      {"", "amount_format_incorrect"},
      {"abc", "amount_format_incorrect"},
      {5, "amount_format_incorrect"},
      {nullptr, "amount_format_incorrect"},
  };
  for (const auto& [amount, key] : cases) {
    const auto result = toUpline(pair.member.token, amount, newKey());
    EXPECT_EQ(result.status, 400) << amount << " " << result.body;
    EXPECT_EQ(codeOf(result), key) << amount;
  }
  for (const auto& key : {std::string("short"), std::string("bad key with spaces"), std::string(129, 'k')}) {
    const auto result = toUpline(pair.member.token, "1.00", key);
    EXPECT_EQ(result.status, 400) << key;
    EXPECT_EQ(codeOf(result), "idempotency_key_invalid");
  }
  const auto notObject = sendRaw("POST", "/wps/v2/wallets/upline/transfer", "[1]", pair.member.token);
  EXPECT_EQ(notObject.status, 400);
  EXPECT_EQ(ledgerSnapshot(), before);
  EXPECT_EQ(mainBalance(pair.member.token), "50.00");
  EXPECT_EQ(mainBalance(pair.agent.token), "0.00");
}

TEST_F(UplineTransfer, AMemberWithoutAnUplineIsRefused) {
  const auto alone = newPlayer("20.00");
  const auto pair = agentAndMember("20.00");
  const auto before = ledgerSnapshot();
  const auto result = toUpline(alone.token, "1.00", newKey());
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "no_upline");
  // An upline that can no longer log in (disabled) takes nothing either.
  execute("UPDATE members SET status = 'disabled' WHERE id = " + std::to_string(pair.agent.id));
  const auto disabled = toUpline(pair.member.token, "1.00", newKey());
  EXPECT_EQ(disabled.status, 422) << disabled.body;
  EXPECT_EQ(codeOf(disabled), "no_upline");
  const auto seen = upline(pair.member.token);
  EXPECT_EQ(valueOf(seen).at("hasUpline"), false);
  EXPECT_EQ(ledgerSnapshot(), before);
}

TEST_F(UplineTransfer, TrialAccountsAndVisitorsAreRefused) {
  const auto trial = newPlayer("", 4);
  const auto before = ledgerSnapshot();
  for (const auto& result : {upline(trial.token), toUpline(trial.token, "1.00", newKey())}) {
    EXPECT_EQ(result.status, 403) << result.body;
    EXPECT_EQ(codeOf(result), "in_need_true_account");
  }
  for (const auto& result : {upline(std::nullopt), toUpline(std::nullopt, "1.00", newKey())}) {
    EXPECT_EQ(result.status, 401) << result.body;
    EXPECT_EQ(codeOf(result), "not_logged_in");
  }
  EXPECT_EQ(ledgerSnapshot(), before);
}

TEST_F(UplineTransfer, TheSameKeyMovesMoneyOnceAndAnotherRequestUnderItIsRefused) {
  const auto pair = agentAndMember("100.00");
  const auto key = newKey();
  const auto first = toUpline(pair.member.token, "12.00", key);
  ASSERT_EQ(first.status, 200) << first.body;
  const auto again = toUpline(pair.member.token, "12.00", key);
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(valueOf(again), valueOf(first)) << "a retry answers exactly as the first time";
  const auto other = toUpline(pair.member.token, "13.00", key);
  EXPECT_EQ(other.status, 409);
  EXPECT_EQ(codeOf(other), "idempotency_key_reused");
  // The key space is the member's: a wallet transfer under it is another request.
  const auto walletTransfer = transfer(
      pair.member.token, {{"transferType", "in"}, {"vendor", "PG"}, {"amount", "12.00"}, {"idempotencyKey", key}});
  EXPECT_EQ(walletTransfer.status, 409);
  EXPECT_EQ(mainBalance(pair.member.token), "88.00");
  EXPECT_EQ(mainBalance(pair.agent.token), "12.00");
}

TEST_F(UplineTransfer, TheSameKeyFromManyThreadsMovesMoneyOnce) {
  const auto pair = agentAndMember("100.00");
  const auto key = newKey();
  std::vector<std::thread> threads;
  std::vector<long> statuses(16);
  threads.reserve(statuses.size());
  for (auto& status : statuses) {
    threads.emplace_back([&, slot = &status] { *slot = toUpline(pair.member.token, "7.00", key).status; });
  }
  for (auto& thread : threads) thread.join();
  for (const long status : statuses) EXPECT_EQ(status, 200);
  EXPECT_EQ(mainBalance(pair.member.token), "93.00");
  EXPECT_EQ(mainBalance(pair.agent.token), "7.00");
}

TEST_F(UplineTransfer, MembersAndTheirUplineSendingAtOnceNeverDeadlockOrLoseMoney) {
  // Two members of one agent, and the agent itself a member of a higher agent:
  // all send at once, so the agent's main wallet is locked from both sides.
  const auto top = newPlayer("", 1);
  const auto pair = agentAndMember("50.00");
  const auto second = newPlayer("50.00");
  execute("UPDATE members SET upline_id = " + std::to_string(pair.agent.id) +
          " WHERE id = " + std::to_string(second.id));
  execute("UPDATE members SET upline_id = " + std::to_string(top.id) + " WHERE id = " + std::to_string(pair.agent.id));
  services().wallet().ledgerAdmin.adjust(pair.agent.account, "50.00", true, "grant-agent-" + pair.agent.account, "");
  std::vector<std::thread> threads;
  threads.reserve(10);
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&, i] {
      EXPECT_EQ(toUpline(pair.member.token, "1.00", "m1-" + std::to_string(i) + "-" + newKey()).status, 200);
      EXPECT_EQ(toUpline(second.token, "1.00", "m2-" + std::to_string(i) + "-" + newKey()).status, 200);
      EXPECT_EQ(toUpline(pair.agent.token, "1.00", "ag-" + std::to_string(i) + "-" + newKey()).status, 200);
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(mainBalance(pair.member.token), "40.00");
  EXPECT_EQ(mainBalance(second.token), "40.00");
  EXPECT_EQ(mainBalance(pair.agent.token), "60.00");  // 50 + 20 in - 10 out
  EXPECT_EQ(mainBalance(top.token), "10.00");
}

}  // namespace

// Issue 13: trial (free play) accounts get in_need_true_account on every money
// call. One walk over every wallet and payment route with a trial session,
// each call sent the way a careless or hostile client might (well-formed,
// unsealed, empty, nonsense): the answer is always 403 in_need_true_account
// and nothing in the ledger, deposits or withdrawals changes.
#include <string>
#include <vector>

#include "payment_fixture.hpp"

namespace {

using panalo::testing::PaymentFixture;
using json = nlohmann::json;

class TrialMoneyCalls : public PaymentFixture {};

struct Call {
  std::string method;
  std::string path;
  std::string body;  // "" for GET
  bool sealed = false;
};

TEST_F(TrialMoneyCalls, EveryWalletAndPaymentRouteAnswersInNeedTrueAccount) {
  const auto trial = newPlayer("", 4);
  const auto channel = newChannel();
  const auto key = newKey();
  const auto amount = json{{"amount", "5.00"}, {"idempotencyKey", key}};
  const std::vector<Call> calls = {
      {"GET", "/wps/v2/wallets/balance", ""},
      {"POST", "/wps/relay/GCS_walletTransfer",
       json{{"transferType", "in"}, {"vendor", "PG"}, {"amount", "1.00"}, {"idempotencyKey", key}}.dump()},
      {"POST", "/wps/relay/GCS_walletTransfer", json{{"transferType", "allOut"}, {"idempotencyKey", key}}.dump()},
      {"POST", "/wps/relay/GCS_walletTransfer", "{}"},
      {"GET", "/wps/v2/deposits/channels", ""},
      {"GET", "/wps/v2/deposits", ""},
      {"POST", "/wps/v2/deposits", json{{"channelId", channel}, {"amount", "5.00"}, {"idempotencyKey", key}}.dump()},
      {"POST", "/wps/v2/deposits", "{}"},
      {"GET", "/wps/v2/deposits/limits", ""},
      {"PUT", "/wps/v2/deposits/limits", json{{"period", "day"}, {"amount", "100.00"}}.dump()},
      {"PUT", "/wps/v2/deposits/limits", "{}"},
      {"GET", "/wps/v2/withdrawals", ""},
      {"POST", "/wps/v2/withdrawals",
       json{{"amount", "1.00"}, {"fundsPassword", "Secret123"}, {"idempotencyKey", key}}.dump(), true},
      // Unsealed: the trial is told why before the envelope is even read.
      {"POST", "/wps/v2/withdrawals", json{{"amount", "1.00"}, {"idempotencyKey", key}}.dump()},
      {"POST", "/wps/v2/withdrawals", "{}"},
      {"POST", "/wps/v2/withdrawals/confirmation", json{{"withdrawalId", 1}, {"result", "received"}}.dump()},
      {"POST", "/wps/v2/withdrawals/confirmation", "{}"},
      {"GET", "/wps/v2/wallets/upline", ""},
      {"POST", "/wps/v2/wallets/upline/transfer", amount.dump()},
      {"POST", "/wps/v2/wallets/upline/transfer", "{}"},
  };
  const auto before = paymentSnapshot();
  for (const auto& call : calls) {
    const auto result = call.sealed ? sendSealed(call.method, call.path, json::parse(call.body), trial.token)
                                    : sendRaw(call.method, call.path, call.body, trial.token);
    EXPECT_EQ(result.status, 403) << call.method << ' ' << call.path << ' ' << call.body << " -> " << result.body;
    EXPECT_EQ(codeOf(result), "in_need_true_account") << call.method << ' ' << call.path << ' ' << call.body;
  }
  EXPECT_EQ(paymentSnapshot(), before);
  EXPECT_EQ(countRows("SELECT count(*) FROM deposit_limit_changes WHERE member_id = " + std::to_string(trial.id)), 0);
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_accounts WHERE member_id = " + std::to_string(trial.id)), 0)
      << "a trial never gets a wallet";
}

}  // namespace

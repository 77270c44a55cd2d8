// Merchant wallet mode (spec section 7 "Merchant wallet: isSingle"; login state
// hasMerchantWallet): the operator decides whether games play from the main
// wallet (single) or from a wallet per game vendor (transfer, the default).
// In single mode no money goes into a vendor wallet; money still in one from
// before the switch can always come back out.
#include "panaloctl_run.hpp"
#include "payment_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::PaymentFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;

class WalletMode : public PaymentFixture {
 protected:
  void TearDown() override {
    PaymentFixture::TearDown();
    execute("DELETE FROM site_settings WHERE key = 'wallet.single_wallet'");
  }
  static HttpResult merchant(const std::optional<std::string>& token = std::nullopt) {
    return sendRaw("GET", "/wps/v2/wallets/merchant", "", token);
  }
  static void setMode(const std::string& mode) {
    const auto run = runPanaloctl(database_->url(), "ledger mode set " + mode);
    ASSERT_EQ(run.exitCode, 0) << run.out;
  }
  static json in(const std::string& vendor, const std::string& amount) {
    return {{"transferType", "in"}, {"vendor", vendor}, {"amount", amount}, {"idempotencyKey", newKey()}};
  }
  static json walletOf(const json& value, const std::string& vendor) {
    for (const auto& wallet : value.at("wallets")) {
      if (wallet.at("vendor") == vendor) return wallet;
    }
    return nullptr;
  }
};

TEST_F(WalletMode, TransferWalletModeIsTheDefaultAndAnyoneCanAsk) {
  const auto result = merchant();
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result), (json{{"isSingle", false}}));
  const auto run = runPanaloctl(database_->url(), "ledger mode show");
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("transfer"), std::string::npos) << run.out;
  const auto player = newPlayer("10.00");
  EXPECT_EQ(transfer(player.token, in("PG", "1.00")).status, 200);
}

TEST_F(WalletMode, SingleWalletModeRefusesMoneyIntoVendorWalletsAndChangesNothing) {
  const auto player = newPlayer("50.00");
  ASSERT_EQ(transfer(player.token, in("PG", "20.00")).status, 200);  // before the switch
  setMode("single");
  EXPECT_EQ(valueOf(merchant()), (json{{"isSingle", true}}));
  EXPECT_NE(runPanaloctl(database_->url(), "ledger mode show").out.find("single"), std::string::npos);

  const auto before = ledgerSnapshot();
  for (const auto& body : {in("JDB", "1.00"), in("PG", "1.00"),
                           json{{"transferType", "allIn"}, {"vendor", "JDB"}, {"idempotencyKey", newKey()}}}) {
    const auto result = transfer(player.token, body);
    EXPECT_EQ(result.status, 422) << body << " " << result.body;
    EXPECT_EQ(codeOf(result), "single_wallet_mode") << body;
  }
  EXPECT_EQ(ledgerSnapshot(), before);

  // The balance lists only vendor wallets that still hold money; it comes back out.
  auto value = valueOf(balance(player.token));
  ASSERT_EQ(value.at("wallets").size(), 1u) << value;
  EXPECT_EQ(walletOf(value, "PG").at("balance"), "20.00");
  const auto back = transfer(player.token, {{"transferType", "allOut"}, {"idempotencyKey", newKey()}});
  ASSERT_EQ(back.status, 200) << back.body;
  value = valueOf(balance(player.token));
  EXPECT_EQ(value.at("balance"), "50.00");
  EXPECT_EQ(value.at("wallets").size(), 0u) << value;

  setMode("transfer");
  EXPECT_EQ(valueOf(merchant()), (json{{"isSingle", false}}));
  EXPECT_EQ(transfer(player.token, in("JDB", "1.00")).status, 200);
  // PG, JDB and the house games' PO (migration 0021).
  EXPECT_EQ(valueOf(balance(player.token)).at("wallets").size(), 3u);
}

TEST_F(WalletMode, TheOperatorSettingIsCheckedWhereverItIsSet) {
  const auto bad = runPanaloctl(database_->url(), "ledger mode set both");
  EXPECT_NE(bad.exitCode, 0) << bad.out;
  const auto notBool = runPanaloctl(database_->url(), "settings set wallet.single_wallet '\"yes\"'");
  EXPECT_NE(notBool.exitCode, 0) << notBool.out;
  EXPECT_EQ(valueOf(merchant()), (json{{"isSingle", false}}));
  const auto viaSettings = runPanaloctl(database_->url(), "settings set wallet.single_wallet true");
  EXPECT_EQ(viaSettings.exitCode, 0) << viaSettings.out;
  EXPECT_EQ(valueOf(merchant()), (json{{"isSingle", true}}));
}

TEST_F(WalletMode, TheUplineTransferIsTheSameInBothModes) {
  setMode("single");
  const auto agent = newPlayer("", 1);
  const auto member = newPlayer("5.00");
  execute("UPDATE members SET upline_id = " + std::to_string(agent.id) + " WHERE id = " + std::to_string(member.id));
  const auto result = sendRaw("POST", "/wps/v2/wallets/upline/transfer",
                              json{{"amount", "5.00"}, {"idempotencyKey", newKey()}}.dump(), member.token);
  EXPECT_EQ(result.status, 200) << result.body;
}

}  // namespace

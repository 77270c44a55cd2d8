#pragma once
// The wallet fixture plus what the deposit and withdrawal suites share:
// payment channels, deposit requests, a funds password, and a ledger trial
// balance checked after every test.

#include <string>

#include "platform/core/domain_error.hpp"
#include "wallet_fixture.hpp"

namespace panalo::testing {

class PaymentFixture : public WalletFixture {
 protected:
  void TearDown() override {
    EXPECT_TRUE(services().wallet().ledgerAdmin.trialBalance().ok()) << "the ledger no longer balances";
  }

  // An enabled bank channel taking 1.00 to 10,000.00.
  static std::int64_t newChannel(const std::string& min = "1.00", const std::string& max = "10000.00") {
    static std::atomic<int> counter{0};
    return services().wallet().deposits.addChannel("bank_transfer", "Bank " + std::to_string(++counter),
                                                   "BDO 0012-3456-7890 Panalo Inc.", min, max);
  }

  static HttpResult requestDeposit(const std::string& token, std::int64_t channel, const json& amount,
                                   const std::string& key) {
    return sendRaw("POST", "/wps/v2/deposits",
                   json{{"channelId", channel}, {"amount", amount}, {"idempotencyKey", key}}.dump(), token);
  }

  static void setFundsPassword(std::int64_t memberId, const std::string& password) {
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    tx.exec_params("INSERT INTO member_funds_passwords (member_id, password_hash) VALUES ($1, $2)", memberId,
                   services().platform().passwordHasher.hash(password));
    tx.commit();
  }

  static HttpResult withdraw(const std::string& token, const json& amount, const std::string& password,
                             const std::string& key) {
    return sendSealed("POST", "/wps/v2/withdrawals",
                      {{"amount", amount}, {"fundsPassword", password}, {"idempotencyKey", key}}, token);
  }

  static std::string mainBalance(const std::string& token) { return valueOf(balance(token)).at("balance"); }

  static std::int64_t clearingBalance() {
    return countRows("SELECT balance FROM ledger_accounts WHERE kind = 'payment_clearing'");
  }

  // Deposits and withdrawals with the ledger: equal snapshots mean nothing changed.
  static std::string paymentSnapshot() {
    return ledgerSnapshot() + "|" + std::to_string(countRows("SELECT count(*) FROM deposit_requests")) + "|" +
           std::to_string(countRows("SELECT count(*) FROM withdrawal_requests")) + "|" +
           std::to_string(countRows("SELECT count(*) FROM deposit_requests WHERE status <> 'in_process'")) + "|" +
           std::to_string(countRows("SELECT count(*) FROM withdrawal_requests WHERE status <> 'in_process'"));
  }
};

}  // namespace panalo::testing

#pragma once
// A real server per suite for the wallet suites, plus helpers: members with a
// session, money granted through the operator's adjustment, and a snapshot of
// the whole ledger so a test can say "nothing changed".

#include <atomic>
#include <string>

#include "account_fixture.hpp"

namespace panalo::testing {

class WalletFixture : public AccountFixture {
 protected:
  static void SetUpTestSuite() {
    AccountFixture::SetUpTestSuite();
    auto& ledger = services().wallet().ledgerAdmin;
    ledger.setVendor("PG", "PG Soft", true);
    ledger.setVendor("JDB", "JDB Gaming", true);
    ledger.setVendor("OLD", "Retired Vendor", false);
  }

  // A fresh member (a name unique within the suite) with a session; funded
  // with `grant` (money text) from the house when given.
  struct Player {
    std::int64_t id = 0;
    std::string account;
    std::string token;
  };
  static Player newPlayer(const std::string& grant = "", int typeCode = 0) {
    static std::atomic<int> counter{0};
    Player player;
    player.account = "wallet" + std::to_string(++counter);
    player.id = createMember(player.account, kPassword, typeCode);
    const auto result = login(player.account, kPassword);
    EXPECT_EQ(result.status, 200) << result.body;
    player.token = tokenOf(result);
    if (!grant.empty()) {
      services().wallet().ledgerAdmin.adjust(player.account, grant, true, "grant-" + player.account, "test funds");
    }
    return player;
  }

  static std::string newKey() {
    static std::atomic<int> counter{0};
    return "key-" + std::to_string(::getpid()) + "-" + std::to_string(++counter);
  }

  static HttpResult transfer(const std::string& token, const json& body) {
    return sendRaw("POST", "/wps/relay/GCS_walletTransfer", body.dump(), token);
  }
  static HttpResult balance(const std::optional<std::string>& token) {
    return sendRaw("GET", "/wps/v2/wallets/balance", "", token);
  }
  static json valueOf(const HttpResult& result) { return json::parse(result.body).at("value"); }

  // Every balance, journal, entry and idempotency row: equal snapshots mean
  // no money call left a trace.
  static std::string ledgerSnapshot() {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx
        .exec1(
            "SELECT (SELECT coalesce(string_agg(id || ':' || balance, ',' ORDER BY id), '') FROM ledger_accounts) "
            "|| '|' || (SELECT count(*) FROM ledger_journals) || '|' || (SELECT count(*) FROM ledger_entries) "
            "|| '|' || (SELECT count(*) FROM wallet_requests)")[0]
        .as<std::string>();
  }
};

}  // namespace panalo::testing

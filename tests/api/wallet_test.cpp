// GET /wps/v2/wallets/balance and POST /wps/relay/GCS_walletTransfer against the
// real server and PostgreSQL: balances, transfers both ways, bad input that
// changes nothing, idempotency, and the database's own ledger guards.
#include <thread>
#include <vector>

#include "panaloctl_run.hpp"
#include "wallet_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::runPanaloctl;
using panalo::testing::WalletFixture;
using json = nlohmann::json;

class Wallet : public WalletFixture {};

json in(const std::string& vendor, const json& amount, const std::string& key) {
  return {{"transferType", "in"}, {"vendor", vendor}, {"amount", amount}, {"idempotencyKey", key}};
}
json out(const std::string& vendor, const json& amount, const std::string& key) {
  return {{"transferType", "out"}, {"vendor", vendor}, {"amount", amount}, {"idempotencyKey", key}};
}

json walletOf(const json& value, const std::string& vendor) {
  for (const auto& wallet : value.at("wallets")) {
    if (wallet.at("vendor") == vendor) return wallet;
  }
  return nullptr;
}

TEST_F(Wallet, ANewMemberHasZeroInEveryEnabledVendorWallet) {
  const auto player = newPlayer();
  const auto result = balance(player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = valueOf(result);
  EXPECT_EQ(value.at("balance"), "0.00");
  EXPECT_EQ(value.at("balanceMinor"), 0);
  EXPECT_EQ(value.at("totalBalance"), "0.00");
  EXPECT_EQ(value.at("currencySymbol"), "\u20b1");
  ASSERT_EQ(value.at("wallets").size(), 3u) << "PG, JDB and the house games' PO; the disabled OLD holds nothing";
  EXPECT_EQ(walletOf(value, "PG"),
            (json{{"vendor", "PG"}, {"name", "PG Soft"}, {"balance", "0.00"}, {"balanceMinor", 0}}));
  EXPECT_TRUE(walletOf(value, "OLD").is_null());
}

TEST_F(Wallet, TheCurrencySymbolIsASetting) {
  const auto player = newPlayer();
  execute("INSERT INTO site_settings (key, value) VALUES ('wallet.currency_symbol', '\"$\"')");
  EXPECT_EQ(valueOf(balance(player.token)).at("currencySymbol"), "$");
  execute("DELETE FROM site_settings WHERE key = 'wallet.currency_symbol'");
}

TEST_F(Wallet, BalanceAndTransferNeedASession) {
  const auto before = ledgerSnapshot();
  for (const std::optional<std::string>& token :
       {std::optional<std::string>(), std::optional<std::string>("x"), std::optional<std::string>("' OR 1=1 --")}) {
    const auto read = balance(token);
    EXPECT_EQ(read.status, 401);
    EXPECT_EQ(codeOf(read), "not_logged_in");
    const auto moved = sendRaw("POST", "/wps/relay/GCS_walletTransfer", in("PG", "1.00", newKey()).dump(), token);
    EXPECT_EQ(moved.status, 401);
    EXPECT_EQ(codeOf(moved), "not_logged_in");
  }
  EXPECT_EQ(ledgerSnapshot(), before);
}

TEST_F(Wallet, TrialAccountsGetInNeedTrueAccountOnEveryMoneyCall) {
  const auto trial = newPlayer("", 4);
  const auto before = ledgerSnapshot();
  const auto read = balance(trial.token);
  EXPECT_EQ(read.status, 403);
  EXPECT_EQ(codeOf(read), "in_need_true_account");
  for (const auto& body : {in("PG", "1.00", newKey()), out("PG", "1.00", newKey()),
                           json{{"transferType", "allIn"}, {"vendor", "PG"}, {"idempotencyKey", newKey()}},
                           json{{"transferType", "allOut"}, {"idempotencyKey", newKey()}}}) {
    const auto result = transfer(trial.token, body);
    EXPECT_EQ(result.status, 403) << body;
    EXPECT_EQ(codeOf(result), "in_need_true_account") << body;
  }
  EXPECT_EQ(ledgerSnapshot(), before);
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_accounts WHERE member_id = " + std::to_string(trial.id)), 0)
      << "a trial never gets a wallet, so the trial purge can still delete it";
}

TEST_F(Wallet, MoneyMovesInAndOutOfAVendorWallet) {
  const auto player = newPlayer("100.00");
  const auto first = transfer(player.token, in("PG", "30.50", newKey()));
  ASSERT_EQ(first.status, 200) << first.body;
  auto value = valueOf(first);
  EXPECT_TRUE(value.at("transferId").is_number_integer());
  EXPECT_EQ(value.at("amount"), "30.50");
  EXPECT_EQ(value.at("amountMinor"), 3050);
  EXPECT_EQ(value.at("balance"), "69.50");
  EXPECT_EQ(walletOf(value, "PG").at("balance"), "30.50");

  const auto back = transfer(player.token, out("PG", "0.5", newKey()));
  ASSERT_EQ(back.status, 200) << back.body;
  value = valueOf(back);
  EXPECT_EQ(value.at("amount"), "0.50");
  EXPECT_EQ(value.at("balance"), "70.00");
  EXPECT_EQ(walletOf(value, "PG").at("balanceMinor"), 3000);

  const auto read = valueOf(balance(player.token));
  EXPECT_EQ(read.at("balance"), "70.00");
  EXPECT_EQ(walletOf(read, "PG").at("balance"), "30.00");
  EXPECT_EQ(walletOf(read, "JDB").at("balance"), "0.00");
  EXPECT_EQ(read.at("totalBalance"), "100.00");
}

TEST_F(Wallet, AllInMovesTheWholeMainWalletAndAllOutBringsEverythingBack) {
  const auto player = newPlayer("80.00");
  ASSERT_EQ(transfer(player.token, in("JDB", "20.00", newKey())).status, 200);
  const auto allIn =
      transfer(player.token, {{"transferType", "allIn"}, {"vendor", "PG"}, {"idempotencyKey", newKey()}});
  ASSERT_EQ(allIn.status, 200) << allIn.body;
  EXPECT_EQ(valueOf(allIn).at("amount"), "60.00");
  EXPECT_EQ(valueOf(allIn).at("balance"), "0.00");

  // allOut of one vendor, then of every vendor.
  const auto onlyJdb =
      transfer(player.token, {{"transferType", "allOut"}, {"vendor", "JDB"}, {"idempotencyKey", newKey()}});
  ASSERT_EQ(onlyJdb.status, 200) << onlyJdb.body;
  EXPECT_EQ(valueOf(onlyJdb).at("amount"), "20.00");
  EXPECT_EQ(walletOf(valueOf(onlyJdb), "PG").at("balance"), "60.00");
  const auto all = transfer(player.token, {{"transferType", "allOut"}, {"idempotencyKey", newKey()}});
  ASSERT_EQ(all.status, 200) << all.body;
  EXPECT_EQ(valueOf(all).at("amount"), "60.00");
  EXPECT_EQ(valueOf(all).at("balance"), "80.00");

  // Nothing left out there: no journal, amount 0.
  const auto before = countRows("SELECT count(*) FROM ledger_journals");
  const auto empty = transfer(player.token, {{"transferType", "allOut"}, {"idempotencyKey", newKey()}});
  ASSERT_EQ(empty.status, 200) << empty.body;
  EXPECT_TRUE(valueOf(empty).at("transferId").is_null());
  EXPECT_EQ(valueOf(empty).at("amount"), "0.00");
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals"), before);
}

TEST_F(Wallet, BadAmountsAreRefusedAndChangeNothing) {
  const auto player = newPlayer("50.00");
  const std::vector<std::pair<json, std::string>> cases = {
      {"-5", "amount_must_be_positive"},
      {"-0.01", "amount_must_be_positive"},
      {"0", "amount_must_be_positive"},
      {"0.00", "amount_must_be_positive"},
      {"1.005", "amount_too_many_decimals"},
      {"0.001", "amount_too_many_decimals"},
      {"1000000000.01", "amount_too_large"},
      {"99999999999999999999999999", "amount_too_large"},
      {"9223372036854775808", "amount_too_large"},
      {"abc", "amount_format_incorrect"},
      {"1e3", "amount_format_incorrect"},
      {"1,000", "amount_format_incorrect"},
      {"", "amount_format_incorrect"},
      {"' OR 1=1 --", "amount_format_incorrect"},
      {"\xff\xfe", "amount_format_incorrect"},
      {10, "amount_format_incorrect"},
      {10.5, "amount_format_incorrect"},
      {json::array({"1"}), "amount_format_incorrect"},
      {nullptr, "amount_format_incorrect"},
  };
  const auto before = ledgerSnapshot();
  for (const auto& [amount, key] : cases) {
    for (const auto& body : {in("PG", amount, newKey()), out("PG", amount, newKey())}) {
      if (amount.is_string() && amount.get<std::string>() == "\xff\xfe") {
        // Invalid UTF-8 cannot be a json value here: send the raw bytes.
        const auto raw = std::string(R"({"transferType":"in","vendor":"PG","idempotencyKey":")") + newKey() +
                         "\",\"amount\":\"\xff\xfe\"}";
        const auto result = sendRaw("POST", "/wps/relay/GCS_walletTransfer", raw, player.token);
        EXPECT_EQ(result.status, 400);
        EXPECT_EQ(codeOf(result), "invalid_request") << "invalid UTF-8 is not JSON";
        break;
      }
      const auto result = transfer(player.token, body);
      EXPECT_EQ(result.status, 400) << body;
      EXPECT_EQ(codeOf(result), key) << body;
    }
  }
  // An absent amount reads as empty text.
  auto missing = in("PG", "1.00", newKey());
  missing.erase("amount");
  EXPECT_EQ(codeOf(transfer(player.token, missing)), "amount_format_incorrect");
  EXPECT_EQ(ledgerSnapshot(), before);
}

TEST_F(Wallet, AmountsAboveTheBalanceAreQuotaNotSufficient) {
  const auto player = newPlayer("10.00");
  ASSERT_EQ(transfer(player.token, in("PG", "4.00", newKey())).status, 200);
  const auto before = ledgerSnapshot();
  for (const auto& body : {in("PG", "6.01", newKey()), out("PG", "4.01", newKey()), out("JDB", "0.01", newKey())}) {
    const auto result = transfer(player.token, body);
    EXPECT_EQ(result.status, 422) << body;
    EXPECT_EQ(codeOf(result), "quota_not_sufficient") << body;
  }
  const auto broke = newPlayer();
  const auto allIn = transfer(broke.token, {{"transferType", "allIn"}, {"vendor", "PG"}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(allIn.status, 422);
  EXPECT_EQ(codeOf(allIn), "quota_not_sufficient");
  // The failed allIn of a member with no wallets yet left none behind... except
  // nothing at all: the whole call rolled back.
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_accounts WHERE member_id = " + std::to_string(broke.id)), 0);
  EXPECT_EQ(ledgerSnapshot(), before);
  // Exactly the balance is fine.
  EXPECT_EQ(transfer(player.token, in("PG", "6.00", newKey())).status, 200);
}

TEST_F(Wallet, UnknownOrDisabledVendorsAreRefused) {
  const auto player = newPlayer("10.00");
  const auto before = ledgerSnapshot();
  for (const auto& vendor : {"NOPE", "pg", "", "'; DROP TABLE ledger_entries; --", "OLD"}) {
    const auto result = transfer(player.token, in(vendor, "1.00", newKey()));
    EXPECT_EQ(result.status, 400) << vendor;
    EXPECT_EQ(codeOf(result), "unknown_vendor") << vendor;
  }
  const auto allIn =
      transfer(player.token, {{"transferType", "allIn"}, {"vendor", "NOPE"}, {"idempotencyKey", newKey()}});
  EXPECT_EQ(codeOf(allIn), "unknown_vendor");
  const auto outOfNope = transfer(player.token, out("NOPE", "1.00", newKey()));
  EXPECT_EQ(codeOf(outOfNope), "unknown_vendor");
  auto vendorNumber = in("PG", "1.00", newKey());
  vendorNumber["vendor"] = 7;
  const auto notText = transfer(player.token, vendorNumber);
  EXPECT_EQ(codeOf(notText), "invalid_parameter");
  EXPECT_EQ(ledgerSnapshot(), before);
}

TEST_F(Wallet, MalformedRequestsAreRefusedAndChangeNothing) {
  const auto player = newPlayer("10.00");
  const auto before = ledgerSnapshot();
  const std::vector<std::pair<std::string, std::string>> raw = {
      {"not json", "invalid_request"},
      {"[]", "invalid_request"},
      {R"({"vendor":"PG","amount":"1.00","idempotencyKey":"abcdefgh1"})", "invalid_parameter"},
      {R"({"transferType":"sideways","vendor":"PG","amount":"1.00","idempotencyKey":"abcdefgh1"})",
       "invalid_parameter"},
      {R"({"transferType":1,"vendor":"PG","amount":"1.00","idempotencyKey":"abcdefgh1"})", "invalid_parameter"},
      {R"({"transferType":"in","vendor":"PG","amount":"1.00"})", "idempotency_key_invalid"},
      {R"({"transferType":"in","vendor":"PG","amount":"1.00","idempotencyKey":"short"})", "idempotency_key_invalid"},
      {R"({"transferType":"in","vendor":"PG","amount":"1.00","idempotencyKey":"has space in it"})",
       "idempotency_key_invalid"},
      {R"({"transferType":"in","vendor":"PG","amount":"1.00","idempotencyKey":12345678})", "idempotency_key_invalid"},
      {R"({"transferType":"in","vendor":"PG","amount":"1.00","idempotencyKey":")" + std::string(129, 'k') + "\"}",
       "idempotency_key_invalid"},
      {R"({"transferType":"allIn","vendor":"PG","amount":"1.00","idempotencyKey":"abcdefgh1"})", "invalid_parameter"},
  };
  for (const auto& [body, key] : raw) {
    const auto result = sendRaw("POST", "/wps/relay/GCS_walletTransfer", body, player.token);
    EXPECT_EQ(result.status, 400) << body;
    EXPECT_EQ(codeOf(result), key) << body;
  }
  EXPECT_EQ(ledgerSnapshot(), before);
}

TEST_F(Wallet, TheSameKeyAndRequestAnswerTheSameAndMoveOnce) {
  const auto player = newPlayer("10.00");
  const auto key = newKey();
  const auto first = transfer(player.token, in("PG", "3.00", key));
  ASSERT_EQ(first.status, 200) << first.body;
  const auto journals = countRows("SELECT count(*) FROM ledger_journals");
  for (int i = 0; i < 3; ++i) {
    const auto again = transfer(player.token, in("PG", "3.00", key));
    ASSERT_EQ(again.status, 200) << again.body;
    EXPECT_EQ(valueOf(again), valueOf(first)) << "the first answer, balances as they were then";
  }
  // "3" is the same request as "3.00": the same minor units.
  EXPECT_EQ(valueOf(transfer(player.token, in("PG", "3", key))), valueOf(first));
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals"), journals);
  EXPECT_EQ(valueOf(balance(player.token)).at("balance"), "7.00");
}

TEST_F(Wallet, TheSameKeyWithAnotherRequestIsAConflict) {
  const auto player = newPlayer("10.00");
  const auto key = newKey();
  ASSERT_EQ(transfer(player.token, in("PG", "3.00", key)).status, 200);
  const auto before = ledgerSnapshot();
  for (const auto& body : {in("PG", "3.01", key), in("JDB", "3.00", key), out("PG", "3.00", key),
                           json{{"transferType", "allIn"}, {"vendor", "PG"}, {"idempotencyKey", key}}}) {
    const auto result = transfer(player.token, body);
    EXPECT_EQ(result.status, 409) << body;
    EXPECT_EQ(codeOf(result), "idempotency_key_reused") << body;
  }
  EXPECT_EQ(ledgerSnapshot(), before);
  // Keys are per member: another member may use the same one.
  const auto other = newPlayer("5.00");
  EXPECT_EQ(transfer(other.token, in("PG", "1.00", key)).status, 200);
}

TEST_F(Wallet, ARefusedCallLeavesItsKeyFree) {
  const auto player = newPlayer("1.00");
  const auto key = newKey();
  EXPECT_EQ(codeOf(transfer(player.token, in("PG", "2.00", key))), "quota_not_sufficient");
  services().wallet().ledgerAdmin.adjust(player.account, "1.00", true, newKey(), "top up");
  EXPECT_EQ(transfer(player.token, in("PG", "2.00", key)).status, 200);
}

TEST_F(Wallet, TheSameKeyRetried100TimesAtOnceMovesMoneyOnce) {
  const auto player = newPlayer("50.00");
  const auto key = newKey();
  const auto journals = countRows("SELECT count(*) FROM ledger_journals");
  std::vector<HttpResult> results(100);
  std::vector<std::thread> threads;
  threads.reserve(results.size());
  for (auto& result : results) {
    threads.emplace_back([&, slot = &result] { *slot = transfer(player.token, in("PG", "12.34", key)); });
  }
  for (auto& thread : threads) thread.join();
  for (const auto& result : results) {
    ASSERT_EQ(result.status, 200) << result.body;
    EXPECT_EQ(valueOf(result), valueOf(results.front()));
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals"), journals + 1);
  const auto value = valueOf(balance(player.token));
  EXPECT_EQ(value.at("balance"), "37.66");
  EXPECT_EQ(walletOf(value, "PG").at("balance"), "12.34");
}

TEST_F(Wallet, TheDatabaseRefusesToEditOrUnbalanceTheLedger) {
  const auto player = newPlayer("10.00");
  ASSERT_EQ(transfer(player.token, in("PG", "4.00", newKey())).status, 200);
  const auto before = ledgerSnapshot();
  const auto refused = [](const std::string& sql) {
    try {
      execute(sql);
    } catch (const pqxx::sql_error& error) {
      return std::string(error.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(refused("UPDATE ledger_entries SET amount = amount + 1"), "accepted");
  EXPECT_NE(refused("DELETE FROM ledger_entries"), "accepted");
  EXPECT_NE(refused("TRUNCATE ledger_entries CASCADE"), "accepted");
  EXPECT_NE(refused("DELETE FROM ledger_journals"), "accepted");
  EXPECT_NE(refused("UPDATE ledger_accounts SET balance = balance + 100"), "accepted");
  EXPECT_NE(refused("DELETE FROM ledger_accounts WHERE member_id = " + std::to_string(player.id)), "accepted");
  const auto main =
      "(SELECT id FROM ledger_accounts WHERE kind = 'member_main' AND member_id = " + std::to_string(player.id) + ")";
  // One-sided: money out of nowhere, refused at commit.
  EXPECT_NE(refused("WITH j AS (INSERT INTO ledger_journals (kind) VALUES ('adjustment') RETURNING id) "
                    "INSERT INTO ledger_entries (journal_id, account_id, amount) SELECT j.id, " +
                    main + ", 100 FROM j"),
            "accepted");
  // Balanced but overdrawing the member: the CHECK refuses it.
  EXPECT_NE(refused("WITH j AS (INSERT INTO ledger_journals (kind) VALUES ('adjustment') RETURNING id) "
                    "INSERT INTO ledger_entries (journal_id, account_id, amount) SELECT j.id, a, v FROM j, "
                    "(VALUES (" +
                    main +
                    ", -700), ((SELECT id FROM ledger_accounts WHERE kind = 'house'), 700)) "
                    "AS x (a, v)"),
            "accepted");
  EXPECT_EQ(ledgerSnapshot(), before);
}

TEST_F(Wallet, TrialBalanceChecksEveryAccountAndFailsOnATamperedBalance) {
  const auto player = newPlayer("25.00");
  ASSERT_EQ(transfer(player.token, in("PG", "5.00", newKey())).status, 200);
  auto run = runPanaloctl(database_->url(), "ledger trial-balance");
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("trial balance OK"), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "ledger trial-balance --json");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  const auto report = json::parse(run.out);
  EXPECT_EQ(report.at("ok"), true);
  EXPECT_EQ(report.at("totalBalanceMinor"), "0");
  EXPECT_EQ(report.at("unbalancedJournals"), 0);

  // Tamper past the guard (as only a superuser could), see it caught, undo it.
  const auto main = "kind = 'member_main' AND member_id = " + std::to_string(player.id);
  execute("ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_guard");
  execute("UPDATE ledger_accounts SET balance = balance + 1 WHERE " + main);
  run = runPanaloctl(database_->url(), "ledger trial-balance");
  EXPECT_EQ(run.exitCode, 3) << run.out;
  EXPECT_NE(run.out.find("MISMATCH"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("TRIAL BALANCE FAILED"), std::string::npos) << run.out;
  execute("UPDATE ledger_accounts SET balance = balance - 1 WHERE " + main);
  execute("ALTER TABLE ledger_accounts ENABLE TRIGGER ledger_accounts_guard");
  EXPECT_EQ(runPanaloctl(database_->url(), "ledger trial-balance").exitCode, 0);
}

TEST_F(Wallet, OperatorAdjustmentsAreIdempotentAndCheckTheirInput) {
  const auto player = newPlayer();
  const auto key = newKey();
  auto run = runPanaloctl(database_->url(), "ledger adjust " + player.account + " 12.50 --key " + key);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "ledger adjust " + player.account + " 12.50 --key " + key);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(valueOf(balance(player.token)).at("balance"), "12.50");
  run = runPanaloctl(database_->url(), "ledger adjust " + player.account + " 13.00 --key " + key);
  EXPECT_EQ(run.exitCode, 1) << run.out;
  for (const auto& amount : {"-1", "0", "1.001", "lots"}) {
    run = runPanaloctl(database_->url(), "ledger adjust " + player.account + " " + amount + " --key " + newKey());
    EXPECT_EQ(run.exitCode, 1) << amount << ": " << run.out;
  }
  run = runPanaloctl(database_->url(), "ledger adjust " + player.account + " 20.00 --debit --key " + newKey());
  EXPECT_EQ(run.exitCode, 1) << run.out;
  EXPECT_NE(run.out.find("quota_not_sufficient"), std::string::npos) << run.out;
  EXPECT_EQ(valueOf(balance(player.token)).at("balance"), "12.50");
}

TEST_F(Wallet, ADisabledVendorTakesNothingInButItsMoneyCanComeOut) {
  const auto player = newPlayer("10.00");
  ASSERT_EQ(transfer(player.token, in("JDB", "4.00", newKey())).status, 200);
  services().wallet().ledgerAdmin.setVendor("JDB", "JDB Gaming", false);
  // Still listed while it holds the member's money.
  EXPECT_EQ(walletOf(valueOf(balance(player.token)), "JDB").at("balance"), "4.00");
  EXPECT_EQ(codeOf(transfer(player.token, in("JDB", "1.00", newKey()))), "unknown_vendor");
  EXPECT_EQ(transfer(player.token, out("JDB", "1.00", newKey())).status, 200);
  EXPECT_EQ(
      transfer(player.token, {{"transferType", "allOut"}, {"vendor", "JDB"}, {"idempotencyKey", newKey()}}).status,
      200);
  EXPECT_TRUE(walletOf(valueOf(balance(player.token)), "JDB").is_null()) << "empty and disabled: no longer listed";
  services().wallet().ledgerAdmin.setVendor("JDB", "JDB Gaming", true);
}

// A balance near the 64-bit limit (only reachable by tampering) cannot be
// pushed over it: the sum is checked before anything is posted.
TEST_F(Wallet, ATransferThatWouldOverflowABalanceIsRefused) {
  const auto player = newPlayer("10.00");
  ASSERT_EQ(transfer(player.token, in("PG", "1.00", newKey())).status, 200);
  const auto vendor = "kind = 'member_vendor' AND member_id = " + std::to_string(player.id);
  execute("ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_guard");
  execute("UPDATE ledger_accounts SET balance = 9223372036854775800 WHERE " + vendor);
  const auto before = ledgerSnapshot();
  const auto result = transfer(player.token, in("PG", "1.00", newKey()));
  EXPECT_EQ(result.status, 400) << result.body;
  EXPECT_EQ(codeOf(result), "amount_too_large");
  EXPECT_EQ(ledgerSnapshot(), before);
  execute("UPDATE ledger_accounts SET balance = 100 WHERE " + vendor);
  execute("ALTER TABLE ledger_accounts ENABLE TRIGGER ledger_accounts_guard");
  EXPECT_EQ(runPanaloctl(database_->url(), "ledger trial-balance").exitCode, 0);
}

TEST_F(Wallet, OperatorsManageGameVendors) {
  auto run = runPanaloctl(database_->url(), "ledger vendors set CQ9 'CQ9 Gaming'");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "ledger vendors list");
  EXPECT_NE(run.out.find("CQ9"), std::string::npos) << run.out;
  const auto player = newPlayer("3.00");
  EXPECT_EQ(walletOf(valueOf(balance(player.token)), "CQ9").at("name"), "CQ9 Gaming");
  EXPECT_EQ(transfer(player.token, in("CQ9", "1.00", newKey())).status, 200);
  for (const auto& bad :
       {"'cq9' Name", "'BAD CODE' Name", "'' Name", "'TOOLONGCODE_TOOLONGCODE_TOOLONGC9' Name", "X ''"}) {
    run = runPanaloctl(database_->url(), std::string("ledger vendors set ") + bad);
    EXPECT_EQ(run.exitCode, 1) << bad << ": " << run.out;
  }
  run = runPanaloctl(database_->url(), "ledger vendors set CQ9 'CQ9 Gaming' --disabled");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(codeOf(transfer(player.token, in("CQ9", "1.00", newKey()))), "unknown_vendor");
}

}  // namespace

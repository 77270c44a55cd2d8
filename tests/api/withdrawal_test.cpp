// Withdrawals against the real server and PostgreSQL: a sealed request checked
// with the funds password moves the money from the main wallet to payment
// clearing at once; the operator disburses it (a status change) or rejects it
// (a reversing journal refunds it); the turnover requirement; bad input, a
// wrong funds password and trial accounts change nothing. The ledger's trial
// balance is checked after every test (PaymentFixture::TearDown).
#include <algorithm>
#include <thread>
#include <vector>

#include "domains/wallet/withdrawal_service.hpp"
#include "panaloctl_run.hpp"
#include "payment_fixture.hpp"
#include "platform/security/master_key.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::PaymentFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;

const std::string kFundsPassword = "Funds-Pass-77";

class Withdrawal : public PaymentFixture {
 protected:
  // Funded by an operator adjustment (not a deposit: no turnover to wager).
  static Player fundedPlayer(const std::string& grant) {
    auto player = newPlayer(grant);
    setFundsPassword(player.id, kFundsPassword);
    return player;
  }
  static void setMultiple(const std::string& value) {
    execute("DELETE FROM site_settings WHERE key = 'wallet.withdrawal_turnover_multiple'");
    if (!value.empty()) {
      execute("INSERT INTO site_settings (key, value) VALUES ('wallet.withdrawal_turnover_multiple', '" + value + "')");
    }
  }
};

TEST_F(Withdrawal, ARequestMovesTheMoneyToClearingAtOnceAndTheOperatorDisbursesIt) {
  const auto player = fundedPlayer("100.00");
  const auto clearing = clearingBalance();
  const auto result = withdraw(player.token, "30.25", kFundsPassword, newKey());
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = valueOf(result);
  EXPECT_EQ(value.at("balance"), "69.75");
  EXPECT_EQ(value.at("balanceMinor"), 6975);
  EXPECT_EQ(value.at("withdrawal").at("status"), "in_process");
  EXPECT_EQ(value.at("withdrawal").at("amount"), "30.25");
  EXPECT_EQ(mainBalance(player.token), "69.75") << "the money cannot be spent twice";
  EXPECT_EQ(clearingBalance(), clearing + 3025);
  const auto id = std::to_string(value.at("withdrawal").at("withdrawalId").get<std::int64_t>());

  auto run = runPanaloctl(database_->url(), "withdrawals list --status in_process");
  EXPECT_NE(run.out.find(player.account), std::string::npos) << run.out;
  const auto ledger = ledgerSnapshot();
  run = runPanaloctl(database_->url(), "withdrawals disburse " + id);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("disbursed"), std::string::npos) << run.out;
  EXPECT_EQ(ledgerSnapshot(), ledger) << "a disbursement moves no ledger money: it left at request time";

  for (const auto* again : {"withdrawals disburse ", "withdrawals reject "}) {
    run = runPanaloctl(database_->url(), again + id);
    EXPECT_NE(run.exitCode, 0) << run.out;
    EXPECT_NE(run.out.find("request_already_decided"), std::string::npos) << run.out;
  }
  EXPECT_EQ(ledgerSnapshot(), ledger);

  const auto history = sendRaw("GET", "/wps/v2/withdrawals", "", player.token);
  ASSERT_EQ(history.status, 200) << history.body;
  EXPECT_EQ(valueOf(history).at("withdrawals")[0].at("status"), "disbursed");
}

TEST_F(Withdrawal, ARejectionRefundsThroughAReversingJournalOnce) {
  const auto player = fundedPlayer("100.00");
  const auto clearing = clearingBalance();
  const auto result = withdraw(player.token, "40.00", kFundsPassword, newKey());
  ASSERT_EQ(result.status, 200) << result.body;
  const auto id = std::to_string(valueOf(result).at("withdrawal").at("withdrawalId").get<std::int64_t>());
  auto run = runPanaloctl(database_->url(), "withdrawals reject " + id);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(mainBalance(player.token), "100.00");
  EXPECT_EQ(clearingBalance(), clearing);
  EXPECT_EQ(countRows("SELECT count(*) FROM withdrawal_requests w JOIN ledger_journals j ON j.id = "
                      "w.refund_journal_id WHERE j.kind = 'reversal' AND j.reverses_journal_id = w.journal_id "
                      "AND w.id = " +
                      id),
            1);
  const auto ledger = ledgerSnapshot();
  run = runPanaloctl(database_->url(), "withdrawals reject " + id);
  EXPECT_NE(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "withdrawals disburse " + id);
  EXPECT_NE(run.exitCode, 0) << run.out;
  EXPECT_EQ(ledgerSnapshot(), ledger);
  EXPECT_NE(runPanaloctl(database_->url(), "withdrawals reject 99999999").exitCode, 0);
}

TEST_F(Withdrawal, ConcurrentRejectionsRefundExactlyOnce) {
  const auto player = fundedPlayer("50.00");
  const auto result = withdraw(player.token, "50.00", kFundsPassword, newKey());
  ASSERT_EQ(result.status, 200) << result.body;
  const auto id = valueOf(result).at("withdrawal").at("withdrawalId").get<std::int64_t>();
  std::atomic<int> done{0};
  std::vector<std::thread> threads;
  threads.reserve(8);
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i] {
      try {
        if (i % 2 == 0) {
          services().wallet().withdrawals.reject(id);
        } else {
          services().wallet().withdrawals.disburse(id);
        }
        ++done;
      } catch (const panalo::DomainError&) {
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(done.load(), 1);
  const auto balance = mainBalance(player.token);
  EXPECT_TRUE(balance == "50.00" || balance == "0.00") << balance;
}

// The guessing limit (FundsPasswordService): 5 wrong funds passwords within
// 15 minutes refuse every withdrawal of the member for 30 minutes, the right
// password too; the count lives in PostgreSQL, so another API instance (here a
// second service on its own connections) refuses as well.
TEST_F(Withdrawal, FiveWrongFundsPasswordsLockWithdrawalsForAWhileOnEveryInstance) {
  using panalo::services::FundsPasswordService;
  const auto player = fundedPlayer("100.00");
  const auto before = paymentSnapshot();
  for (int i = 0; i < FundsPasswordService::kMaxFailures; ++i) {
    const auto wrong = withdraw(player.token, "10.00", "Wrong-Pass-" + std::to_string(i), newKey());
    EXPECT_EQ(wrong.status, 422) << wrong.body;
    EXPECT_EQ(codeOf(wrong), "funds_password_incorrect") << "attempt " << i + 1;
  }
  const auto verifications = argon2Verifications();
  const auto locked = withdraw(player.token, "10.00", kFundsPassword, newKey());
  EXPECT_EQ(locked.status, 429) << locked.body;
  EXPECT_EQ(codeOf(locked), "funds_password_locked");
  EXPECT_GT(json::parse(locked.body).at("data").at("retryAfterSeconds").get<int>(), 29 * 60);
  EXPECT_EQ(argon2Verifications(), verifications) << "a locked member's password is not even checked";
  EXPECT_EQ(paymentSnapshot(), before);

  panalo::db::ConnectionPool otherInstance(database_->url(), 2, std::chrono::seconds(10));
  FundsPasswordService other(otherInstance, services().platform().passwordHasher);
  try {
    other.require(player.id, kFundsPassword);
    ADD_FAILURE() << "another instance let the locked member through";
  } catch (const panalo::DomainError& error) {
    EXPECT_EQ(error.key(), "funds_password_locked");
  }

  // The lock ends by itself; then the right password withdraws again.
  execute("UPDATE funds_password_guard SET locked_until = now() - interval '1 second' WHERE member_id = " +
          std::to_string(player.id));
  const auto after = withdraw(player.token, "10.00", kFundsPassword, newKey());
  EXPECT_EQ(after.status, 200) << after.body;
}

TEST_F(Withdrawal, TheRightFundsPasswordWithinTheLimitPassesAndConcurrentGuessesCannotExceedIt) {
  using panalo::services::FundsPasswordService;
  const auto player = fundedPlayer("100.00");
  for (int i = 0; i < FundsPasswordService::kMaxFailures - 1; ++i) {
    EXPECT_EQ(codeOf(withdraw(player.token, "1.00", "Wrong-Pass-" + std::to_string(i), newKey())),
              "funds_password_incorrect");
  }
  const auto right = withdraw(player.token, "1.00", kFundsPassword, newKey());
  EXPECT_EQ(right.status, 200) << "the fifth attempt, right, passes: " << right.body;

  // 12 guesses at once for a fresh member, each counted before its argon2
  // check: at most 5 are checked, the rest are refused as locked.
  const auto target = fundedPlayer("100.00");
  std::vector<std::thread> guessers;
  std::vector<std::string> codes(12);
  for (std::size_t i = 0; i < codes.size(); ++i) {
    guessers.emplace_back([&, i] {
      try {
        services().wallet().fundsPasswords.require(target.id, "Guess-" + std::to_string(i));
      } catch (const panalo::DomainError& error) {
        codes[i] = error.key();
      }
    });
  }
  for (auto& guesser : guessers) guesser.join();
  EXPECT_EQ(std::count(codes.begin(), codes.end(), "funds_password_incorrect"), FundsPasswordService::kMaxFailures);
  EXPECT_EQ(std::count(codes.begin(), codes.end(), "funds_password_locked"),
            static_cast<long>(codes.size()) - FundsPasswordService::kMaxFailures);
  EXPECT_EQ(codeOf(withdraw(target.token, "1.00", kFundsPassword, newKey())), "funds_password_locked");
}

TEST_F(Withdrawal, AWrongOrMissingFundsPasswordChangesNothing) {
  const auto player = fundedPlayer("100.00");
  const auto noPassword = newPlayer("100.00");
  const auto before = paymentSnapshot();
  auto result = withdraw(player.token, "10.00", "Wrong-Pass-1", newKey());
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "funds_password_incorrect");
  result = withdraw(player.token, "10.00", "", newKey());
  EXPECT_EQ(codeOf(result), "funds_password_incorrect");
  result = withdraw(noPassword.token, "10.00", kFundsPassword, newKey());
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "funds_password_not_set");
  // Unsealed, it is refused before anything is read.
  result = sendRaw("POST", "/wps/v2/withdrawals",
                   json{{"amount", "10.00"}, {"fundsPassword", kFundsPassword}, {"idempotencyKey", newKey()}}.dump(),
                   player.token);
  EXPECT_EQ(result.status, 400) << result.body;
  EXPECT_EQ(codeOf(result), "sealed_body_required");
  // Sealed for another member's session, it does not open.
  result = sendRaw(
      "POST", "/wps/v2/withdrawals",
      sealedBody("POST", "/wps/v2/withdrawals",
                 json{{"amount", "10.00"}, {"fundsPassword", kFundsPassword}, {"idempotencyKey", newKey()}}.dump(),
                 noPassword.token),
      player.token);
  EXPECT_NE(result.status, 200) << result.body;
  EXPECT_EQ(paymentSnapshot(), before);
  EXPECT_EQ(mainBalance(player.token), "100.00");
}

TEST_F(Withdrawal, BadAmountsAndAmountsAboveTheBalanceChangeNothing) {
  const auto player = fundedPlayer("20.00");
  const auto before = paymentSnapshot();
  const std::vector<std::pair<json, std::string>> cases = {
      {"-5", "amount_must_be_positive"},     {"0", "amount_must_be_positive"},
      {"1.005", "amount_too_many_decimals"}, {"99999999999999999999", "amount_too_large"},
      {10, "amount_format_incorrect"},       {"' OR 1=1 --", "amount_format_incorrect"},
      {"20.01", "quota_not_sufficient"},     {"1000000000.00", "quota_not_sufficient"},
  };
  for (const auto& [amount, key] : cases) {
    const auto result = withdraw(player.token, amount, kFundsPassword, newKey());
    EXPECT_EQ(codeOf(result), key) << amount << " " << result.body;
  }
  EXPECT_EQ(codeOf(withdraw(player.token, "1.00", kFundsPassword, "bad key!")), "idempotency_key_invalid");
  EXPECT_EQ(paymentSnapshot(), before);
  // The whole balance can go; then nothing more.
  ASSERT_EQ(withdraw(player.token, "20.00", kFundsPassword, newKey()).status, 200);
  EXPECT_EQ(codeOf(withdraw(player.token, "0.01", kFundsPassword, newKey())), "quota_not_sufficient");
}

TEST_F(Withdrawal, TheSameKeyWithdrawsOnce) {
  const auto player = fundedPlayer("100.00");
  const auto key = newKey();
  const auto first = withdraw(player.token, "10.00", kFundsPassword, key);
  ASSERT_EQ(first.status, 200) << first.body;
  const auto again = withdraw(player.token, "10.00", kFundsPassword, key);
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(valueOf(again).at("withdrawal"), valueOf(first).at("withdrawal"));
  EXPECT_EQ(mainBalance(player.token), "90.00");
  EXPECT_EQ(codeOf(withdraw(player.token, "11.00", kFundsPassword, key)), "idempotency_key_reused");
}

TEST_F(Withdrawal, DepositsMustBeWageredTheConfiguredMultipleFirst) {
  const auto channel = newChannel();
  const auto player = fundedPlayer("");
  const auto created = requestDeposit(player.token, channel, "100.00", newKey());
  ASSERT_EQ(created.status, 200) << created.body;
  services().wallet().deposits.approve(valueOf(created).at("depositId").get<std::int64_t>());

  setMultiple("");  // the default: 1
  auto read = sendRaw("GET", "/wps/v2/withdrawals", "", player.token);
  ASSERT_EQ(read.status, 200) << read.body;
  EXPECT_EQ(valueOf(read).at("turnover"), (json{{"multiple", 1},
                                                {"required", "100.00"},
                                                {"requiredMinor", 10000},
                                                {"wagered", "0.00"},
                                                {"wageredMinor", 0},
                                                {"remaining", "100.00"},
                                                {"remainingMinor", 10000}}));
  const auto before = paymentSnapshot();
  const auto refused = withdraw(player.token, "10.00", kFundsPassword, newKey());
  EXPECT_EQ(refused.status, 422) << refused.body;
  EXPECT_EQ(codeOf(refused), "turnover_not_met");
  EXPECT_NE(json::parse(refused.body).at("message").get<std::string>().find("100.00"), std::string::npos);
  EXPECT_EQ(paymentSnapshot(), before);

  setMultiple("3");
  EXPECT_EQ(valueOf(sendRaw("GET", "/wps/v2/withdrawals", "", player.token)).at("turnover").at("remaining"), "300.00");
  setMultiple("0");
  EXPECT_EQ(withdraw(player.token, "10.00", kFundsPassword, newKey()).status, 200);
  setMultiple("");
}

// Issue 13 item 5: deposits AND bonuses must be wagered before a withdrawal.
// Bonus credits are what the bonus ledger account paid the member (net of any
// taken back), times their own multiple (wallet.withdrawal_bonus_turnover_multiple).
TEST_F(Withdrawal, BonusCreditsMustBeWageredTheirOwnMultipleToo) {
  const auto player = fundedPlayer("100.00");  // an operator adjustment: nothing to wager
  setMultiple("");
  const auto bonus = [&](std::int64_t minor) {  // bonus -> main, as a bonus payout posts it
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    const auto journal = tx.exec_params1(
                               "INSERT INTO ledger_journals (kind, member_id, memo) VALUES ('adjustment', $1, 'bonus') "
                               "RETURNING id",
                               player.id)[0]
                             .as<std::int64_t>();
    tx.exec_params(
        "INSERT INTO ledger_entries (journal_id, account_id, amount) VALUES "
        "($1, (SELECT id FROM ledger_accounts WHERE kind = 'bonus'), $2), "
        "($1, (SELECT id FROM ledger_accounts WHERE kind = 'member_main' AND member_id = $3), $4)",
        journal, -minor, player.id, minor);
    tx.commit();
  };
  const auto remaining = [&] {
    return valueOf(sendRaw("GET", "/wps/v2/withdrawals", "", player.token)).at("turnover").at("remaining");
  };
  EXPECT_EQ(remaining(), "0.00");
  bonus(5'000);
  execute("DELETE FROM site_settings WHERE key = 'wallet.withdrawal_bonus_turnover_multiple'");
  EXPECT_EQ(remaining(), "50.00") << "by default a bonus is wagered once";
  execute("INSERT INTO site_settings (key, value) VALUES ('wallet.withdrawal_bonus_turnover_multiple', '3')");
  EXPECT_EQ(remaining(), "150.00");
  bonus(-1'000);  // 10.00 of it taken back
  EXPECT_EQ(remaining(), "120.00");

  const auto before = paymentSnapshot();
  const auto refused = withdraw(player.token, "10.00", kFundsPassword, newKey());
  EXPECT_EQ(refused.status, 422) << refused.body;
  EXPECT_EQ(codeOf(refused), "turnover_not_met");
  EXPECT_NE(json::parse(refused.body).at("message").get<std::string>().find("120.00"), std::string::npos);
  EXPECT_EQ(paymentSnapshot(), before);

  execute("UPDATE site_settings SET value = '0' WHERE key = 'wallet.withdrawal_bonus_turnover_multiple'");
  EXPECT_EQ(withdraw(player.token, "10.00", kFundsPassword, newKey()).status, 200);
  execute("DELETE FROM site_settings WHERE key = 'wallet.withdrawal_bonus_turnover_multiple'");
}

// A grant with its own multiple (bonuses grant --turnover-multiple) is wagered
// that many times whatever the site's bonus multiple; one without takes the
// site's. The member's record page shows the same multiple.
TEST_F(Withdrawal, AGrantsOwnTurnoverMultipleOverridesTheSitesBonusMultiple) {
  const auto player = fundedPlayer("100.00");
  setMultiple("");
  execute("DELETE FROM site_settings WHERE key = 'wallet.withdrawal_bonus_turnover_multiple'");
  execute("INSERT INTO site_settings (key, value) VALUES ('wallet.withdrawal_bonus_turnover_multiple', '3')");
  const auto grant = [&](const std::string& arguments) {
    const auto run = runPanaloctl(database_->url(), "bonuses grant " + player.account + " " + arguments +
                                                        " --reason 'Reload bonus' --key " + newKey());
    ASSERT_EQ(run.exitCode, 0) << run.out;
  };
  const auto remaining = [&] {
    return valueOf(sendRaw("GET", "/wps/v2/withdrawals", "", player.token)).at("turnover").at("remaining");
  };
  grant("10.00 --turnover-multiple 5");
  EXPECT_EQ(remaining(), "50.00") << "the grant's own 5, not the site's 3";
  grant("10.00");
  EXPECT_EQ(remaining(), "80.00") << "50.00 plus the site's 3 x 10.00";
  grant("10.00 --turnover-multiple 0");
  EXPECT_EQ(remaining(), "80.00") << "a grant free of wagering adds nothing";
  execute("DELETE FROM site_settings WHERE key = 'wallet.withdrawal_bonus_turnover_multiple'");
}

TEST_F(Withdrawal, TrialAccountsGetInNeedTrueAccount) {
  const auto trial = newPlayer("", 4);
  const auto before = paymentSnapshot();
  const auto result = withdraw(trial.token, "1.00", kFundsPassword, newKey());
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "in_need_true_account");
  EXPECT_EQ(paymentSnapshot(), before);
}

// Small images recognised by their first bytes (what the server checks).
std::string pngBase64(std::size_t size = 64) {
  std::vector<std::uint8_t> bytes = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
  bytes.resize(size, 0x42);
  return panalo::security::base64Encode(bytes);
}
std::string jpegBase64() {
  std::vector<std::uint8_t> bytes = {0xff, 0xd8, 0xff, 0xe0};
  bytes.resize(64, 0x17);
  return panalo::security::base64Encode(bytes);
}

class WithdrawalConfirmation : public Withdrawal {
 protected:
  // A withdrawal of `amount` the operator has disbursed; its id.
  static std::int64_t disbursed(const Player& player, const std::string& amount) {
    const auto result = withdraw(player.token, amount, kFundsPassword, newKey());
    EXPECT_EQ(result.status, 200) << result.body;
    const auto id = valueOf(result).at("withdrawal").at("withdrawalId").get<std::int64_t>();
    services().wallet().withdrawals.disburse(id);
    return id;
  }
  static HttpResult confirm(const std::string& token, const json& body) {
    return sendRaw("POST", "/wps/v2/withdrawals/confirmation", body.dump(), token);
  }
  static std::string confirmationSnapshot() {
    return paymentSnapshot() + "|" + std::to_string(countRows("SELECT count(*) FROM withdrawal_proofs")) + "|" +
           std::to_string(countRows("SELECT count(*) FROM withdrawal_requests WHERE confirmed_at IS NOT NULL"));
  }
};

TEST_F(WithdrawalConfirmation, TheMemberConfirmsReceivedPartlyReceivedOrNotReceivedWithProof) {
  const auto player = fundedPlayer("100.00");
  const auto first = disbursed(player, "30.00");
  const auto second = disbursed(player, "30.00");
  const auto third = disbursed(player, "30.00");
  const auto ledger = ledgerSnapshot();

  auto result = confirm(player.token, {{"withdrawalId", first}, {"result", "received"}});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("status"), "received");
  EXPECT_EQ(valueOf(result).at("receivedAmount"), "30.00");
  EXPECT_EQ(valueOf(result).at("remainingAmount"), "0.00");

  result =
      confirm(player.token, {{"withdrawalId", second}, {"result", "partly_received"}, {"receivedAmount", "20.00"}});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("status"), "partly_received");
  EXPECT_EQ(valueOf(result).at("remainingAmount"), "10.00");
  EXPECT_EQ(valueOf(result).at("remainingAmountMinor"), 1000);

  result = confirm(
      player.token,
      {{"withdrawalId", third}, {"result", "not_received"}, {"proofImages", json::array({pngBase64(), jpegBase64()})}});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("status"), "not_received");
  EXPECT_EQ(valueOf(result).at("remainingAmount"), "30.00");
  EXPECT_EQ(countRows("SELECT count(*) FROM withdrawal_proofs WHERE withdrawal_id = " + std::to_string(third)), 2);
  EXPECT_EQ(countRows("SELECT count(*) FROM withdrawal_proofs WHERE content_type = 'image/jpeg' AND withdrawal_id = " +
                      std::to_string(third)),
            1);

  EXPECT_EQ(ledgerSnapshot(), ledger) << "a confirmation moves no money";
  const auto again = confirm(
      player.token, {{"withdrawalId", first}, {"result", "not_received"}, {"proofImages", json::array({pngBase64()})}});
  EXPECT_EQ(again.status, 409) << again.body;
  EXPECT_EQ(codeOf(again), "withdrawal_not_confirmable");
  const auto listed = valueOf(sendRaw("GET", "/wps/v2/withdrawals", "", player.token)).at("withdrawals");
  EXPECT_EQ(listed[2].at("status"), "received");
}

TEST_F(WithdrawalConfirmation, BadConfirmationsGetAClearErrorAndChangeNothing) {
  const auto player = fundedPlayer("100.00");
  const auto other = fundedPlayer("100.00");
  const auto id = disbursed(player, "30.00");
  const auto pendingResult = withdraw(player.token, "5.00", kFundsPassword, newKey());
  const auto pending = valueOf(pendingResult).at("withdrawal").at("withdrawalId").get<std::int64_t>();
  const auto forged = panalo::security::base64Encode(std::vector<std::uint8_t>{'G', 'I', 'F', '8', '9', 'a', 1, 2});
  const auto before = confirmationSnapshot();
  struct Case {
    json body;
    int status;
    std::string code;
    std::string token;
  };
  const std::vector<Case> cases = {
      {{{"withdrawalId", pending}, {"result", "received"}}, 409, "withdrawal_not_confirmable", player.token},
      {{{"withdrawalId", id}, {"result", "received"}}, 404, "not_found", other.token},
      {{{"withdrawalId", 99999999}, {"result", "received"}}, 404, "not_found", player.token},
      {{{"withdrawalId", id}, {"result", "lost"}}, 400, "invalid_parameter", player.token},
      {{{"withdrawalId", "1 OR 1=1"}, {"result", "received"}}, 400, "invalid_parameter", player.token},
      {{{"withdrawalId", id}, {"result", "partly_received"}}, 400, "received_amount_invalid", player.token},
      {{{"withdrawalId", id}, {"result", "partly_received"}, {"receivedAmount", "30.00"}},
       400,
       "received_amount_invalid",
       player.token},
      {{{"withdrawalId", id}, {"result", "partly_received"}, {"receivedAmount", "0"}},
       400,
       "amount_must_be_positive",
       player.token},
      {{{"withdrawalId", id}, {"result", "not_received"}}, 400, "proof_image_required", player.token},
      {{{"withdrawalId", id}, {"result", "not_received"}, {"proofImages", json::array({forged})}},
       400,
       "proof_image_invalid",
       player.token},
      {{{"withdrawalId", id}, {"result", "not_received"}, {"proofImages", json::array({"not base64!"})}},
       400,
       "proof_image_invalid",
       player.token},
      {{{"withdrawalId", id},
        {"result", "not_received"},
        {"proofImages", json::array({pngBase64(), pngBase64(), pngBase64(), pngBase64()})}},
       400,
       "proof_images_too_many",
       player.token},
      // A valid image after a forged one: nothing of either is kept.
      {{{"withdrawalId", id}, {"result", "not_received"}, {"proofImages", json::array({pngBase64(), forged})}},
       400,
       "proof_image_invalid",
       player.token},
  };
  for (const auto& c : cases) {
    const auto result = confirm(c.token, c.body);
    EXPECT_EQ(result.status, c.status) << c.body << " " << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.body;
  }
  EXPECT_EQ(confirmationSnapshot(), before);
}

// Proof images of up to 5 MB reach the image rule: the confirmation route has a
// request limit of its own (three images at 5 MB in base64 and room for the
// rest, withdrawal_service.hpp), while every other route keeps the server-wide
// cap (16 KiB in these suites, PANALO_MAX_REQUEST_BYTES).
TEST_F(WithdrawalConfirmation, ProofImagesUpTo5MbPassWhileOtherRoutesKeepTheServerWideCap) {
  constexpr std::size_t kMiB = 1024 * 1024;
  const auto player = fundedPlayer("100.00");
  const auto id = disbursed(player, "10.00");
  const auto before = confirmationSnapshot();

  const auto tooLarge = confirm(
      player.token,
      {{"withdrawalId", id}, {"result", "not_received"}, {"proofImages", json::array({pngBase64(51 * kMiB / 10)})}});
  EXPECT_EQ(tooLarge.status, 400) << tooLarge.body.substr(0, 300);
  EXPECT_EQ(codeOf(tooLarge), "proof_image_too_large");
  EXPECT_EQ(confirmationSnapshot(), before);

  // Three images of 5.1 MB: past the route's own limit, refused while the
  // headers are read (Content-Length), before the body is buffered.
  const auto tooMuch = confirm(
      player.token, {{"withdrawalId", id},
                     {"result", "not_received"},
                     {"proofImages",
                      json::array({pngBase64(51 * kMiB / 10), pngBase64(51 * kMiB / 10), pngBase64(51 * kMiB / 10)})}});
  EXPECT_EQ(tooMuch.status, 413) << tooMuch.body.substr(0, 300);
  EXPECT_EQ(codeOf(tooMuch), "request_too_large");
  EXPECT_EQ(confirmationSnapshot(), before);

  const std::size_t accepted = 49 * kMiB / 10;
  const auto ok =
      confirm(player.token,
              {{"withdrawalId", id}, {"result", "not_received"}, {"proofImages", json::array({pngBase64(accepted)})}});
  ASSERT_EQ(ok.status, 200) << ok.body.substr(0, 300);
  EXPECT_EQ(valueOf(ok).at("status"), "not_received");
  EXPECT_EQ(countRows("SELECT octet_length(image) FROM withdrawal_proofs WHERE withdrawal_id = " + std::to_string(id)),
            static_cast<std::int64_t>(accepted));

  // 20 MB to any other route: 413 request_too_large (the route's limit is the
  // server-wide one; not an answer that route's contract lists), and the server
  // goes on serving.
  {
    const panalo::testing::UncheckedByContract unchecked("refused by the transport: past the route's request limit");
    const auto huge = transfer(player.token, std::string(20 * kMiB, 'a'));
    EXPECT_EQ(huge.status, 413) << huge.body.substr(0, 300);
    EXPECT_EQ(codeOf(huge), "request_too_large");
  }
  EXPECT_EQ(sendRaw("GET", "/wps/system/status", "").status, 200);
  EXPECT_EQ(balance(player.token).status, 200);
}

TEST_F(WithdrawalConfirmation, AnUnconfirmedDisbursementCountsAsReceivedAfterTheConfiguredMinutes) {
  const auto player = fundedPlayer("100.00");
  const auto id = disbursed(player, "25.00");
  const auto ledger = ledgerSnapshot();
  execute("INSERT INTO site_settings (key, value) VALUES ('wallet.withdrawal_auto_confirm_minutes', '30')");
  auto listed = valueOf(sendRaw("GET", "/wps/v2/withdrawals", "", player.token)).at("withdrawals");
  EXPECT_EQ(listed[0].at("status"), "disbursed") << "still within 30 minutes";
  execute("UPDATE withdrawal_requests SET decided_at = now() - interval '31 minutes' WHERE id = " + std::to_string(id));
  listed = valueOf(sendRaw("GET", "/wps/v2/withdrawals", "", player.token)).at("withdrawals");
  EXPECT_EQ(listed[0].at("status"), "received");
  EXPECT_EQ(listed[0].at("remainingAmount"), "0.00");
  const auto late = confirm(
      player.token, {{"withdrawalId", id}, {"result", "not_received"}, {"proofImages", json::array({pngBase64()})}});
  EXPECT_EQ(late.status, 409) << late.body;
  EXPECT_EQ(codeOf(late), "withdrawal_not_confirmable");
  EXPECT_EQ(ledgerSnapshot(), ledger) << "a forced receipt refunds nothing";
  execute("DELETE FROM site_settings WHERE key = 'wallet.withdrawal_auto_confirm_minutes'");
}

TEST_F(WithdrawalConfirmation, ProofImagesAreCheckedByContentAndSize) {
  using panalo::services::WithdrawalService;
  EXPECT_EQ(WithdrawalService::proofImageOf(pngBase64()).contentType, "image/png");
  EXPECT_EQ(WithdrawalService::proofImageOf(jpegBase64()).contentType, "image/jpeg");
  EXPECT_EQ(WithdrawalService::proofImageOf(pngBase64(5 * 1024 * 1024)).bytes.size(), 5u * 1024 * 1024);
  const auto keyOf = [](const std::string& base64) {
    try {
      WithdrawalService::proofImageOf(base64);
    } catch (const panalo::DomainError& error) {
      return error.key();
    }
    return std::string("accepted");
  };
  EXPECT_EQ(keyOf(pngBase64(5 * 1024 * 1024 + 1)), "proof_image_too_large");
  EXPECT_EQ(keyOf(panalo::security::base64Encode({0x89, 'P', 'N', 'G'})), "proof_image_invalid");
  EXPECT_EQ(keyOf(panalo::security::base64Encode({'<', 's', 'v', 'g', '>', ' ', ' ', ' ', ' '})),
            "proof_image_invalid");
  EXPECT_EQ(keyOf(""), "proof_image_invalid");
}

}  // namespace

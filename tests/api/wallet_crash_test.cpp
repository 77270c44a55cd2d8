// A kill -9 of the server during the load, then a restart (issue 13, tests and
// measurements): the real panalo-server binary takes concurrent transfers and
// deposit requests, each with its idempotency key, from 32 client threads (a
// connection per request) while the operator approves deposits beside it.
// Every answered (200) call is recorded. SIGKILL mid-load (no shutdown code
// runs), a new server process on the same database, then:
//   * every acknowledged key's effect is there exactly once, and retrying the
//     key answers with the first answer;
//   * the ledger's invariants hold (ledger_invariants.hpp) and the money is
//     conserved: members hold what the house granted plus approved deposits.
#include <gtest/gtest.h>
#include <pqxx/pqxx>

#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <mutex>
#include <random>
#include <set>
#include <thread>
#include <vector>

#include "api_server_fixture.hpp"
#include "app/modules.hpp"
#include "ledger_invariants.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/security/master_key.hpp"
#include "server_process.hpp"

namespace {

using nlohmann::json;
using panalo::testing::httpRequest;
using panalo::testing::ServerProcess;

constexpr int kClients = 32;
constexpr int kHotMembers = 10;
constexpr std::int64_t kGrantMinor = 100'000;  // 1,000.00 each
// Enough answered calls that the kill lands in the middle of a busy load.
constexpr int kAcksBeforeKill = 800;

struct Acknowledged {
  std::size_t member = 0;
  std::string kind;  // transfer | deposit
  std::string key;
  json body;
  json value;  // the first answer
};

class WalletCrash : public ::testing::Test {
 protected:
  void SetUp() override {
    database_ = std::make_unique<panalo::testing::TestDatabase>();
    modules_ = std::make_unique<panalo::app::Modules>(
        database_->url(), 8,
        panalo::app::SecurityOptions{panalo::security::MasterKey::fromBase64(panalo::testing::kTestMasterKey)});
    auto& wallet = modules_->wallet();
    wallet.ledgerAdmin.setVendor("PG", "PG Soft", true);
    wallet.ledgerAdmin.setVendor("JDB", "JDB Gaming", true);
    channel_ = wallet.deposits.addChannel("bank_transfer", "Crash Bank", "BDO 0012", "1.00", "10000.00");
    const auto hash = modules_->platform().passwordHasher.hash("Correct-Horse-42");
    for (int i = 0; i < kHotMembers; ++i) {
      panalo::repositories::NewMember member;
      member.account = "crash" + std::to_string(i);
      member.nickname = member.account;
      member.passwordHash = hash;
      const auto id = modules_->accounts().members.create(member);
      wallet.ledgerAdmin.adjust(member.account, panalo::money::formatMinor(kGrantMinor), true,
                                "grant-" + member.account, "crash test funds");
      tokens_.push_back(modules_->accounts().sessions.open(id, false, "127.0.0.1"));
    }
    logDir_ = std::filesystem::temp_directory_path() / ("panalo-crash-" + std::to_string(::getpid()));
    std::filesystem::create_directories(logDir_);
  }

  void TearDown() override {
    modules_.reset();
    database_.reset();
    std::error_code ignored;
    std::filesystem::remove_all(logDir_, ignored);
  }

  std::unique_ptr<ServerProcess> startServer(const std::string& logName) {
    return std::make_unique<ServerProcess>(
        std::map<std::string, std::string>{{"DATABASE_URL", database_->url()},
                                           {"PANALO_MASTER_KEY", panalo::testing::kTestMasterKey},
                                           {"PANALO_PORT", "0"},
                                           {"PANALO_THREADS", "2"},
                                           {"PANALO_DB_POOL_SIZE", "16"},
                                           {"PANALO_DEV_MESSAGES", "1"}},
        logDir_ / logName);
  }

  static panalo::testing::HttpResult post(const ServerProcess& server, const std::string& path, const json& body,
                                          const std::string& token) {
    return httpRequest("POST", server.url(path), body.dump(),
                       {{"Content-Type", "application/json"}, {"Authorization", "Bearer " + token}});
  }

  std::int64_t scalar(const std::string& sql) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx.exec1(sql)[0].as<std::int64_t>();
  }

  std::unique_ptr<panalo::testing::TestDatabase> database_;
  std::unique_ptr<panalo::app::Modules> modules_;
  std::int64_t channel_ = 0;
  std::vector<std::string> tokens_;
  std::filesystem::path logDir_;
};

TEST_F(WalletCrash, KillNineMidLoadThenRestartLosesNoAcknowledgedOperation) {
  auto server = startServer("first.log");

  std::mutex ackMutex;
  std::vector<Acknowledged> acks;
  std::vector<std::int64_t> approvals;  // deposit ids the operator's approval answered for
  std::atomic<bool> stop{false};
  std::atomic<int> answered{0};
  std::atomic<int> unexpected{0};
  std::string firstUnexpected;

  std::vector<std::thread> clients;
  clients.reserve(kClients);
  for (int t = 0; t < kClients; ++t) {
    clients.emplace_back([&, t] {
      std::mt19937 random(static_cast<std::mt19937::result_type>(1124 + t));
      for (int i = 0; !stop; ++i) {
        const auto member = static_cast<std::size_t>(random() % kHotMembers);
        const int op = static_cast<int>(random() % 100);
        const std::string key = "crash-" + std::to_string(t) + "-" + std::to_string(i);
        Acknowledged ack{member, op < 75 ? "transfer" : "deposit", key, {}, {}};
        if (op < 75) {
          ack.body = {{"transferType", op < 40 ? "in" : "out"},
                      {"vendor", random() % 2 == 0 ? "PG" : "JDB"},
                      {"amount", panalo::money::formatMinor(100 + static_cast<std::int64_t>(random() % 1'900))},
                      {"idempotencyKey", key}};
        } else {
          ack.body = {{"channelId", channel_},
                      {"amount", panalo::money::formatMinor(1'000 + static_cast<std::int64_t>(random() % 9'000))},
                      {"idempotencyKey", key}};
        }
        const char* path = op < 75 ? "/wps/relay/GCS_walletTransfer" : "/wps/v2/deposits";
        try {
          const auto result = post(*server, path, ack.body, tokens_[member]);
          if (result.status == 200) {
            ack.value = json::parse(result.body).at("value");
            const std::lock_guard<std::mutex> lock(ackMutex);
            acks.push_back(std::move(ack));
            ++answered;
          } else if (result.status != 422) {  // 422: quota_not_sufficient, a refusal that moved nothing
            const std::lock_guard<std::mutex> lock(ackMutex);
            if (++unexpected == 1) firstUnexpected = std::to_string(result.status) + " " + result.body;
          }
        } catch (const std::exception&) {
          // The server is gone (killed): this call's outcome is unknown, so
          // nothing was acknowledged. Wait for the stop.
          std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
      }
    });
  }
  // The operator approves pending deposits meanwhile (panaloctl's service, on
  // its own connections: it outlives the server).
  std::thread operatorThread([&] {
    auto& deposits = modules_->wallet().deposits;
    while (!stop) {
      for (const auto& pending : deposits.list("in_process")) {
        try {
          deposits.approve(pending.id);
          const std::lock_guard<std::mutex> lock(ackMutex);
          approvals.push_back(pending.id);
        } catch (const panalo::DomainError&) {
        }
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  });

  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (answered < kAcksBeforeKill && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  server->stop(SIGKILL);  // mid-load: 32 clients are sending
  const int answeredAtKill = answered;
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  stop = true;
  for (auto& client : clients) client.join();
  operatorThread.join();

  ASSERT_GE(answeredAtKill, kAcksBeforeKill) << "the load did not get going";
  EXPECT_EQ(unexpected.load(), 0) << firstUnexpected;
  std::cout << "[ crash ] " << acks.size() << " acknowledged calls, " << approvals.size()
            << " approvals before the kill\n";

  server = startServer("second.log");

  // Every acknowledged key: its effect once, and the first answer again.
  std::set<std::int64_t> journals;
  std::set<std::int64_t> depositIds;
  pqxx::connection connection(database_->url());
  for (const auto& ack : acks) {
    const auto path = ack.kind == "transfer" ? "/wps/relay/GCS_walletTransfer" : "/wps/v2/deposits";
    const auto retry = post(*server, path, ack.body, tokens_[ack.member]);
    ASSERT_EQ(retry.status, 200) << ack.key << " " << retry.body;
    const auto again = json::parse(retry.body).at("value");
    pqxx::read_transaction tx(connection);
    if (ack.kind == "transfer") {
      EXPECT_EQ(again, ack.value) << ack.key << ": a retry answers with the first answer";
      const auto journal = ack.value.at("transferId").get<std::int64_t>();
      EXPECT_TRUE(journals.insert(journal).second) << "two keys answered with journal " << journal;
      EXPECT_EQ(tx.exec_params1("SELECT count(*) FROM ledger_journals WHERE id = $1", journal)[0].as<int>(), 1);
      EXPECT_EQ(tx.exec_params1("SELECT count(*) FROM wallet_requests WHERE idempotency_key = $1 AND journal_id = $2",
                                ack.key, journal)[0]
                    .as<int>(),
                1)
          << ack.key;
    } else {
      const auto id = ack.value.at("depositId").get<std::int64_t>();
      EXPECT_EQ(again.at("depositId"), ack.value.at("depositId")) << ack.key;
      EXPECT_EQ(again.at("amountMinor"), ack.value.at("amountMinor")) << ack.key;
      EXPECT_TRUE(depositIds.insert(id).second) << "two keys answered with deposit " << id;
      EXPECT_EQ(tx.exec_params1("SELECT count(*) FROM deposit_requests WHERE id = $1 AND amount_minor = $2", id,
                                ack.value.at("amountMinor").get<std::int64_t>())[0]
                    .as<int>(),
                1)
          << ack.key;
    }
  }
  for (const auto id : approvals) {
    pqxx::read_transaction tx(connection);
    EXPECT_EQ(tx.exec_params1("SELECT count(*) FROM deposit_requests WHERE id = $1 AND status = 'approved' "
                              "AND journal_id IS NOT NULL",
                              id)[0]
                  .as<int>(),
              1)
        << "approved deposit " << id;
  }

  panalo::testing::expectLedgerInvariants(modules_->wallet().ledgerAdmin, database_->url());
  // Conserved: the members hold the grants plus the approved deposits (moves
  // between a main and a vendor wallet stay theirs); the house and payment
  // clearing hold minus the same.
  const auto approvedMinor =
      scalar("SELECT coalesce(sum(amount_minor), 0) FROM deposit_requests WHERE status = 'approved'");
  EXPECT_EQ(scalar("SELECT sum(balance) FROM ledger_accounts WHERE member_id IS NOT NULL"),
            kHotMembers * kGrantMinor + approvedMinor);
  EXPECT_EQ(scalar("SELECT balance FROM ledger_accounts WHERE kind = 'house'"), -kHotMembers * kGrantMinor);
  EXPECT_EQ(scalar("SELECT balance FROM ledger_accounts WHERE kind = 'payment_clearing'"), -approvedMinor);
  // The restarted server serves money calls as before.
  const auto fresh = post(
      *server, "/wps/relay/GCS_walletTransfer",
      {{"transferType", "in"}, {"vendor", "PG"}, {"amount", "0.01"}, {"idempotencyKey", "after-restart"}}, tokens_[0]);
  EXPECT_EQ(fresh.status, 200) << fresh.body;
  panalo::testing::expectLedgerInvariants(modules_->wallet().ledgerAdmin, database_->url());
}

}  // namespace

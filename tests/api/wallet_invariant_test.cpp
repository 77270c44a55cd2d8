// The ledger's invariants under load (issue 13): 10,000+ concurrent money calls
// over 10 hot members from 32 connections (transfers in and out of two vendor
// wallets, allIn, allOut, and house adjustments standing in for deposits and
// withdrawals), some retried with their key. Afterwards: no minor unit lost or
// created, no negative wallet, every balance the sum of its entries, every
// journal summing to zero, exactly one journal per effect. Driven through the
// wallet services on a pool of its own, as 32 request threads would.
#include <atomic>
#include <chrono>
#include <random>
#include <thread>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/ledger_service.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "ledger_invariants.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "wallet_fixture.hpp"

namespace {

using panalo::testing::WalletFixture;
namespace services = panalo::services;
namespace repositories = panalo::repositories;

class WalletInvariants : public WalletFixture {};

constexpr int kConnections = 32;
constexpr int kHotMembers = 10;
constexpr int kCallsPerConnection = 320;          // 10,240 calls in all
constexpr std::int64_t kStartingMinor = 100'000;  // 1,000.00 each

TEST_F(WalletInvariants, TenThousandConcurrentCallsOverTenHotWalletsLoseAndCreateNothing) {
  panalo::db::ConnectionPool pool(database_->url(), kConnections, std::chrono::seconds(60));
  repositories::LedgerRepository ledger(pool);
  repositories::SettingsRepository settings(pool);
  repositories::MemberRepository memberStore(pool);
  repositories::ResponsibleRepository breaks(pool);
  services::ResponsibleGamingService responsible(breaks);
  services::WalletService wallets(ledger, settings, responsible);
  services::LedgerService admin(ledger, memberStore);

  std::vector<repositories::Member> members;
  for (int i = 0; i < kHotMembers; ++i) {
    const auto player = newPlayer(panalo::money::formatMinor(kStartingMinor));
    members.push_back(*memberStore.findById(player.id));
  }
  const auto journalsBefore = countRows("SELECT count(*) FROM ledger_journals");
  const auto houseBefore = countRows("SELECT balance FROM ledger_accounts WHERE kind = 'house'");

  std::atomic<std::int64_t> netAdjusted{0};  // house -> members, first-time calls only
  std::atomic<std::int64_t> journalsMade{0};
  std::atomic<std::int64_t> calls{0};
  std::atomic<std::int64_t> refusals{0};
  std::atomic<std::int64_t> replays{0};
  std::atomic<int> unexpected{0};
  std::mutex failureMutex;
  std::string firstFailure;

  const auto started = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  threads.reserve(kConnections);
  for (int t = 0; t < kConnections; ++t) {
    threads.emplace_back([&, t] {
      std::mt19937 random(static_cast<std::mt19937::result_type>(20261124 + t));
      std::uniform_int_distribution<int> pickMember(0, kHotMembers - 1);
      std::uniform_int_distribution<int> pickOp(0, 99);
      std::uniform_int_distribution<std::int64_t> pickMinor(1, 5'000);
      const char* vendors[] = {"PG", "JDB"};
      for (int i = 0; i < kCallsPerConnection; ++i) {
        const auto& member = members[static_cast<std::size_t>(pickMember(random))];
        const int op = pickOp(random);
        const std::string key = "load-" + std::to_string(t) + "-" + std::to_string(i);
        const std::string vendor = vendors[random() % 2];
        const std::string amount = panalo::money::formatMinor(pickMinor(random));
        std::function<std::optional<std::int64_t>()> call;
        std::int64_t adjustment = 0;
        if (op < 35 || op >= 90) {
          services::TransferRequest request;
          request.idempotencyKey = key;
          request.vendor = vendor;
          if (op < 20) {
            request.type = services::TransferType::In;
            request.amount = amount;
          } else if (op < 35) {
            request.type = services::TransferType::Out;
            request.amount = amount;
          } else if (op < 95) {
            request.type = services::TransferType::AllIn;
          } else {
            request.type = services::TransferType::AllOut;
            if (op % 2 == 0) request.vendor.clear();
          }
          call = [&wallets, member, request] { return wallets.transfer(member, request).transferId; };
        } else {
          const bool credit = op < 65;
          adjustment = panalo::money::parseAmount(amount).minor * (credit ? 1 : -1);
          call = [&admin, member, amount, credit, key] {
            return admin.adjust(member.account, amount, credit, key, "load").transferId;
          };
        }
        try {
          ++calls;
          if (call()) {
            ++journalsMade;
            netAdjusted += adjustment;
          }
          // Every tenth call is retried with its key: it must change nothing.
          if (i % 10 == 0) {
            ++calls;
            ++replays;
            call();
          }
        } catch (const panalo::DomainError& error) {
          if (error.key() == "quota_not_sufficient") {
            ++refusals;
          } else {
            ++unexpected;
            const std::lock_guard<std::mutex> lock(failureMutex);
            if (firstFailure.empty()) firstFailure = error.key() + ": " + error.what();
          }
        } catch (const std::exception& error) {
          ++unexpected;
          const std::lock_guard<std::mutex> lock(failureMutex);
          if (firstFailure.empty()) firstFailure = error.what();
        }
      }
    });
  }
  for (auto& thread : threads) thread.join();
  const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << "[ wallet load ] " << calls << " calls (" << replays << " retries, " << refusals << " quota refusals, "
            << journalsMade << " journals) from " << kConnections << " connections in " << seconds
            << " s: " << static_cast<double>(calls) / seconds << " calls/s\n";

  EXPECT_EQ(unexpected.load(), 0) << firstFailure;
  EXPECT_GE(calls.load(), 10'000);
  EXPECT_GT(journalsMade.load(), 5'000) << "most calls must move money, or this proves little";

  // Every account against its entries, every journal, the total over all
  // accounts, no negative wallet.
  panalo::testing::expectLedgerInvariants(admin, database_->url());

  // Exactly one journal per effect: retries added none.
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals") - journalsBefore, journalsMade.load());
  // The members hold what they started with plus what the house gave them, to
  // the centavo; the house holds minus that.
  std::string ids;
  for (const auto& member : members) {
    if (!ids.empty()) ids += ',';
    ids += std::to_string(member.id);
  }
  const auto held = countRows("SELECT sum(balance) FROM ledger_accounts WHERE member_id IN (" + ids + ")");
  EXPECT_EQ(held, kHotMembers * kStartingMinor + netAdjusted.load());
  EXPECT_EQ(countRows("SELECT balance FROM ledger_accounts WHERE kind = 'house'"), houseBefore - netAdjusted.load());
  // No bound on the time: speed is benchmarks/run-wallet-transfers.sh's to
  // judge against a peer; here it is printed (about 21 s alone, 65 s or more on
  // a loaded machine, where a bound would fail for nothing).
}

// The HTTP test of the same (wallet_test.cpp) goes through the server's two
// request threads; here 100 threads on 32 connections reach the database at
// once, so the claim itself is what keeps the effect single.
TEST_F(WalletInvariants, TheSameKeyFrom100ThreadsOn32ConnectionsMovesMoneyOnce) {
  panalo::db::ConnectionPool pool(database_->url(), kConnections, std::chrono::seconds(60));
  repositories::LedgerRepository ledger(pool);
  repositories::SettingsRepository settings(pool);
  repositories::ResponsibleRepository breaks(pool);
  services::ResponsibleGamingService responsible(breaks);
  services::WalletService wallets(ledger, settings, responsible);
  const auto player = newPlayer("100.00");
  const auto member = *services().accounts().members.findById(player.id);
  services::TransferRequest request;
  request.type = services::TransferType::In;
  request.vendor = "PG";
  request.amount = "7.77";
  request.idempotencyKey = newKey();
  const auto journalsBefore = countRows("SELECT count(*) FROM ledger_journals");

  std::vector<std::optional<std::int64_t>> ids(100);
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  threads.reserve(ids.size());
  for (auto& id : ids) {
    threads.emplace_back([&, slot = &id] {
      try {
        *slot = wallets.transfer(member, request).transferId;
      } catch (const std::exception&) {
        ++failures;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures.load(), 0);
  for (const auto& id : ids) {
    ASSERT_TRUE(id.has_value());
    EXPECT_EQ(*id, *ids.front()) << "every retry answers with the first transfer";
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM ledger_journals"), journalsBefore + 1);
  const auto held = ledger.balancesOf(player.id);
  EXPECT_EQ(held.mainMinor, 10'000 - 777);
  ASSERT_EQ(held.vendors.size(), 1u);
  EXPECT_EQ(held.vendors.front().balanceMinor, 777);
}

}  // namespace

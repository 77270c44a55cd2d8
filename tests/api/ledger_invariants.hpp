#pragma once
// The ledger's invariants (issue 13), checked the same way by every suite that
// loads the wallet (wallet_invariant_test, wallet_crash_test): every account's
// balance is the sum of its entries, every journal sums to zero, the balances
// of all accounts (members, house, payment clearing, bonus, commission) total
// zero, so no minor unit was created or lost, and no member wallet is negative.

#include <gtest/gtest.h>
#include <pqxx/pqxx>

#include <string>

#include "domains/wallet/ledger_service.hpp"

namespace panalo::testing {

inline void expectLedgerInvariants(services::LedgerService& ledger, const std::string& databaseUrl) {
  const auto trial = ledger.trialBalance();
  EXPECT_TRUE(trial.ok()) << "the trial balance fails";
  EXPECT_EQ(trial.totalBalance, "0") << "money was created or lost";
  EXPECT_EQ(trial.unbalancedJournals, 0) << "journals that do not sum to zero";
  for (const auto& line : trial.accounts) {
    EXPECT_TRUE(line.matches) << "account " << line.accountId << " (" << line.kind << ") holds " << line.balanceMinor
                              << " but its entries sum to " << line.entrySum;
  }
  pqxx::connection connection(databaseUrl);
  pqxx::read_transaction tx(connection);
  EXPECT_EQ(tx.exec1("SELECT count(*) FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0")[0].as<int>(),
            0)
      << "a member wallet is negative";
}

}  // namespace panalo::testing

#pragma once
// The platform's side of the seamless wallet (0021 seamless_transactions, 0016
// bets, 0014 ledger), one transaction per call. Its row for the vendor's
// transaction id is claimed first (the exactly-once guard); then the bet row
// is locked or written; then the ledger accounts are locked by
// LedgerRepository::post (rows before ledger accounts, the one order every
// money path uses, so none can deadlock another).

#include <cstdint>
#include <string>

#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/seamless_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class SeamlessRepository {
 public:
  SeamlessRepository(db::ConnectionPool& pool, LedgerRepository& ledger) : pool_(pool), ledger_(ledger) {}

  // Applies one checked request for `memberId`. `singleWallet` says where a
  // debit takes its stake (the main wallet, else the member's wallet at the
  // vendor); credits and rollbacks go back where their debit came from.
  // Throws DomainError: idempotency_key_reused (the id was used for another
  // request), quota_not_sufficient, seamless_round_conflict,
  // seamless_round_unknown, seamless_transaction_rolled_back. Nothing changes
  // on any error.
  services::SeamlessAnswer apply(const services::SeamlessRequest& request, std::int64_t memberId, bool singleWallet,
                                 const std::string& fingerprint);

 private:
  db::ConnectionPool& pool_;
  LedgerRepository& ledger_;
};

}  // namespace panalo::repositories

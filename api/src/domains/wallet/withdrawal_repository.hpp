#pragma once
// Withdrawal requests (0015). The money leaves the main wallet at request time
// (a journal member main -> payment_clearing written with the request in the
// member's money call); a disbursement is a status change, a rejection the
// reversing journal that refunds it, in the same transaction as the status.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <pqxx/pqxx>

#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/payment_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class WithdrawalRepository {
 public:
  WithdrawalRepository(db::ConnectionPool& pool, LedgerRepository& ledger) : pool_(pool), ledger_(ledger) {}

  // Inside the member's money call, with the journal that moved the money.
  static std::int64_t insertWithdrawal(pqxx::work& tx, std::int64_t memberId, std::int64_t amountMinor,
                                       std::int64_t journalId);
  // What must be wagered: approved deposits x `multiple` plus bonus credits
  // (the net of the member's journals that moved money out of the bonus
  // account) x `bonusMultiple`; and valid bets (from a `bets` table with
  // member_id and valid_bet_minor once game play creates one; 0 before).
  static services::Turnover turnover(pqxx::transaction_base& tx, std::int64_t memberId, std::int64_t multiple,
                                     std::int64_t bonusMultiple);
  services::Turnover turnover(std::int64_t memberId, std::int64_t multiple, std::int64_t bonusMultiple);

  std::optional<services::WithdrawalRecord> find(std::int64_t id);
  std::vector<services::WithdrawalRecord> ofMember(std::int64_t memberId, int limit);
  std::vector<services::WithdrawalRecord> list(const std::string& status, int limit);

  // The operator's decisions, once each: an in_process request becomes
  // disbursed, or rejected with its refund journal. DomainError NotFound,
  // Conflict request_already_decided.
  services::WithdrawalRecord disburse(std::int64_t id);
  services::WithdrawalRecord reject(std::int64_t id);

  // The member's confirmation of a disbursed withdrawal of theirs, once:
  // DomainError NotFound (no such withdrawal of this member), Conflict
  // withdrawal_not_confirmable (not disbursed), InvalidInput
  // received_amount_invalid (partly received: not below the amount).
  // Spec section 4: a disbursement the member has not confirmed within
  // `minutes` counts as received (the member's forced receipt: nothing is
  // refunded). Run before anything reads or confirms withdrawals.
  void autoConfirm(std::int64_t minutes);

  services::WithdrawalRecord confirm(std::int64_t memberId, std::int64_t id, const std::string& status,
                                     std::optional<std::int64_t> receivedMinor,
                                     const std::vector<services::ProofImage>& proofs);

 private:
  db::ConnectionPool& pool_;
  LedgerRepository& ledger_;
};

}  // namespace panalo::repositories

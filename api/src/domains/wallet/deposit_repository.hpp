#pragma once
// Payment channels, deposit requests and player deposit limits (0015) through
// prepared statements. Money moves only through LedgerRepository: a request is
// written inside the member's money call, and an approval posts its journal in
// the same transaction that moves the request out of in_process.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <pqxx/pqxx>

#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/payment_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class DepositRepository {
 public:
  DepositRepository(db::ConnectionPool& pool, LedgerRepository& ledger) : pool_(pool), ledger_(ledger) {}

  std::vector<services::PaymentChannel> channels(bool enabledOnly);
  std::optional<services::PaymentChannel> findChannel(std::int64_t id);
  std::int64_t addChannel(const services::PaymentChannel& channel);
  bool setChannelEnabled(std::int64_t id, bool enabled);  // false: no such channel

  // Inside a money call's transaction (the member's wallets are locked, so the
  // member's deposit requests are serialised): the request row.
  static std::int64_t insertDeposit(pqxx::work& tx, std::int64_t memberId, std::int64_t channelId,
                                    std::int64_t amountMinor);
  // Deposits requested and not rejected in the rolling window of `period`
  // (1, 7 or 30 days), and the limit in force for it.
  static std::int64_t usedInWindow(pqxx::transaction_base& tx, std::int64_t memberId, const std::string& period);
  static std::optional<std::int64_t> limitInForce(pqxx::transaction_base& tx, std::int64_t memberId,
                                                  const std::string& period);

  std::vector<services::DepositLimit> limits(std::int64_t memberId);
  // A new limit row effective at once or after 24 hours (the service decides).
  void addLimitChange(std::int64_t memberId, const std::string& period, std::optional<std::int64_t> amountMinor,
                      bool immediately);

  std::optional<services::DepositRecord> find(std::int64_t id);
  std::vector<services::DepositRecord> ofMember(std::int64_t memberId, int limit);
  std::vector<services::DepositRecord> list(const std::string& status, int limit);  // status empty: all

  // The operator's decision, once: locks the request, refuses anything but
  // in_process (DomainError Conflict request_already_decided; NotFound), and
  // for an approval posts payment_clearing -> member main in the same
  // transaction. Concurrent approvals wait on the row lock; one credits.
  services::DepositRecord decide(std::int64_t id, bool approve);

 private:
  db::ConnectionPool& pool_;
  LedgerRepository& ledger_;
};

}  // namespace panalo::repositories

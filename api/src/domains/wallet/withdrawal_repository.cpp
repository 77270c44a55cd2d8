#include "domains/wallet/withdrawal_repository.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

const std::string kColumns =
    "SELECT w.id, w.member_id, m.account, w.amount_minor, w.status, w.received_minor, "
    "to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
    "to_char(w.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') "
    "FROM withdrawal_requests w JOIN members m ON m.id = w.member_id ";
const std::string kFindSql = kColumns + "WHERE w.id = $1";
const std::string kOfMemberSql = kColumns + "WHERE w.member_id = $1 ORDER BY w.id DESC LIMIT $2";
const std::string kListSql = kColumns + "WHERE $1 = '' OR w.status = $1 ORDER BY w.id DESC LIMIT $2";
const db::Statement kFind{"withdrawal_find", kFindSql.c_str()};
const db::Statement kOfMember{"withdrawal_of_member", kOfMemberSql.c_str()};
const db::Statement kList{"withdrawal_list", kListSql.c_str()};

const char* const kInsertSql =
    "INSERT INTO withdrawal_requests (member_id, amount_minor, journal_id) VALUES ($1, $2, $3) RETURNING id";
const db::Statement kLock{"withdrawal_lock",
                          "SELECT member_id, amount_minor, status, journal_id FROM withdrawal_requests "
                          "WHERE id = $1 FOR UPDATE"};
const db::Statement kDecide{"withdrawal_decide",
                            "UPDATE withdrawal_requests SET status = $2, refund_journal_id = $3, decided_at = now() "
                            "WHERE id = $1"};

const db::Statement kConfirm{"withdrawal_confirm",
                             "UPDATE withdrawal_requests SET status = $2, received_minor = $3, confirmed_at = now() "
                             "WHERE id = $1"};
const db::Statement kProof{"withdrawal_proof_insert",
                           "INSERT INTO withdrawal_proofs (withdrawal_id, content_type, image) VALUES ($1, $2, $3)"};

const db::Statement kAutoConfirm{
    "withdrawal_auto_confirm",
    "UPDATE withdrawal_requests SET status = 'received', received_minor = amount_minor, confirmed_at = now() "
    "WHERE status = 'disbursed' AND decided_at <= now() - make_interval(mins => $1::int)"};

const char* const kDepositsSql =
    "SELECT coalesce(sum(amount_minor), 0)::text FROM deposit_requests WHERE member_id = $1 AND status = 'approved'";
// The wagering bonuses require: what the bonus account gave up in the member's
// journals, each times its grant's own multiple (bonuses grant --turnover-multiple),
// else the site's bonus multiple ($2). A reversal taking a bonus back counts
// against it with the multiple of the grant it reverses. numeric: no overflow.
const char* const kBonusTurnoverSql =
    "SELECT greatest(coalesce(sum(-e.amount::numeric * coalesce(g.turnover_multiple, r.turnover_multiple, $2)), 0), 0)"
    "::text FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id "
    "LEFT JOIN bonus_grants g ON g.journal_id = j.id LEFT JOIN bonus_grants r ON r.journal_id = j.reverses_journal_id "
    "WHERE j.member_id = $1 AND e.account_id = (SELECT id FROM ledger_accounts WHERE kind = 'bonus' "
    "AND member_id IS NULL)";
const char* const kBetsSql = "SELECT coalesce(sum(valid_bet_minor), 0)::text FROM bets WHERE member_id = $1";

services::WithdrawalRecord recordOf(const pqxx::row& row) {
  services::WithdrawalRecord record;
  record.id = row[0].as<std::int64_t>();
  record.memberId = row[1].as<std::int64_t>();
  record.account = row[2].as<std::string>();
  record.amountMinor = row[3].as<std::int64_t>();
  record.status = row[4].as<std::string>();
  if (!row[5].is_null()) record.receivedMinor = row[5].as<std::int64_t>();
  record.createdAt = row[6].as<std::string>();
  if (!row[7].is_null()) record.decidedAt = row[7].as<std::string>();
  return record;
}

// Sums over many rows may pass 64 bits: read as text and saturate.
std::int64_t saturated(const std::string& text) {
  try {
    return std::stoll(text);
  } catch (const std::out_of_range&) {
    return INT64_MAX;
  }
}

}  // namespace

std::int64_t WithdrawalRepository::insertWithdrawal(pqxx::work& tx, std::int64_t memberId, std::int64_t amountMinor,
                                                    std::int64_t journalId) {
  return tx.exec_params1(kInsertSql, memberId, amountMinor, journalId)[0].as<std::int64_t>();
}

namespace {

// amount x multiple, saturating at the largest 64-bit value.
std::int64_t timesSaturated(std::int64_t amount, std::int64_t multiple) {
  std::int64_t product = 0;
  return __builtin_mul_overflow(amount, multiple, &product) ? INT64_MAX : product;
}

}  // namespace

services::Turnover WithdrawalRepository::turnover(pqxx::transaction_base& tx, std::int64_t memberId,
                                                  std::int64_t multiple, std::int64_t bonusMultiple) {
  services::Turnover turnover;
  turnover.multiple = multiple;
  turnover.bonusMultiple = bonusMultiple;
  const auto deposits = saturated(tx.exec_params1(kDepositsSql, memberId)[0].as<std::string>());
  const auto bonusRequired =
      saturated(tx.exec_params1(kBonusTurnoverSql, memberId, bonusMultiple)[0].as<std::string>());
  std::int64_t required = 0;
  turnover.requiredMinor =
      __builtin_add_overflow(timesSaturated(deposits, multiple), bonusRequired, &required) ? INT64_MAX : required;
  turnover.wageredMinor = saturated(tx.exec_params1(kBetsSql, memberId)[0].as<std::string>());
  turnover.remainingMinor =
      turnover.wageredMinor >= turnover.requiredMinor ? 0 : turnover.requiredMinor - turnover.wageredMinor;
  return turnover;
}

services::Turnover WithdrawalRepository::turnover(std::int64_t memberId, std::int64_t multiple,
                                                  std::int64_t bonusMultiple) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return turnover(tx, memberId, multiple, bonusMultiple);
}

std::optional<services::WithdrawalRecord> WithdrawalRepository::find(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kFind);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFind.name, id);
  if (rows.empty()) return std::nullopt;
  return recordOf(rows[0]);
}

std::vector<services::WithdrawalRecord> WithdrawalRepository::ofMember(std::int64_t memberId, int limit) {
  auto lease = pool_.acquire();
  lease->prepare(kOfMember);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::WithdrawalRecord> list;
  for (const auto& row : tx.exec_prepared(kOfMember.name, memberId, limit)) list.push_back(recordOf(row));
  return list;
}

std::vector<services::WithdrawalRecord> WithdrawalRepository::list(const std::string& status, int limit) {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::WithdrawalRecord> records;
  for (const auto& row : tx.exec_prepared(kList.name, status, limit)) records.push_back(recordOf(row));
  return records;
}

namespace {

// A withdrawal request locked while it is in_process: whose, how much, and the
// journal that held the money (a named struct, not a tuple: the refund lambda
// captures it, and C++17 lambdas cannot capture structured bindings).
struct LockedWithdrawal {
  std::int64_t memberId;
  std::int64_t amountMinor;
  std::int64_t journalId;
};

LockedWithdrawal lockPending(pqxx::work& tx, std::int64_t id) {
  const auto rows = tx.exec_prepared(kLock.name, id);
  if (rows.empty()) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no such withdrawal request");
  if (rows[0][2].as<std::string>() != "in_process") {
    throw DomainError(ErrorKind::Conflict, error_keys::kRequestAlreadyDecided,
                      "This withdrawal was already " + rows[0][2].as<std::string>());
  }
  return {rows[0][0].as<std::int64_t>(), rows[0][1].as<std::int64_t>(), rows[0][3].as<std::int64_t>()};
}

}  // namespace

services::WithdrawalRecord WithdrawalRepository::disburse(std::int64_t id) {
  {
    auto lease = pool_.acquire();
    for (const auto* statement : {&kLock, &kDecide}) lease->prepare(*statement);
    pqxx::work tx(lease->connection());
    lockPending(tx, id);
    tx.exec_prepared(kDecide.name, id, "disbursed", std::optional<std::int64_t>());
    tx.commit();
  }
  return *find(id);
}

services::WithdrawalRecord WithdrawalRepository::reject(std::int64_t id) {
  {
    auto lease = pool_.acquire();
    for (const auto* statement : {&kLock, &kDecide}) lease->prepare(*statement);
    pqxx::work tx(lease->connection());
    const LockedWithdrawal pending = lockPending(tx, id);
    const std::int64_t amount = pending.amountMinor;
    const auto refund =
        ledger_.post(*lease, tx, pending.memberId, {"payment_clearing"}, [&](const LockedAccounts& accounts) {
          const auto* clearing = accounts.systemAccount("payment_clearing");
          if (clearing == nullptr) {
            throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no payment clearing account");
          }
          JournalPlan plan;
          plan.kind = "reversal";
          plan.memo = "withdrawal " + std::to_string(id) + " rejected: refund";
          plan.reversesJournalId = pending.journalId;
          plan.entries = {{clearing->id, -amount}, {accounts.main.id, amount}};
          plan.amountMinor = amount;
          return plan;
        });
    tx.exec_prepared(kDecide.name, id, "rejected", refund.journalId);
    tx.commit();
  }
  return *find(id);
}

void WithdrawalRepository::autoConfirm(std::int64_t minutes) {
  auto lease = pool_.acquire();
  lease->prepare(kAutoConfirm);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kAutoConfirm.name, minutes);
  tx.commit();
}

services::WithdrawalRecord WithdrawalRepository::confirm(std::int64_t memberId, std::int64_t id,
                                                         const std::string& status,
                                                         std::optional<std::int64_t> receivedMinor,
                                                         const std::vector<services::ProofImage>& proofs) {
  {
    auto lease = pool_.acquire();
    for (const auto* statement : {&kLock, &kConfirm, &kProof}) lease->prepare(*statement);
    pqxx::work tx(lease->connection());
    const auto rows = tx.exec_prepared(kLock.name, id);
    // Another member's withdrawal reads as missing: its existence is not told.
    if (rows.empty() || rows[0][0].as<std::int64_t>() != memberId) {
      throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no such withdrawal");
    }
    if (rows[0][2].as<std::string>() != "disbursed") {
      throw DomainError(ErrorKind::Conflict, error_keys::kWithdrawalNotConfirmable,
                        "Only a disbursed withdrawal can be confirmed, once");
    }
    const auto amount = rows[0][1].as<std::int64_t>();
    if (status == "received") receivedMinor = amount;
    if (status == "not_received") receivedMinor = 0;
    if (status == "partly_received" && (!receivedMinor || *receivedMinor >= amount)) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kReceivedAmountInvalid,
                        "The amount received must be below the amount withdrawn");
    }
    tx.exec_prepared(kConfirm.name, id, status, receivedMinor);
    for (const auto& proof : proofs) {
      const pqxx::binarystring image(proof.bytes.data(), proof.bytes.size());
      tx.exec_prepared(kProof.name, id, proof.contentType, image);
    }
    tx.commit();
  }
  return *find(id);
}

}  // namespace panalo::repositories

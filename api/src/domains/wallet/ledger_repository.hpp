#pragma once
// The ledger tables (0014_wallet_ledger.sql) through prepared statements. The
// database itself enforces balanced journals, append-only entries and
// non-negative member wallets; this class adds the order in which a money call
// takes its locks and the idempotency claim that makes a retry harmless.

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <pqxx/pqxx>

#include "domains/wallet/wallet_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct LedgerAccount {
  std::int64_t id = 0;
  std::string kind;    // member_main, member_vendor, house, ...
  std::string vendor;  // member_vendor only
  std::int64_t balanceMinor = 0;
};

// A member's wallets (and any system accounts asked for), locked FOR UPDATE
// until the money call's transaction ends.
struct LockedAccounts {
  LedgerAccount main;
  std::vector<LedgerAccount> vendors;  // by account id
  std::vector<LedgerAccount> system;   // the system kinds asked for
  // Another member's main wallet, when the call names one (a transfer to the upline).
  std::optional<LedgerAccount> counterpartyMain;
  const LedgerAccount* vendor(const std::string& code) const;
  const LedgerAccount* systemAccount(const std::string& kind) const;
};

// What a money call posts: one journal of entries (account id, signed amount)
// that sum to zero, or nothing at all when `entries` is empty.
struct JournalPlan {
  std::string kind = "transfer";  // ledger_journals.kind
  std::string memo;
  std::optional<std::int64_t> reversesJournalId;  // kind "reversal" only
  std::vector<std::pair<std::int64_t, std::int64_t>> entries;
  std::int64_t amountMinor = 0;  // what the call reports as moved
};

// A money call's answer and whether it is a stored one (the key was used before
// with the same request).
struct MoneyCallOutcome {
  services::TransferResult result;
  bool replayed = false;
};

// A journal posted inside a caller's transaction, and the balances right after it.
struct PostedJournal {
  std::optional<std::int64_t> journalId;  // none when the plan had no entries
  LockedAccounts after;
};

// Runs inside a money call's transaction once its journal is posted: writes the
// call's own rows (a deposit or withdrawal request) and returns their id, which
// is stored in the answer. It may throw a DomainError: everything rolls back.
using RecordRequest = std::function<std::optional<std::int64_t>(pqxx::work&, std::optional<std::int64_t> journalId)>;

class LedgerRepository {
 public:
  explicit LedgerRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // One money call, in one transaction:
  //  1. claims (memberId, idempotencyKey) with `fingerprint` (the request in
  //     canonical form). A concurrent call with the same key waits here for the
  //     first to finish. When the key is already taken: the stored answer if
  //     the fingerprint is the same (replayed), else DomainError(Conflict,
  //     idempotency_key_reused); nothing is posted either way;
  //  2. opens the member's main wallet and the wallets of `openVendors` if
  //     missing, then locks all of the member's accounts and `systemKinds` in
  //     account-id order, the one order every money call uses, so two calls
  //     can never wait on each other in a cycle;
  //     With `counterpartyMemberId`, that member's main wallet is opened if
  //     missing and locked in the same id-ordered pass (LockedAccounts::
  //     counterpartyMain), so money can move between two members;
  //  3. asks `plan` for the journal (it may throw a DomainError: everything is
  //     rolled back, the claim too), checks it (amounts non-zero, sum zero, no
  //     64-bit overflow), posts it, and stores the answer with the key.
  // The balances in the answer are the ones right after the journal.
  MoneyCallOutcome moneyCall(std::int64_t memberId, const std::string& idempotencyKey, const std::string& fingerprint,
                             const std::vector<std::string>& openVendors, const std::vector<std::string>& systemKinds,
                             const std::function<JournalPlan(const LockedAccounts&)>& plan,
                             const RecordRequest& record = {},
                             std::optional<std::int64_t> counterpartyMemberId = std::nullopt);

  // Steps 2 and 3 of a money call inside the caller's transaction on
  // `connection`, for calls whose exactly-once guard is a row of their own
  // (an operator's decision on a request, locked FOR UPDATE first: request
  // rows are always locked before ledger accounts, never after).
  PostedJournal post(db::PooledConnection& connection, pqxx::work& tx, std::int64_t memberId,
                     const std::vector<std::string>& systemKinds,
                     const std::function<JournalPlan(const LockedAccounts&)>& plan);

  // The member's main balance and vendor wallets as they are (no locks); no
  // rows (a member who never moved money) reads as zero.
  struct MemberBalances {
    std::int64_t mainMinor = 0;
    std::vector<services::VendorWallet> vendors;  // only wallets the member has
  };
  MemberBalances balancesOf(std::int64_t memberId);

  std::vector<services::GameVendor> vendors();
  std::optional<services::GameVendor> findVendor(const std::string& code);
  void upsertVendor(const std::string& code, const std::string& name, bool enabled);

  // Every account against the sum of its entries, and every journal's sum, in
  // one consistent snapshot.
  services::TrialBalance trialBalance();

  // Deletes idempotency claims (wallet_requests) made more than `age` ago, in
  // batches; the journals and requests they answered for stay. A retry of a
  // purged key would be taken as a new call: LedgerService keeps a floor.
  std::int64_t purgeRequestsOlderThan(std::chrono::seconds age);
  std::int64_t countRequestsOlderThan(std::chrono::seconds age);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

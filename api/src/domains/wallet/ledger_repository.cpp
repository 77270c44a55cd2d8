#include "domains/wallet/ledger_repository.hpp"

#include <pqxx/pqxx>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

// Step 1: the claim. A second call with the same key blocks on the primary key
// until the first commits (then DO NOTHING) or rolls back (then this one claims it).
const db::Statement kClaim{"wallet_request_claim",
                           "INSERT INTO wallet_requests (member_id, idempotency_key, fingerprint) VALUES ($1, $2, $3) "
                           "ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING 1"};
const db::Statement kStored{"wallet_request_stored",
                            "SELECT fingerprint, response::text FROM wallet_requests "
                            "WHERE member_id = $1 AND idempotency_key = $2"};
const db::Statement kAnswer{"wallet_request_answer",
                            "UPDATE wallet_requests SET journal_id = $3, response = $4::jsonb "
                            "WHERE member_id = $1 AND idempotency_key = $2"};

// Step 2: wallets open on first use, then one ordered lock over all of them.
const db::Statement kOpenMain{"ledger_open_main",
                              "INSERT INTO ledger_accounts (kind, member_id) VALUES ('member_main', $1) "
                              "ON CONFLICT (member_id) WHERE kind = 'member_main' DO NOTHING"};
const db::Statement kOpenVendor{"ledger_open_vendor",
                                "INSERT INTO ledger_accounts (kind, member_id, vendor_code) "
                                "VALUES ('member_vendor', $1, $2) "
                                "ON CONFLICT (member_id, vendor_code) WHERE kind = 'member_vendor' DO NOTHING"};
// Rows are locked as the sort hands them out, so in id order. $2 is a
// comma-separated list of system kinds (libpqxx 6 binds no arrays).
// $3, when not NULL, is a second member whose main wallet joins the same
// ordered lock (column 5 tells it from the caller's own wallets).
const db::Statement kLock{"ledger_lock_accounts_v2",
                          "SELECT id, kind, coalesce(vendor_code, ''), balance, member_id IS DISTINCT FROM $1 "
                          "FROM ledger_accounts "
                          "WHERE member_id = $1 OR (member_id IS NULL AND kind = ANY (string_to_array($2, ','))) "
                          "OR (member_id = $3 AND kind = 'member_main') "
                          "ORDER BY id FOR UPDATE"};

// Step 3: the journal and its entries; the entry trigger moves each balance.
const db::Statement kJournal{
    "ledger_insert_journal_v2",
    "INSERT INTO ledger_journals (kind, member_id, memo, reverses_journal_id) VALUES ($1, $2, $3, $4) "
    "RETURNING id"};
const db::Statement kEntry{"ledger_insert_entry",
                           "INSERT INTO ledger_entries (journal_id, account_id, amount) VALUES ($1, $2, $3) "
                           "RETURNING balance_after"};

const db::Statement kBalances{"ledger_member_balances",
                              "SELECT kind, coalesce(a.vendor_code, ''), coalesce(v.name, ''), a.balance "
                              "FROM ledger_accounts a LEFT JOIN game_vendors v ON v.code = a.vendor_code "
                              "WHERE a.member_id = $1 ORDER BY v.sort_order, a.vendor_code"};
const db::Statement kVendors{"ledger_vendors",
                             "SELECT code, name, enabled FROM game_vendors ORDER BY sort_order, code"};
const db::Statement kVendor{"ledger_vendor", "SELECT code, name, enabled FROM game_vendors WHERE code = $1"};
const db::Statement kUpsertVendor{"ledger_upsert_vendor",
                                  "INSERT INTO game_vendors (code, name, enabled) VALUES ($1, $2, $3) "
                                  "ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, enabled = EXCLUDED.enabled"};

const db::Statement kTrialAccounts{
    "ledger_trial_accounts",
    "SELECT a.id, a.kind, a.member_id, coalesce(a.vendor_code, ''), a.balance, coalesce(s.total, 0)::text, "
    "coalesce(s.entries, 0), a.balance = coalesce(s.total, 0) "
    "FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total, count(*) AS entries "
    "FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id ORDER BY a.id"};
const db::Statement kTrialTotals{
    "ledger_trial_totals",
    "SELECT (SELECT coalesce(sum(balance), 0)::text FROM ledger_accounts), "
    "(SELECT count(*) FROM ledger_journals j WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e "
    "  WHERE e.journal_id = j.id)) + (SELECT count(*) FROM (SELECT journal_id FROM ledger_entries "
    "  GROUP BY journal_id HAVING sum(amount) <> 0 OR count(*) < 2) u), "
    "(SELECT count(*) FROM ledger_journals), (SELECT count(*) FROM ledger_entries)"};

const db::Statement kPurgeRequests{
    "wallet_requests_purge",
    "DELETE FROM wallet_requests WHERE (member_id, idempotency_key) IN (SELECT member_id, idempotency_key "
    "FROM wallet_requests WHERE created_at < now() - make_interval(secs => $1) LIMIT $2 FOR UPDATE SKIP LOCKED)"};
const db::Statement kCountOldRequests{
    "wallet_requests_count_old",
    "SELECT count(*) FROM wallet_requests WHERE created_at < now() - make_interval(secs => $1)"};
constexpr std::int64_t kPurgeBatch = 5000;

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const auto& word : words) {
    if (!text.empty()) text += ',';
    text += word;
  }
  return text;
}

// The stored answer's own format (not the API's JSON: wallet_json.cpp makes that).
std::string encodeResult(const services::TransferResult& result) {
  nlohmann::json vendors = nlohmann::json::array();
  for (const auto& wallet : result.vendors) {
    vendors.push_back({{"vendor", wallet.vendor}, {"name", wallet.name}, {"balance", wallet.balanceMinor}});
  }
  return nlohmann::json{{"transferId", result.transferId ? nlohmann::json(*result.transferId) : nlohmann::json()},
                        {"requestId", result.requestId ? nlohmann::json(*result.requestId) : nlohmann::json()},
                        {"amount", result.amountMinor},
                        {"main", result.mainMinor},
                        {"vendors", vendors}}
      .dump();
}

services::TransferResult decodeResult(const std::string& text) {
  const auto stored = nlohmann::json::parse(text);
  services::TransferResult result;
  if (!stored.at("transferId").is_null()) result.transferId = stored.at("transferId").get<std::int64_t>();
  if (stored.contains("requestId") && !stored.at("requestId").is_null()) {
    result.requestId = stored.at("requestId").get<std::int64_t>();
  }
  result.amountMinor = stored.at("amount").get<std::int64_t>();
  result.mainMinor = stored.at("main").get<std::int64_t>();
  for (const auto& wallet : stored.at("vendors")) {
    result.vendors.push_back({wallet.at("vendor"), wallet.at("name"), wallet.at("balance").get<std::int64_t>()});
  }
  return result;
}

// The journal a plan describes must balance and stay inside 64 bits for every
// account it touches; the database checks both again at commit.
void checkPlan(const JournalPlan& plan, const std::map<std::int64_t, LedgerAccount*>& accounts) {
  std::int64_t sum = 0;
  for (const auto& [accountId, amount] : plan.entries) {
    const auto account = accounts.find(accountId);
    if (amount == 0 || account == accounts.end()) {
      throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "a journal plan names a bad entry");
    }
    const auto next = money::checkedAdd(account->second->balanceMinor, amount);
    const auto total = money::checkedAdd(sum, amount);
    if (!next || !total) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kAmountTooLarge, "The amount is too large");
    }
    account->second->balanceMinor = *next;
    sum = *total;
  }
  if (sum != 0 || plan.entries.size() == 1) {
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "a journal plan does not balance");
  }
}

}  // namespace

const LedgerAccount* LockedAccounts::vendor(const std::string& code) const {
  for (const auto& account : vendors) {
    if (account.vendor == code) return &account;
  }
  return nullptr;
}

const LedgerAccount* LockedAccounts::systemAccount(const std::string& kind) const {
  for (const auto& account : system) {
    if (account.kind == kind) return &account;
  }
  return nullptr;
}

namespace {

void prepareMoneyStatements(db::PooledConnection& connection) {
  for (const auto* statement :
       {&kClaim, &kStored, &kAnswer, &kOpenMain, &kOpenVendor, &kLock, &kJournal, &kEntry, &kBalances}) {
    connection.prepare(*statement);
  }
}

// Step 2: the member's wallets opened if missing, then every account locked in id order.
LockedAccounts lockAccounts(pqxx::work& tx, std::int64_t memberId, const std::vector<std::string>& openVendors,
                            const std::vector<std::string>& systemKinds,
                            std::optional<std::int64_t> counterpartyMemberId = std::nullopt) {
  tx.exec_prepared(kOpenMain.name, memberId);
  if (counterpartyMemberId) tx.exec_prepared(kOpenMain.name, *counterpartyMemberId);
  for (const auto& vendor : openVendors) tx.exec_prepared(kOpenVendor.name, memberId, vendor);
  LockedAccounts locked;
  for (const auto& row : tx.exec_prepared(kLock.name, memberId, joined(systemKinds), counterpartyMemberId)) {
    LedgerAccount account{row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::string>(),
                          row[3].as<std::int64_t>()};
    const bool counterparty = row[1].as<std::string>() == "member_main" && row[4].as<bool>();
    if (counterparty) {
      locked.counterpartyMain = account;
    } else if (account.kind == "member_main") {
      locked.main = account;
    } else if (account.kind == "member_vendor") {
      locked.vendors.push_back(account);
    } else {
      locked.system.push_back(account);
    }
  }
  return locked;
}

// Step 3: the plan checked and posted; the balances after it.
PostedJournal postPlan(pqxx::work& tx, std::int64_t memberId, const LockedAccounts& locked,
                       const JournalPlan& journal) {
  // The answer's balances: the locked ones moved by the plan (checked below
  // against what the entry trigger says each balance became).
  PostedJournal posted{std::nullopt, locked};
  auto& after = posted.after;
  std::map<std::int64_t, LedgerAccount*> byId{{after.main.id, &after.main}};
  for (auto& account : after.vendors) byId[account.id] = &account;
  for (auto& account : after.system) byId[account.id] = &account;
  if (after.counterpartyMain) byId[after.counterpartyMain->id] = &*after.counterpartyMain;
  checkPlan(journal, byId);
  if (journal.entries.empty()) return posted;
  const auto journalId =
      tx.exec_prepared1(kJournal.name, journal.kind, memberId, journal.memo, journal.reversesJournalId)[0]
          .as<std::int64_t>();
  // Entries in account-id order too: the trigger's row updates then follow
  // the same order as the locks (already held, so this is belt and braces).
  auto entries = journal.entries;
  std::sort(entries.begin(), entries.end());
  for (const auto& [accountId, amount] : entries) {
    const auto balance = tx.exec_prepared1(kEntry.name, journalId, accountId, amount)[0].as<std::int64_t>();
    if (balance != byId.at(accountId)->balanceMinor) {
      throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "a ledger balance moved under its lock");
    }
  }
  posted.journalId = journalId;
  return posted;
}

}  // namespace

MoneyCallOutcome LedgerRepository::moneyCall(std::int64_t memberId, const std::string& idempotencyKey,
                                             const std::string& fingerprint,
                                             const std::vector<std::string>& openVendors,
                                             const std::vector<std::string>& systemKinds,
                                             const std::function<JournalPlan(const LockedAccounts&)>& plan,
                                             const RecordRequest& record,
                                             std::optional<std::int64_t> counterpartyMemberId) {
  auto lease = pool_.acquire();
  prepareMoneyStatements(*lease);
  pqxx::work tx(lease->connection());
  if (tx.exec_prepared(kClaim.name, memberId, idempotencyKey, fingerprint).empty()) {
    const auto stored = tx.exec_prepared1(kStored.name, memberId, idempotencyKey);
    if (stored[0].as<std::string>() != fingerprint) {
      throw DomainError(ErrorKind::Conflict, error_keys::kIdempotencyKeyReused,
                        "This idempotency key was used for another request");
    }
    return {decodeResult(stored[1].as<std::string>()), true};
  }

  const auto locked = lockAccounts(tx, memberId, openVendors, systemKinds, counterpartyMemberId);
  const auto journal = plan(locked);
  const auto posted = postPlan(tx, memberId, locked, journal);
  const auto& after = posted.after;

  services::TransferResult result;
  result.amountMinor = journal.amountMinor;
  result.transferId = posted.journalId;
  if (record) result.requestId = record(tx, posted.journalId);
  result.mainMinor = after.main.balanceMinor;
  std::map<std::string, std::string> names;
  for (const auto& row : tx.exec_prepared(kBalances.name, memberId)) names[row[1].as<std::string>()] = row[2].c_str();
  for (const auto& account : after.vendors) {
    result.vendors.push_back({account.vendor, names[account.vendor], account.balanceMinor});
  }
  tx.exec_prepared(kAnswer.name, memberId, idempotencyKey, posted.journalId, encodeResult(result));
  tx.commit();
  return {result, false};
}

PostedJournal LedgerRepository::post(db::PooledConnection& connection, pqxx::work& tx, std::int64_t memberId,
                                     const std::vector<std::string>& systemKinds,
                                     const std::function<JournalPlan(const LockedAccounts&)>& plan) {
  prepareMoneyStatements(connection);
  const auto locked = lockAccounts(tx, memberId, {}, systemKinds);
  return postPlan(tx, memberId, locked, plan(locked));
}

LedgerRepository::MemberBalances LedgerRepository::balancesOf(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kBalances);
  pqxx::read_transaction tx(lease->connection());
  MemberBalances balances;
  for (const auto& row : tx.exec_prepared(kBalances.name, memberId)) {
    if (row[0].as<std::string>() == "member_main") {
      balances.mainMinor = row[3].as<std::int64_t>();
    } else {
      balances.vendors.push_back({row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::int64_t>()});
    }
  }
  return balances;
}

std::vector<services::GameVendor> LedgerRepository::vendors() {
  auto lease = pool_.acquire();
  lease->prepare(kVendors);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::GameVendor> list;
  for (const auto& row : tx.exec_prepared(kVendors.name)) {
    list.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<bool>()});
  }
  return list;
}

std::optional<services::GameVendor> LedgerRepository::findVendor(const std::string& code) {
  auto lease = pool_.acquire();
  lease->prepare(kVendor);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kVendor.name, code);
  if (rows.empty()) return std::nullopt;
  return services::GameVendor{rows[0][0].as<std::string>(), rows[0][1].as<std::string>(), rows[0][2].as<bool>()};
}

void LedgerRepository::upsertVendor(const std::string& code, const std::string& name, bool enabled) {
  auto lease = pool_.acquire();
  lease->prepare(kUpsertVendor);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kUpsertVendor.name, code, name, enabled);
  tx.commit();
}

services::TrialBalance LedgerRepository::trialBalance() {
  auto lease = pool_.acquire();
  lease->prepare(kTrialAccounts);
  lease->prepare(kTrialTotals);
  // One snapshot for both queries: money moving meanwhile cannot make a
  // correct ledger look wrong.
  pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> tx(lease->connection());
  services::TrialBalance balance;
  for (const auto& row : tx.exec_prepared(kTrialAccounts.name)) {
    services::TrialBalanceLine line;
    line.accountId = row[0].as<std::int64_t>();
    line.kind = row[1].as<std::string>();
    if (!row[2].is_null()) line.memberId = row[2].as<std::int64_t>();
    line.vendor = row[3].as<std::string>();
    line.balanceMinor = row[4].as<std::int64_t>();
    line.entrySum = row[5].as<std::string>();
    line.entries = row[6].as<std::int64_t>();
    line.matches = row[7].as<bool>();
    balance.accounts.push_back(std::move(line));
  }
  const auto totals = tx.exec_prepared1(kTrialTotals.name);
  balance.totalBalance = totals[0].as<std::string>();
  balance.unbalancedJournals = totals[1].as<std::int64_t>();
  balance.journals = totals[2].as<std::int64_t>();
  balance.entries = totals[3].as<std::int64_t>();
  return balance;
}

std::int64_t LedgerRepository::purgeRequestsOlderThan(std::chrono::seconds age) {
  auto lease = pool_.acquire();
  lease->prepare(kPurgeRequests);
  std::int64_t removed = 0;
  // Batches in short transactions: money calls go on meanwhile.
  while (true) {
    pqxx::work tx(lease->connection());
    const auto batch = static_cast<std::int64_t>(
        tx.exec_prepared(kPurgeRequests.name, static_cast<double>(age.count()), kPurgeBatch).affected_rows());
    tx.commit();
    removed += batch;
    if (batch < kPurgeBatch) return removed;
  }
}

std::int64_t LedgerRepository::countRequestsOlderThan(std::chrono::seconds age) {
  auto lease = pool_.acquire();
  lease->prepare(kCountOldRequests);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared1(kCountOldRequests.name, static_cast<double>(age.count()))[0].as<std::int64_t>();
}

}  // namespace panalo::repositories

#include "domains/wallet/seamless_repository.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <pqxx/pqxx>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

using services::SeamlessOperation;

const char* kindOf(SeamlessOperation operation) {
  switch (operation) {
    case SeamlessOperation::Debit:
      return "debit";
    case SeamlessOperation::Credit:
      return "credit";
    case SeamlessOperation::Rollback:
      return "rollback";
  }
  return "debit";
}

// A debit and the rollback naming it serialise on one lock (the key of the
// debit's id), so a rollback racing its own debit is seen by one or the other.
constexpr const char* kLockTransaction =
    "SELECT pg_advisory_xact_lock(hashtextextended($1::text || ':' || $2::text, 21))";
constexpr const char* kClaim =
    "INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, member_id, round_id, fingerprint, "
    "amount_minor, reference_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) "
    "ON CONFLICT (vendor_code, transaction_id) DO NOTHING RETURNING 1";
constexpr const char* kStored =
    "SELECT fingerprint, response::text FROM seamless_transactions WHERE vendor_code = $1 AND transaction_id = $2";
constexpr const char* kAnswer =
    "UPDATE seamless_transactions SET wallet = $3, journal_id = $4, response = $5::jsonb "
    "WHERE vendor_code = $1 AND transaction_id = $2";
constexpr const char* kRolledBack =
    "SELECT 1 FROM seamless_transactions WHERE vendor_code = $1 AND kind = 'rollback' AND reference_id = $2";
constexpr const char* kDebitOfRound =
    "SELECT transaction_id, member_id, wallet, journal_id FROM seamless_transactions "
    "WHERE vendor_code = $1 AND round_id = $2 AND kind = 'debit'";
constexpr const char* kDebitById =
    "SELECT round_id, member_id, wallet, journal_id, amount_minor FROM seamless_transactions "
    "WHERE vendor_code = $1 AND transaction_id = $2 AND kind = 'debit' FOR UPDATE";
constexpr const char* kInsertBet =
    "INSERT INTO bets (member_id, vendor_code, game_category, game_code, vendor_bet_ref, bet_minor) "
    "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (vendor_code, vendor_bet_ref) DO NOTHING RETURNING id";
constexpr const char* kLockBet =
    "SELECT id, status, bet_minor FROM bets WHERE vendor_code = $1 AND vendor_bet_ref = $2 AND member_id = $3 "
    "FOR UPDATE";
constexpr const char* kSettleBet =
    "UPDATE bets SET status = 'settled', payout_minor = $2, valid_bet_minor = bet_minor, settled_at = now() "
    "WHERE id = $1";
constexpr const char* kCancelBet = "UPDATE bets SET status = 'cancelled', settled_at = now() WHERE id = $1";

[[noreturn]] void roundConflict(const std::string& why) {
  throw DomainError(ErrorKind::Conflict, error_keys::kSeamlessRoundConflict, why);
}

struct WalletChoice {
  bool main = true;
  const char* name() const { return main ? "main" : "vendor"; }
};

const LedgerAccount* walletOf(const LockedAccounts& accounts, WalletChoice wallet, const std::string& vendor) {
  return wallet.main ? &accounts.main : accounts.vendor(vendor);
}

std::string encode(const services::SeamlessAnswer& answer) {
  return nlohmann::json{{"transactionId", answer.transactionId},
                        {"amount", answer.amountMinor},
                        {"balance", answer.balanceMinor},
                        {"betId", answer.betId ? nlohmann::json(*answer.betId) : nlohmann::json()}}
      .dump();
}

services::SeamlessAnswer decode(const std::string& text) {
  const auto stored = nlohmann::json::parse(text);
  services::SeamlessAnswer answer;
  answer.transactionId = stored.at("transactionId").get<std::string>();
  answer.amountMinor = stored.at("amount").get<std::int64_t>();
  answer.balanceMinor = stored.at("balance").get<std::int64_t>();
  if (!stored.at("betId").is_null()) answer.betId = stored.at("betId").get<std::int64_t>();
  answer.replayed = true;
  return answer;
}

}  // namespace

services::SeamlessAnswer SeamlessRepository::apply(const services::SeamlessRequest& request, std::int64_t memberId,
                                                   bool singleWallet, const std::string& fingerprint) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const bool rollback = request.operation == SeamlessOperation::Rollback;
  tx.exec_params(kLockTransaction, request.vendor, rollback ? request.referenceId : request.transactionId);
  const std::optional<std::string> reference =
      rollback ? std::optional<std::string>(request.referenceId) : std::nullopt;
  if (tx.exec_params(kClaim, request.vendor, request.transactionId, kindOf(request.operation), memberId,
                     request.roundId, fingerprint, request.amountMinor, reference)
          .empty()) {
    const auto stored = tx.exec_params1(kStored, request.vendor, request.transactionId);
    if (stored[0].as<std::string>() != fingerprint || stored[1].is_null()) {
      throw DomainError(ErrorKind::Conflict, error_keys::kIdempotencyKeyReused,
                        "This transaction id was used for another request");
    }
    return decode(stored[1].as<std::string>());
  }

  services::SeamlessAnswer answer;
  answer.transactionId = request.transactionId;
  WalletChoice wallet{singleWallet};
  std::optional<std::int64_t> betId;
  // The journal to post: (kind, wallet delta); the house takes the other side.
  std::string journalKind = "game_bet";
  std::int64_t walletDelta = 0;
  std::optional<std::int64_t> reverses;

  switch (request.operation) {
    case SeamlessOperation::Debit: {
      if (!tx.exec_params(kRolledBack, request.vendor, request.transactionId).empty()) {
        throw DomainError(ErrorKind::Conflict, error_keys::kSeamlessTransactionRolledBack,
                          "This debit was rolled back before it arrived");
      }
      const auto bet = tx.exec_params(kInsertBet, memberId, request.vendor, request.gameCategory, request.gameCode,
                                      request.roundId, request.amountMinor);
      if (bet.empty()) roundConflict("This round already has a stake");
      betId = bet[0][0].as<std::int64_t>();
      walletDelta = -request.amountMinor;
      break;
    }
    case SeamlessOperation::Credit: {
      const auto debit = tx.exec_params(kDebitOfRound, request.vendor, request.roundId);
      if (debit.empty() || debit[0][1].as<std::int64_t>() != memberId) {
        throw DomainError(ErrorKind::NotFound, error_keys::kSeamlessRoundUnknown, "No stake was taken for this round");
      }
      wallet.main = debit[0][2].as<std::string>() == "main";
      const auto bet = tx.exec_params(kLockBet, request.vendor, request.roundId, memberId);
      if (bet.empty() || bet[0][1].as<std::string>() != "pending") roundConflict("This round is not open");
      betId = bet[0][0].as<std::int64_t>();
      tx.exec_params(kSettleBet, *betId, request.amountMinor);
      journalKind = "game_win";
      walletDelta = request.amountMinor;
      break;
    }
    case SeamlessOperation::Rollback: {
      const auto debit = tx.exec_params(kDebitById, request.vendor, request.referenceId);
      if (debit.empty()) break;  // never arrived: acknowledged; that debit is refused if it comes
      if (debit[0][1].as<std::int64_t>() != memberId) roundConflict("That debit belongs to another player");
      wallet.main = debit[0][2].as<std::string>() == "main";
      const auto round = debit[0][0].as<std::string>();
      const auto bet = tx.exec_params(kLockBet, request.vendor, round, memberId);
      if (bet.empty()) roundConflict("That debit has no bet");
      betId = bet[0][0].as<std::int64_t>();
      const auto status = bet[0][1].as<std::string>();
      if (status == "settled") roundConflict("A settled round cannot be rolled back");
      if (status == "cancelled") break;  // already rolled back: nothing more to move
      tx.exec_params(kCancelBet, *betId);
      journalKind = "reversal";
      walletDelta = debit[0][4].as<std::int64_t>();
      reverses = debit[0][3].as<std::int64_t>();
      break;
    }
  }

  const auto posted = ledger_.post(*lease, tx, memberId, {"house"}, [&](const LockedAccounts& accounts) {
    JournalPlan plan;
    plan.kind = journalKind;
    plan.memo = request.vendor + " " + journalKind + " round " + request.roundId.substr(0, 100);
    plan.reversesJournalId = reverses;
    if (walletDelta == 0) return plan;
    const auto* account = walletOf(accounts, wallet, request.vendor);
    const auto* house = accounts.systemAccount("house");
    if (walletDelta < 0 && (account == nullptr || account->balanceMinor < -walletDelta)) {
      throw DomainError(ErrorKind::Unprocessable, error_keys::kQuotaNotSufficient,
                        "Quota not sufficient, contact customer service");
    }
    if (account == nullptr || house == nullptr) {
      throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the round's wallet is missing");
    }
    plan.entries = {{account->id, walletDelta}, {house->id, -walletDelta}};
    plan.amountMinor = walletDelta < 0 ? -walletDelta : walletDelta;
    return plan;
  });
  const auto* after = walletOf(posted.after, wallet, request.vendor);
  answer.balanceMinor = after == nullptr ? 0 : after->balanceMinor;
  answer.amountMinor = walletDelta < 0 ? -walletDelta : walletDelta;
  answer.betId = betId;
  tx.exec_params(kAnswer, request.vendor, request.transactionId, wallet.name(), posted.journalId, encode(answer));
  tx.commit();
  return answer;
}

}  // namespace panalo::repositories

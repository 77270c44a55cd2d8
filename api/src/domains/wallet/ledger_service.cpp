#include "domains/wallet/ledger_service.hpp"

#include <stdexcept>

#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

bool TrialBalance::ok() const {
  if (unbalancedJournals != 0 || totalBalance != "0") return false;
  for (const auto& line : accounts) {
    if (!line.matches) return false;
  }
  return true;
}

TransferResult LedgerService::adjust(const std::string& account, const std::string& amount, bool credit,
                                     const std::string& idempotencyKey, const std::string& memo) {
  const auto member = members_.findByAccount(account);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no member " + account);
  requireRealAccount(*member);
  if (!WalletService::validIdempotencyKey(idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "the key must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  if (memo.size() > 200) throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "memo over 200");
  const auto parsed = money::parseAmount(amount);
  if (!parsed.ok()) {
    throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                      "the amount must be above zero with at most 2 decimals");
  }
  const std::string fingerprint =
      std::string("adjust:") + (credit ? "credit" : "debit") + ":" + std::to_string(parsed.minor) + ":" + memo;
  return ledger_
      .moneyCall(member->id, idempotencyKey, fingerprint, {}, {"house"},
                 [&](const repositories::LockedAccounts& accounts) {
                   const auto* house = accounts.systemAccount("house");
                   if (house == nullptr) {
                     throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no house account");
                   }
                   if (!credit && accounts.main.balanceMinor < parsed.minor) {
                     throw DomainError(ErrorKind::Unprocessable, error_keys::kQuotaNotSufficient,
                                       "the main wallet holds less than that");
                   }
                   repositories::JournalPlan plan;
                   plan.kind = "adjustment";
                   plan.memo = memo.empty() ? "operator adjustment" : memo;
                   const auto signedAmount = credit ? parsed.minor : -parsed.minor;
                   plan.entries = {{house->id, -signedAmount}, {accounts.main.id, signedAmount}};
                   plan.amountMinor = parsed.minor;
                   return plan;
                 })
      .result;
}

std::int64_t LedgerService::purgeRequests(std::chrono::seconds olderThan, bool dryRun) {
  if (olderThan < kMinimumRequestAge) {
    throw std::invalid_argument(
        "--older-than must be at least 7d: a younger idempotency key may still be retried, and without its claim "
        "the retry would move the money again");
  }
  return dryRun ? ledger_.countRequestsOlderThan(olderThan) : ledger_.purgeRequestsOlderThan(olderThan);
}

void LedgerService::setVendor(const std::string& code, const std::string& name, bool enabled) {
  bool validCode = !code.empty() && code.size() <= 32;
  for (const char c : code) validCode = validCode && ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_');
  if (!validCode) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "a vendor code is 1 to 32 of A-Z 0-9 _, e.g. PG");
  }
  if (name.empty() || name.size() > 64) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "a vendor name is 1 to 64 characters");
  }
  ledger_.upsertVendor(code, name, enabled);
}

}  // namespace panalo::services

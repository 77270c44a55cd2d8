#include "domains/wallet/bonus_service.hpp"

#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

TransferResult BonusService::grant(const std::string& account, const std::string& amount, const std::string& reason,
                                   std::optional<std::int64_t> turnoverMultiple, const std::string& idempotencyKey) {
  const auto member = members_.findByAccount(account);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no member " + account);
  requireRealAccount(*member);
  if (!WalletService::validIdempotencyKey(idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "the key must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  if (reason.empty() || reason.size() > 200) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "the reason must be 1 to 200 bytes");
  }
  if (turnoverMultiple && (*turnoverMultiple < 0 || *turnoverMultiple > 1000)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "the turnover multiple is 0 to 1000");
  }
  const auto parsed = money::parseAmount(amount);
  if (!parsed.ok()) {
    throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                      "the amount must be above zero with at most 2 decimals");
  }
  const std::string fingerprint = "bonus:" + std::to_string(parsed.minor) + ":" +
                                  (turnoverMultiple ? std::to_string(*turnoverMultiple) : "-") + ":" + reason;
  return ledger_
      .moneyCall(
          member->id, idempotencyKey, fingerprint, {}, {"bonus"},
          [&](const repositories::LockedAccounts& accounts) {
            const auto* bonus = accounts.systemAccount("bonus");
            if (bonus == nullptr)
              throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no bonus account");
            repositories::JournalPlan plan;
            plan.kind = "bonus";
            plan.memo = reason;
            plan.entries = {{bonus->id, -parsed.minor}, {accounts.main.id, parsed.minor}};
            plan.amountMinor = parsed.minor;
            return plan;
          },
          [&](pqxx::work& tx, std::optional<std::int64_t> journalId) -> std::optional<std::int64_t> {
            return tx
                .exec_params1(
                    "INSERT INTO bonus_grants (member_id, journal_id, amount_minor, reason, turnover_multiple) "
                    "VALUES ($1, $2, $3, $4, $5) RETURNING id",
                    member->id, *journalId, parsed.minor, reason, turnoverMultiple)[0]
                .as<std::int64_t>();
          })
      .result;
}

}  // namespace panalo::services

#include "domains/wallet/withdrawal_service.hpp"

#include "domains/wallet/deposit_service.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

std::int64_t WithdrawalService::turnoverMultiple() {
  const auto value = settings_.read(kTurnoverMultipleSetting);
  if (value && value->is_number_integer() && value->get<std::int64_t>() >= 0) return value->get<std::int64_t>();
  return 1;
}

WithdrawalResult WithdrawalService::request(const repositories::Member& member, const WithdrawalRequest& request) {
  requireRealAccount(member);
  requireIdempotencyKey(request.idempotencyKey);
  const auto amount = parseMoney(request.amount);
  if (!fundsPasswords_.matches(member.id, request.fundsPassword)) {
    if (!fundsPasswords_.isSet(member.id)) {
      throw DomainError(ErrorKind::Unprocessable, error_keys::kFundsPasswordNotSet,
                        "Set a funds password before withdrawing");
    }
    throw DomainError(ErrorKind::Unprocessable, error_keys::kFundsPasswordIncorrect, "The funds password is incorrect");
  }
  const auto multiple = turnoverMultiple();
  const std::string fingerprint = "withdraw:" + std::to_string(amount);
  const auto outcome = ledger_.moneyCall(
      member.id, request.idempotencyKey, fingerprint, {}, {"payment_clearing"},
      [&](const repositories::LockedAccounts& accounts) {
        // The main balance is what can be withdrawn: pending withdrawals have
        // already left it for payment clearing.
        if (accounts.main.balanceMinor < amount) {
          throw DomainError(ErrorKind::Unprocessable, error_keys::kQuotaNotSufficient,
                            "Quota not sufficient, contact customer service");
        }
        const auto* clearing = accounts.systemAccount("payment_clearing");
        if (clearing == nullptr) {
          throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no payment clearing account");
        }
        repositories::JournalPlan plan;
        plan.kind = "withdrawal";
        plan.memo = "withdrawal request";
        plan.entries = {{accounts.main.id, -amount}, {clearing->id, amount}};
        plan.amountMinor = amount;
        return plan;
      },
      [&](pqxx::work& tx, std::optional<std::int64_t> journalId) -> std::optional<std::int64_t> {
        // Under the member's wallet lock: an approval cannot slip in between.
        const auto turnover = repositories::WithdrawalRepository::turnover(tx, member.id, multiple);
        if (turnover.remainingMinor > 0) {
          throw DomainError(ErrorKind::Unprocessable, error_keys::kTurnoverNotMet,
                            "Wager " + money::formatMinor(turnover.remainingMinor) + " more before withdrawing");
        }
        return repositories::WithdrawalRepository::insertWithdrawal(tx, member.id, amount, *journalId);
      });
  const auto record = withdrawals_.find(*outcome.result.requestId);
  if (!record) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the withdrawal vanished");
  return {*record, outcome.result.mainMinor};
}

std::vector<WithdrawalRecord> WithdrawalService::history(const repositories::Member& member) {
  requireRealAccount(member);
  return withdrawals_.ofMember(member.id, 50);
}

Turnover WithdrawalService::turnover(const repositories::Member& member) {
  requireRealAccount(member);
  return withdrawals_.turnover(member.id, turnoverMultiple());
}

std::vector<WithdrawalRecord> WithdrawalService::list(const std::string& status) {
  if (!status.empty() && status != "in_process" && status != "rejected" && status != "disbursed" &&
      status != "received" && status != "partly_received" && status != "not_received") {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "unknown withdrawal status");
  }
  return withdrawals_.list(status, 200);
}

}  // namespace panalo::services

#include "domains/wallet/deposit_service.hpp"

#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

std::int64_t parseMoney(const std::string& text) {
  const auto parsed = money::parseAmount(text);
  if (!parsed.ok()) {
    const char* message = "The amount must be a number with at most 2 decimals";
    if (parsed.error == money::AmountError::MustBePositive) message = "The amount must be above zero";
    if (parsed.error == money::AmountError::TooManyDecimals) message = "The amount has more than 2 decimals";
    if (parsed.error == money::AmountError::TooLarge) message = "The amount is too large";
    throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)), message);
  }
  return parsed.minor;
}

void requireIdempotencyKey(const std::string& key) {
  if (!WalletService::validIdempotencyKey(key)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
}

std::vector<PaymentChannel> DepositService::channels(const repositories::Member& member) {
  requireRealAccount(member);
  return deposits_.channels(true);
}

std::vector<DepositRecord> DepositService::history(const repositories::Member& member) {
  requireRealAccount(member);
  return deposits_.ofMember(member.id, 50);
}

DepositRecord DepositService::request(const repositories::Member& member, const DepositRequest& request) {
  requireRealAccount(member);
  requireIdempotencyKey(request.idempotencyKey);
  const auto amount = parseMoney(request.amount);
  // Responsible gaming: no deposits during a cool-off or self-exclusion.
  responsible_.requirePlayAllowed(member.id);
  const auto channel = deposits_.findChannel(request.channelId);
  if (!channel || !channel->enabled) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kPaymentChannelUnavailable,
                      "This payment channel is not available");
  }
  if (amount < channel->minMinor || amount > channel->maxMinor) {
    throw DomainError(
        ErrorKind::Unprocessable, error_keys::kDepositOutsideChannelRange,
        "This channel takes " + money::formatMinor(channel->minMinor) + " to " + money::formatMinor(channel->maxMinor));
  }
  const std::string fingerprint = "deposit:" + std::to_string(channel->id) + ":" + std::to_string(amount);
  // A money call that posts nothing: its claim makes the request idempotent and
  // its lock on the member's wallets serialises the member's deposit requests,
  // so the limit check below cannot be raced.
  const auto outcome = ledger_.moneyCall(
      member.id, request.idempotencyKey, fingerprint, {}, {},
      [&](const repositories::LockedAccounts&) {
        repositories::JournalPlan plan;
        plan.amountMinor = amount;
        return plan;
      },
      [&](pqxx::work& tx, std::optional<std::int64_t>) -> std::optional<std::int64_t> {
        for (const std::string period : {"day", "week", "month"}) {
          const auto limit = repositories::DepositRepository::limitInForce(tx, member.id, period);
          if (!limit) continue;
          const auto used = repositories::DepositRepository::usedInWindow(tx, member.id, period);
          const auto total = money::checkedAdd(used, amount);
          if (!total || *total > *limit) {
            throw DomainError(
                ErrorKind::Unprocessable, error_keys::kDepositLimitExceeded,
                "This deposit is above your " + period + " deposit limit of " + money::formatMinor(*limit));
          }
        }
        return repositories::DepositRepository::insertDeposit(tx, member.id, channel->id, amount);
      });
  const auto record = deposits_.find(*outcome.result.requestId);
  if (!record) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the deposit vanished");
  return *record;
}

std::vector<DepositLimit> DepositService::limits(const repositories::Member& member) {
  requireRealAccount(member);
  return deposits_.limits(member.id);
}

std::vector<DepositLimit> DepositService::setLimit(const repositories::Member& member, const std::string& period,
                                                   const std::optional<std::string>& amount) {
  requireRealAccount(member);
  if (period != "day" && period != "week" && period != "month") {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "period must be day, week or month");
  }
  std::optional<std::int64_t> next;
  if (amount) next = parseMoney(*amount);
  std::optional<std::int64_t> current;
  for (const auto& limit : deposits_.limits(member.id)) {
    if (limit.period == period) current = limit.limitMinor;
  }
  // Tighter (or the same) protects the member at once; looser waits a day, so
  // a limit cannot be lifted in the heat of the moment.
  const bool tighter = next && (!current || *next <= *current);
  deposits_.addLimitChange(member.id, period, next, tighter);
  return deposits_.limits(member.id);
}

std::vector<DepositRecord> DepositService::list(const std::string& status) {
  if (!status.empty() && status != "in_process" && status != "approved" && status != "rejected") {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "status must be in_process, approved or rejected");
  }
  return deposits_.list(status, 200);
}

std::int64_t DepositService::addChannel(const std::string& kind, const std::string& name,
                                        const std::string& accountDetails, const std::string& min,
                                        const std::string& max) {
  if (kind != "bank_transfer" && kind != "e_wallet" && kind != "crypto") {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "kind must be bank_transfer, e_wallet or crypto");
  }
  if (name.empty() || name.size() > 64) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "a channel name is 1 to 64 bytes");
  }
  if (accountDetails.empty() || accountDetails.size() > 500) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "account details are 1 to 500 bytes");
  }
  PaymentChannel channel{0, kind, name, accountDetails, parseMoney(min), parseMoney(max), true};
  if (channel.maxMinor < channel.minMinor) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "max must not be below min");
  }
  return deposits_.addChannel(channel);
}

void DepositService::setChannelEnabled(std::int64_t id, bool enabled) {
  if (!deposits_.setChannelEnabled(id, enabled)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no payment channel " + std::to_string(id));
  }
}

}  // namespace panalo::services

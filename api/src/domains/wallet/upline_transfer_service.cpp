#include "domains/wallet/upline_transfer_service.hpp"

#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void noUpline() {
  throw DomainError(ErrorKind::Unprocessable, error_keys::kNoUpline, "This account has no upline to transfer to");
}

}  // namespace

UplineView UplineTransferService::upline(const repositories::Member& member) {
  requireRealAccount(member);
  const auto upline = uplines_.uplineOf(member.id);
  if (!upline) return {};
  return {true, upline->nickname};
}

TransferResult UplineTransferService::transfer(const repositories::Member& member,
                                               const UplineTransferRequest& request) {
  requireRealAccount(member);
  if (!WalletService::validIdempotencyKey(request.idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  const auto parsed = money::parseAmount(request.amount.value_or(""));
  if (!parsed.ok()) {
    throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                      "The amount must be above zero with at most 2 decimals and at most 1,000,000,000.00");
  }
  const auto upline = uplines_.uplineOf(member.id);
  if (!upline) noUpline();

  // The upline is part of the request: a retry after the upline changed is
  // another request, not a replay of the first.
  const std::string fingerprint = "upline:" + std::to_string(upline->memberId) + ":" + std::to_string(parsed.minor);
  auto result =
      ledger_
          .moneyCall(
              member.id, request.idempotencyKey, fingerprint, {}, {},
              [&](const repositories::LockedAccounts& wallets) {
                if (!wallets.counterpartyMain) noUpline();
                if (wallets.main.balanceMinor < parsed.minor) {
                  throw DomainError(ErrorKind::Unprocessable, error_keys::kQuotaNotSufficient,
                                    "Quota not sufficient, contact customer service");
                }
                repositories::JournalPlan plan;
                plan.memo = "transfer to upline " + std::to_string(upline->memberId);
                plan.entries = {{wallets.main.id, -parsed.minor}, {wallets.counterpartyMain->id, parsed.minor}};
                plan.amountMinor = parsed.minor;
                return plan;
              },
              {}, upline->memberId)
          .result;
  result.vendors.clear();
  return result;
}

}  // namespace panalo::services

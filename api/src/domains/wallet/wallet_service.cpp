#include "domains/wallet/wallet_service.hpp"

#include <map>

#include "domains/accounts/member_types.hpp"
#include "domains/wallet/wallet_mode_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

std::int64_t parsedAmount(const std::optional<std::string>& text) {
  const auto parsed = money::parseAmount(text.value_or(""));
  if (!parsed.ok()) {
    const auto key = money::amountErrorKey(parsed.error);
    const char* message = "The amount must be a number with at most 2 decimals";
    if (parsed.error == money::AmountError::MustBePositive) message = "The amount must be above zero";
    if (parsed.error == money::AmountError::TooManyDecimals) message = "The amount has more than 2 decimals";
    if (parsed.error == money::AmountError::TooLarge) message = "The amount is too large";
    throw DomainError(ErrorKind::InvalidInput, std::string(key), message);
  }
  return parsed.minor;
}

[[noreturn]] void quotaNotSufficient() {
  throw DomainError(ErrorKind::Unprocessable, error_keys::kQuotaNotSufficient,
                    "Quota not sufficient, contact customer service");
}

[[noreturn]] void unknownVendor() {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kUnknownVendor, "No such game vendor");
}

const char* typeName(TransferType type) {
  switch (type) {
    case TransferType::In:
      return "in";
    case TransferType::Out:
      return "out";
    case TransferType::AllIn:
      return "allIn";
    case TransferType::AllOut:
      return "allOut";
  }
  return "?";
}

}  // namespace

void requireRealAccount(const repositories::Member& member) {
  if (member_types::isTrial(member.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "This needs a real account");
  }
}

bool WalletService::validIdempotencyKey(const std::string& key) {
  if (key.size() < 8 || key.size() > 128) return false;
  for (const char c : key) {
    const bool allowed = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
                         c == '.' || c == ':' || c == '-';
    if (!allowed) return false;
  }
  return true;
}

WalletBalance WalletService::balance(const repositories::Member& member) {
  requireRealAccount(member);
  const auto held = ledger_.balancesOf(member.id);
  WalletBalance balance;
  balance.mainMinor = held.mainMinor;
  balance.totalMinor = held.mainMinor;
  std::map<std::string, std::int64_t> heldByVendor;
  for (const auto& wallet : held.vendors) heldByVendor[wallet.vendor] = wallet.balanceMinor;
  // In single-wallet mode games play from the main wallet: a vendor wallet is
  // listed only while it still holds money from before the switch.
  const bool single = WalletModeService(settings_).isSingle();
  // Every enabled vendor, and a disabled one only while it holds money (so the
  // member can still see it and move it out).
  for (const auto& vendor : ledger_.vendors()) {
    const auto it = heldByVendor.find(vendor.code);
    const std::int64_t minor = it == heldByVendor.end() ? 0 : it->second;
    if ((single || !vendor.enabled) && minor == 0) continue;
    balance.vendors.push_back({vendor.code, vendor.name, minor});
    // Each wallet is at most the ledger's 64-bit balance; their sum is checked.
    const auto total = money::checkedAdd(balance.totalMinor, minor);
    if (!total) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "wallet total overflows");
    balance.totalMinor = *total;
  }
  const auto symbol = settings_.read(kCurrencySymbolSetting);
  balance.currencySymbol = symbol && symbol->is_string() ? symbol->get<std::string>() : "\u20b1";
  return balance;
}

TransferResult WalletService::transfer(const repositories::Member& member, const TransferRequest& request) {
  requireRealAccount(member);
  if (!validIdempotencyKey(request.idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  const bool takesAmount = request.type == TransferType::In || request.type == TransferType::Out;
  if (!takesAmount && request.amount) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "allIn and allOut take no amount");
  }
  const std::int64_t amount = takesAmount ? parsedAmount(request.amount) : 0;
  const bool into = request.type == TransferType::In || request.type == TransferType::AllIn;
  // Single-wallet mode: nothing goes into a vendor wallet; what is still in
  // one from before the switch can always come back out.
  if (into && WalletModeService(settings_).isSingle()) {
    throw DomainError(ErrorKind::Unprocessable, error_keys::kSingleWalletMode,
                      "Games play from the main wallet: there is no game wallet to transfer to");
  }
  if (request.vendor.empty() && request.type != TransferType::AllOut) unknownVendor();
  if (!request.vendor.empty()) {
    const auto vendor = ledger_.findVendor(request.vendor);
    if (!vendor) unknownVendor();
    // A disabled vendor takes nothing in, but money can always come back out.
    if (into && !vendor->enabled) unknownVendor();
  }
  // Responsible gaming: no money toward play during a cool-off or self-exclusion.
  if (request.type == TransferType::In || request.type == TransferType::AllIn)
    responsible_.requirePlayAllowed(member.id);

  const std::string fingerprint =
      std::string("transfer:") + typeName(request.type) + ":" + request.vendor + ":" + std::to_string(amount);
  std::vector<std::string> open;
  if (request.type == TransferType::In || request.type == TransferType::AllIn) open.push_back(request.vendor);
  const auto outcome = ledger_.moneyCall(
      member.id, request.idempotencyKey, fingerprint, open, {}, [&](const repositories::LockedAccounts& wallets) {
        repositories::JournalPlan plan;
        plan.memo = std::string("wallet transfer ") + typeName(request.type) +
                    (request.vendor.empty() ? "" : " " + request.vendor);
        const auto* vendor = request.vendor.empty() ? nullptr : wallets.vendor(request.vendor);
        switch (request.type) {
          case TransferType::In:
          case TransferType::AllIn: {
            const auto moved = request.type == TransferType::In ? amount : wallets.main.balanceMinor;
            if (moved <= 0 || wallets.main.balanceMinor < moved) quotaNotSufficient();
            plan.entries = {{wallets.main.id, -moved}, {vendor->id, moved}};
            plan.amountMinor = moved;
            break;
          }
          case TransferType::Out: {
            // No wallet at that vendor yet holds nothing.
            if (vendor == nullptr || vendor->balanceMinor < amount) quotaNotSufficient();
            plan.entries = {{vendor->id, -amount}, {wallets.main.id, amount}};
            plan.amountMinor = amount;
            break;
          }
          case TransferType::AllOut: {
            std::int64_t total = 0;
            for (const auto& wallet : wallets.vendors) {
              const bool otherVendor = !request.vendor.empty() && (vendor == nullptr || wallet.id != vendor->id);
              if (wallet.balanceMinor == 0 || otherVendor) continue;
              plan.entries.emplace_back(wallet.id, -wallet.balanceMinor);
              const auto sum = money::checkedAdd(total, wallet.balanceMinor);
              if (!sum) throw DomainError(ErrorKind::InvalidInput, error_keys::kAmountTooLarge, "too large");
              total = *sum;
            }
            if (total > 0) plan.entries.emplace_back(wallets.main.id, total);
            plan.amountMinor = total;
            break;
          }
        }
        return plan;
      });
  return outcome.result;
}

}  // namespace panalo::services

#pragma once
// The member's wallets: balance (spec section 7, Balance) and transfers between
// the main wallet and game vendor wallets (Wallet transfer). Every call refuses
// trial accounts (in_need_true_account); every transfer is idempotent by key.

#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/responsible_service.hpp"
#include "domains/wallet/wallet_types.hpp"

namespace panalo::services {

class WalletService {
 public:
  // site_settings key of the symbol shown beside balances; "₱" when unset.
  static constexpr const char* kCurrencySymbolSetting = "wallet.currency_symbol";

  WalletService(repositories::LedgerRepository& ledger, repositories::SettingsRepository& settings,
                ResponsibleGamingService& responsible)
      : ledger_(ledger), settings_(settings), responsible_(responsible) {}

  // Throws DomainError(Forbidden, in_need_true_account) for a trial account.
  // In single-wallet mode only vendor wallets still holding money are listed.
  WalletBalance balance(const repositories::Member& member);

  // Throws DomainError: in_need_true_account (403); idempotency_key_invalid,
  // invalid_parameter (type, vendor or amount where it does not belong),
  // unknown_vendor, amount_* (the shared money rule) (400);
  // cool_off_active, self_exclusion_active (403) for a transfer into a game
  // wallet while the member's play break runs (out stays open);
  // idempotency_key_reused (409); quota_not_sufficient (422) when the source
  // wallet holds less than the amount (or nothing, for allIn);
  // single_wallet_mode (422) for in and allIn in single-wallet mode. Nothing changes
  // on any error. The same key with the same request returns the first answer.
  TransferResult transfer(const repositories::Member& member, const TransferRequest& request);

  // The idempotency-key rule (also the column's CHECK in 0014).
  static bool validIdempotencyKey(const std::string& key);

 private:
  repositories::LedgerRepository& ledger_;
  repositories::SettingsRepository& settings_;
  ResponsibleGamingService& responsible_;
};

// Refuses trial accounts: every money call starts with it.
void requireRealAccount(const repositories::Member& member);

}  // namespace panalo::services

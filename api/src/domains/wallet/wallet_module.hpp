#pragma once
// The wallet domain: the double-entry ledger, member balances and transfers
// between the main wallet and game vendor wallets (issue 13 part A).

#include "domains/accounts/accounts_module.hpp"
#include "domains/system/system_module.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/ledger_service.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class WalletModule {
 public:
  WalletModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts);
  WalletModule(const WalletModule&) = delete;
  WalletModule& operator=(const WalletModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // ledger trial-balance, ledger adjust, ledger vendors list|set.
  static void addCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet);

  repositories::LedgerRepository ledger;
  services::WalletService wallets;
  services::LedgerService ledgerAdmin;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules

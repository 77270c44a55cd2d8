#pragma once
// The wallet domain: the double-entry ledger, member balances and transfers
// between the main wallet and game vendor wallets (issue 13 part A); deposits
// and withdrawals through payment channels (part B).

#include "domains/accounts/accounts_module.hpp"
#include "domains/accounts/funds_password_service.hpp"
#include "domains/sealed/sealed_module.hpp"
#include "domains/system/system_module.hpp"
#include "domains/wallet/bet_demo_service.hpp"
#include "domains/wallet/bonus_service.hpp"
#include "domains/wallet/commission_payout_service.hpp"
#include "domains/wallet/deposit_repository.hpp"
#include "domains/wallet/deposit_service.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/ledger_service.hpp"
#include "domains/wallet/member_activity_service.hpp"
#include "domains/wallet/rebate_repository.hpp"
#include "domains/wallet/rebate_service.hpp"
#include "domains/wallet/record_repository.hpp"
#include "domains/wallet/record_service.hpp"
#include "domains/wallet/responsible_repository.hpp"
#include "domains/wallet/responsible_service.hpp"
#include "domains/wallet/seamless_repository.hpp"
#include "domains/wallet/seamless_service.hpp"
#include "domains/wallet/team_money_service.hpp"
#include "domains/wallet/upline_repository.hpp"
#include "domains/wallet/upline_transfer_service.hpp"
#include "domains/wallet/wallet_mode_service.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "domains/wallet/withdrawal_repository.hpp"
#include "domains/wallet/withdrawal_service.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class WalletModule {
 public:
  WalletModule(platform::PlatformDeps& platform, SystemModule& system, SealedModule& sealed, AccountsModule& accounts);
  WalletModule(const WalletModule&) = delete;
  WalletModule& operator=(const WalletModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // ledger trial-balance, ledger adjust, ledger vendors list|set; channels,
  // deposits and withdrawals (payment_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet);
  static void addPaymentCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet);
  // responsible list | responsible lift (responsible_commands.cpp).
  static void addResponsibleCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet);
  // ledger mode show | ledger mode set <single|transfer> (wallet_mode_commands.cpp).
  static void addModeCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet);
  // bets demo, rebates rates list|set|remove, bonuses grant (record_commands.cpp).
  static void addRecordCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet);
  // seamless secret <VENDOR> (seamless_commands.cpp).
  static void addSeamlessCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet);

  repositories::LedgerRepository ledger;
  // Before the services that call its check (deposits, transfers).
  repositories::ResponsibleRepository responsibleStore;
  services::ResponsibleGamingService responsible;
  services::WalletService wallets;
  services::LedgerService ledgerAdmin;
  repositories::DepositRepository depositStore;
  services::DepositService deposits;
  repositories::WithdrawalRepository withdrawalStore;
  services::FundsPasswordService fundsPasswords;
  services::WithdrawalService withdrawals;
  services::WalletModeService walletModes;
  repositories::UplineRepository uplineStore;
  services::UplineTransferService uplineTransfers;
  // Records (item 6): account and betting records, profit, bonuses, rebates.
  repositories::RecordRepository recordStore;
  services::RecordService records;
  repositories::RebateRepository rebateStore;
  services::RebateService rebates;
  services::BonusService bonuses;
  services::BetDemoService betDemo;
  // The platform side of the seamless wallet (game providers' debit, credit, rollback).
  repositories::SeamlessRepository seamlessStore;
  services::SeamlessWalletService seamless;
  // Read-only facts for other domains (referral: a friend's deposits and bets).
  services::MemberActivityService memberActivity;
  // For the agents domain: its teams' money facts, and commissions paid.
  services::TeamMoneyService teamMoney;
  services::CommissionPayoutService commissions;

 private:
  SealedModule& sealed_;
  AccountsModule& accounts_;
};

}  // namespace panalo::modules

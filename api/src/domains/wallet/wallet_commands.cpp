// panaloctl ledger ...: the operator's view of the wallet ledger.
//   ledger trial-balance [--json]   every account's balance beside the sum of its
//       entries, the journals that do not sum to zero, and the total over all
//       accounts (0 when no money was created or lost). Exit 0 when all hold,
//       3 when any does not (for cron and monitoring).
//   ledger adjust <account> <amount> --key K [--debit] [--memo M]
//       a manual adjustment between the house account and a member's main
//       wallet; idempotent by K like every money call.
//   ledger vendors list | ledger vendors set <CODE> <NAME> [--disabled]
//   ledger purge-requests --older-than 30d [--dry-run]
//       deletes idempotency claims (wallet_requests) older than that, at least
//       7d (LedgerService::kMinimumRequestAge says why); daily from cron. The
//       journals and requests they answered for stay.
#include <chrono>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>

#include <nlohmann/json.hpp>

#include "domains/wallet/wallet_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

constexpr int kLedgerOutOfBalance = 3;

int printTrialBalance(bool asJson, WalletModule& module) {
  const auto balance = module.ledgerAdmin.trialBalance();
  std::int64_t mismatched = 0;
  for (const auto& line : balance.accounts) mismatched += line.matches ? 0 : 1;
  if (asJson) {
    auto accounts = nlohmann::json::array();
    for (const auto& line : balance.accounts) {
      accounts.push_back({{"accountId", line.accountId},
                          {"kind", line.kind},
                          {"memberId", line.memberId ? nlohmann::json(*line.memberId) : nlohmann::json()},
                          {"vendor", line.vendor},
                          {"balanceMinor", line.balanceMinor},
                          {"entrySumMinor", line.entrySum},
                          {"entries", line.entries},
                          {"matches", line.matches}});
    }
    std::cout << cli::scriptJson(nlohmann::json{{"ok", balance.ok()},
                                                {"accounts", accounts},
                                                {"totalBalanceMinor", balance.totalBalance},
                                                {"journals", balance.journals},
                                                {"entries", balance.entries},
                                                {"unbalancedJournals", balance.unbalancedJournals},
                                                {"mismatchedAccounts", mismatched}})
              << '\n';
    return balance.ok() ? 0 : kLedgerOutOfBalance;
  }
  std::cout << std::left << std::setw(8) << "id" << std::setw(18) << "kind" << std::setw(10) << "member"
            << std::setw(10) << "vendor" << std::right << std::setw(22) << "balance" << std::setw(22) << "entries sum"
            << "  check\n";
  for (const auto& line : balance.accounts) {
    std::cout << std::left << std::setw(8) << line.accountId << std::setw(18) << line.kind << std::setw(10)
              << (line.memberId ? std::to_string(*line.memberId) : "-") << std::setw(10)
              << (line.vendor.empty() ? "-" : line.vendor) << std::right << std::setw(22)
              << money::formatMinor(line.balanceMinor, true) << std::setw(22) << line.entrySum << "  "
              << (line.matches ? "ok" : "MISMATCH") << '\n';
  }
  std::cout << balance.accounts.size() << " account(s), " << balance.journals << " journal(s), " << balance.entries
            << " entr(y/ies); total of all balances (minor units): " << balance.totalBalance << '\n'
            << mismatched << " account(s) whose balance is not the sum of its entries, " << balance.unbalancedJournals
            << " journal(s) that do not sum to zero\n"
            << (balance.ok() ? "trial balance OK\n" : "TRIAL BALANCE FAILED\n");
  return balance.ok() ? 0 : kLedgerOutOfBalance;
}

struct AdjustArgs {
  std::string account;
  std::string amount;
  std::string key;
  std::string memo;
  bool debit = false;
};

struct PurgeArgs {
  std::optional<std::chrono::seconds> olderThan;
  bool dryRun = false;
};

struct VendorArgs {
  std::string code;
  std::string name;
  bool disabled = false;
};

}  // namespace

void WalletModule::addCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet) {
  auto asJson = std::make_shared<bool>(false);
  cli::addCommand(app, "ledger trial-balance", "[--json]",
                  "every ledger balance against its entries; exit 3 when the ledger does not balance",
                  [wallet, asJson] { return printTrialBalance(*asJson, wallet()); })
      .add_flag("--json", *asJson, "one JSON object for scripts");

  auto adjust = std::make_shared<AdjustArgs>();
  auto& adjustCommand = cli::addCommand(
      app, "ledger adjust", "<account> <amount> --key K [--debit] [--memo M]",
      "move money between the house and a member's main wallet (credit unless --debit)", [wallet, adjust] {
        const auto result =
            wallet().ledgerAdmin.adjust(adjust->account, adjust->amount, !adjust->debit, adjust->key, adjust->memo);
        std::cout << (adjust->debit ? "debited " : "credited ") << money::formatMinor(result.amountMinor)
                  << "; main wallet now " << money::formatMinor(result.mainMinor) << " (journal "
                  << (result.transferId ? std::to_string(*result.transferId) : "-") << ")\n";
        return 0;
      });
  adjustCommand.add_option("account", adjust->account, "the member's account name")->required();
  adjustCommand.add_option("amount", adjust->amount, "e.g. 100.00 (at most 2 decimals)")->required();
  adjustCommand.add_option("--key", adjust->key, "idempotency key: the same key twice adjusts once")->required();
  adjustCommand.add_option("--memo", adjust->memo, "why (kept with the journal, at most 200 bytes)");
  adjustCommand.add_flag("--debit", adjust->debit, "take from the member back to the house");

  cli::addCommand(app, "ledger vendors list", "", "the game vendors that hold member wallets", [wallet] {
    for (const auto& vendor : wallet().ledgerAdmin.vendors()) {
      std::cout << std::left << std::setw(12) << vendor.code << std::setw(10)
                << (vendor.enabled ? "enabled" : "disabled") << vendor.name << '\n';
    }
    return 0;
  });
  auto vendor = std::make_shared<VendorArgs>();
  auto& vendorSet = cli::addCommand(app, "ledger vendors set", "<CODE> <NAME> [--disabled]",
                                    "add a game vendor, or rename, enable or disable one", [wallet, vendor] {
                                      wallet().ledgerAdmin.setVendor(vendor->code, vendor->name, !vendor->disabled);
                                      std::cout << vendor->code << (vendor->disabled ? " disabled\n" : " enabled\n");
                                      return 0;
                                    });
  vendorSet.add_option("code", vendor->code, "e.g. PG (A-Z 0-9 _)")->required();
  vendorSet.add_option("name", vendor->name, "shown to members")->required();
  vendorSet.add_flag("--disabled", vendor->disabled, "takes no transfers in (money can still come out)");

  auto purge = std::make_shared<PurgeArgs>();
  auto& purgeCommand = cli::addCommand(
      app, "ledger purge-requests", "--older-than 30d [--dry-run]",
      "delete idempotency claims of money calls older than this (at least 7d; daily cron)", [wallet, purge] {
        if (*purge->olderThan < services::LedgerService::kMinimumRequestAge) {
          throw cli::UsageError(
              "--older-than must be at least 7d: a younger idempotency key may still be retried, and without its "
              "claim the retry would move the money again");
        }
        const auto count = wallet().ledgerAdmin.purgeRequests(*purge->olderThan, purge->dryRun);
        std::cout << count << " idempotency claim(s) " << (purge->dryRun ? "would be removed\n" : "removed\n");
        return 0;
      });
  cli::addDurationOption(purgeCommand, "--older-than", purge->olderThan, "at least 7d, e.g. 30d")->required();
  purgeCommand.add_flag("--dry-run", purge->dryRun, "count, delete nothing");

  addModeCommands(app, wallet);
  addPaymentCommands(app, wallet);
  addResponsibleCommands(app, wallet);
  addRecordCommands(app, wallet);
  addSeamlessCommands(app, wallet);
}

}  // namespace panalo::modules

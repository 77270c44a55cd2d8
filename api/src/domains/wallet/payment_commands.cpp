// panaloctl channels|deposits|withdrawals ...: the operator's side of payments.
//   channels add <kind> <name> <details> --min A --max B   bank_transfer, e_wallet or crypto
//   channels list | channels disable <id> | channels enable <id>
//   deposits list [--status S] [--json] | deposits approve <id> | deposits reject <id>
//   withdrawals list [--status S] [--json] | withdrawals disburse <id> | withdrawals reject <id>
// Approving credits the member's main wallet exactly once; a request that was
// already decided is refused (exit 1 with request_already_decided).
#include <iomanip>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "domains/wallet/payment_json.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct ChannelArgs {
  std::string kind;
  std::string name;
  std::string details;
  std::string min;
  std::string max;
};

struct ListArgs {
  std::string status;
  bool json = false;
};

void printDeposits(const std::vector<services::DepositRecord>& deposits, bool asJson) {
  if (asJson) {
    auto list = nlohmann::json::array();
    for (const auto& deposit : deposits) {
      auto item = routes::depositJson(deposit);
      item["account"] = deposit.account;
      list.push_back(std::move(item));
    }
    std::cout << cli::scriptJson(list) << '\n';
    return;
  }
  for (const auto& d : deposits) {
    std::cout << std::left << std::setw(8) << d.id << std::setw(20) << d.account << std::setw(12) << d.status
              << std::right << std::setw(16) << money::formatMinor(d.amountMinor, true) << "  " << d.channelName << "  "
              << d.createdAt << '\n';
  }
  std::cout << deposits.size() << " deposit(s)\n";
}

void printWithdrawals(const std::vector<services::WithdrawalRecord>& withdrawals, bool asJson) {
  if (asJson) {
    auto list = nlohmann::json::array();
    for (const auto& withdrawal : withdrawals) {
      auto item = routes::withdrawalJson(withdrawal);
      item["account"] = withdrawal.account;
      list.push_back(std::move(item));
    }
    std::cout << cli::scriptJson(list) << '\n';
    return;
  }
  for (const auto& w : withdrawals) {
    std::cout << std::left << std::setw(8) << w.id << std::setw(20) << w.account << std::setw(16) << w.status
              << std::right << std::setw(16) << money::formatMinor(w.amountMinor, true) << "  " << w.createdAt << '\n';
  }
  std::cout << withdrawals.size() << " withdrawal(s)\n";
}

}  // namespace

void WalletModule::addPaymentCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet) {
  auto channel = std::make_shared<ChannelArgs>();
  auto& add = cli::addCommand(
      app, "channels add", "<kind> <name> <details> --min A --max B",
      "add a payment channel members deposit through (bank_transfer, e_wallet, crypto)", [wallet, channel] {
        const auto id =
            wallet().deposits.addChannel(channel->kind, channel->name, channel->details, channel->min, channel->max);
        std::cout << "channel " << id << " added\n";
        return 0;
      });
  add.add_option("kind", channel->kind, "bank_transfer, e_wallet or crypto")->required();
  add.add_option("name", channel->name, "shown to members")->required();
  add.add_option("details", channel->details, "account number, e-wallet id or crypto address shown to members")
      ->required();
  add.add_option("--min", channel->min, "smallest deposit, e.g. 100.00")->required();
  add.add_option("--max", channel->max, "largest deposit, e.g. 50000.00")->required();

  cli::addCommand(app, "channels list", "", "every payment channel, enabled or not", [wallet] {
    for (const auto& c : wallet().deposits.allChannels()) {
      std::cout << std::left << std::setw(6) << c.id << std::setw(15) << c.kind << std::setw(10)
                << (c.enabled ? "enabled" : "disabled") << std::setw(24) << c.name << money::formatMinor(c.minMinor)
                << " - " << money::formatMinor(c.maxMinor) << "  " << c.accountDetails << '\n';
    }
    return 0;
  });
  for (const bool enable : {false, true}) {
    auto id = std::make_shared<std::int64_t>(0);
    auto& command = cli::addCommand(app, enable ? "channels enable" : "channels disable", "<id>",
                                    enable ? "offer a channel to members again" : "stop offering a channel to members",
                                    [wallet, id, enable] {
                                      wallet().deposits.setChannelEnabled(*id, enable);
                                      std::cout << "channel " << *id << (enable ? " enabled\n" : " disabled\n");
                                      return 0;
                                    });
    command.add_option("id", *id, "the channel's id (channels list)")->required();
  }

  auto deposits = std::make_shared<ListArgs>();
  auto& depositList = cli::addCommand(app, "deposits list", "[--status S] [--json]",
                                      "deposit requests, newest first (at most 200)", [wallet, deposits] {
                                        printDeposits(wallet().deposits.list(deposits->status), deposits->json);
                                        return 0;
                                      });
  depositList.add_option("--status", deposits->status, "in_process, approved or rejected");
  depositList.add_flag("--json", deposits->json, "one JSON array for scripts");
  for (const bool approve : {true, false}) {
    auto id = std::make_shared<std::int64_t>(0);
    auto& command = cli::addCommand(
        app, approve ? "deposits approve" : "deposits reject", "<id>",
        approve ? "credit an in_process deposit to the member's main wallet (once)" : "refuse an in_process deposit",
        [wallet, id, approve] {
          auto& service = wallet().deposits;
          const auto record = approve ? service.approve(*id) : service.reject(*id);
          std::cout << "deposit " << record.id << ' ' << record.status << ": " << money::formatMinor(record.amountMinor)
                    << " for " << record.account << '\n';
          return 0;
        });
    command.add_option("id", *id, "the deposit's id (deposits list)")->required();
  }

  auto withdrawals = std::make_shared<ListArgs>();
  auto& withdrawalList =
      cli::addCommand(app, "withdrawals list", "[--status S] [--json]",
                      "withdrawal requests, newest first (at most 200)", [wallet, withdrawals] {
                        printWithdrawals(wallet().withdrawals.list(withdrawals->status), withdrawals->json);
                        return 0;
                      });
  withdrawalList.add_option("--status", withdrawals->status,
                            "in_process, rejected, disbursed, received, partly_received or not_received");
  withdrawalList.add_flag("--json", withdrawals->json, "one JSON array for scripts");
  for (const bool disburse : {true, false}) {
    auto id = std::make_shared<std::int64_t>(0);
    auto& command = cli::addCommand(
        app, disburse ? "withdrawals disburse" : "withdrawals reject", "<id>",
        disburse ? "mark an in_process withdrawal as paid out" : "refuse an in_process withdrawal and refund it",
        [wallet, id, disburse] {
          auto& service = wallet().withdrawals;
          const auto record = disburse ? service.disburse(*id) : service.reject(*id);
          std::cout << "withdrawal " << record.id << ' ' << record.status << ": "
                    << money::formatMinor(record.amountMinor) << " for " << record.account << '\n';
          return 0;
        });
    command.add_option("id", *id, "the withdrawal's id (withdrawals list)")->required();
  }
}

}  // namespace panalo::modules

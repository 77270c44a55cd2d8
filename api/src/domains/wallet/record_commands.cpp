// panaloctl bets|rebates|bonuses ...: the operator's side of the records.
//   bets demo <account> [--count N] [--days D] [--seed S] [--vendor V]...
//       insert demo bets for a member (settled and pending, over the enabled
//       vendors) so the betting record, profit and rebates have data; the
//       same seed twice adds nothing the second time.
//   rebates rates list
//   rebates rates set (--category C | --vendor V) <percent>   e.g. 0.8 for 0.8%
//   rebates rates remove (--category C | --vendor V)
//   bonuses grant <account> <amount> --reason R --key K [--turnover-multiple N]
//       credit a bonus from the bonus account; idempotent by K.
#include <iomanip>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "domains/wallet/wallet_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct DemoArgs {
  std::string account;
  std::int64_t count = 40;
  std::int64_t days = 7;
  std::int64_t seed = 1;
  std::vector<std::string> vendors;
};

struct RateArgs {
  std::string category;
  std::string vendor;
  std::string percent;
};

struct GrantArgs {
  std::string account;
  std::string amount;
  std::string reason;
  std::string key;
  std::int64_t multiple = -1;
};

}  // namespace

void WalletModule::addRecordCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet) {
  auto demo = std::make_shared<DemoArgs>();
  auto& demoCommand = cli::addCommand(app, "bets demo", "<account> [--count N] [--days D] [--seed S] [--vendor V]...",
                                      "insert demo bets for a member (they move no money)", [wallet, demo] {
                                        const auto summary = wallet().betDemo.demo(
                                            demo->account, demo->count, demo->days, demo->seed, demo->vendors);
                                        std::cout << "inserted " << summary.inserted << " bet(s): " << summary.settled
                                                  << " settled, " << summary.pending << " pending\n";
                                        return 0;
                                      });
  demoCommand.add_option("account", demo->account, "the member's account name")->required();
  demoCommand.add_option("--count", demo->count, "how many bets, 1-1000 (default 40)");
  demoCommand.add_option("--days", demo->days, "spread over the last D days, 0-365 (default 7; 0: the last hour)");
  demoCommand.add_option("--seed", demo->seed, "the same seed gives the same bets (default 1)");
  demoCommand.add_option("--vendor", demo->vendors,
                         "only this enabled vendor (repeatable; default: every enabled one)");

  cli::addCommand(app, "rebates rates list", "", "the rebate rates per game category and vendor", [wallet] {
    const auto rates = wallet().rebates.rates();
    for (const auto& rate : rates) {
      std::cout << std::left << std::setw(10) << (rate.vendor.empty() ? "category" : "vendor") << std::setw(12)
                << (rate.vendor.empty() ? rate.category : rate.vendor) << money::formatMinor(rate.rateBp) << "%\n";
    }
    std::cout << rates.size() << " rate(s); rebate period: " << wallet().rebates.period() << '\n';
    return 0;
  });
  auto rate = std::make_shared<RateArgs>();
  auto& setCommand = cli::addCommand(
      app, "rebates rates set", "(--category C | --vendor V) <percent>",
      "set the rebate rate of a game category or vendor (a vendor's rate wins)", [wallet, rate] {
        wallet().rebates.setRate(rate->category, rate->vendor, rate->percent);
        std::cout << (rate->vendor.empty() ? rate->category : rate->vendor) << " rebate " << rate->percent << "%\n";
        return 0;
      });
  setCommand.add_option("--category", rate->category, "ELOTT LOTT LIVE SPORTS FISH RNG PVP ESPORTS COCKFIGHT BINGO");
  setCommand.add_option("--vendor", rate->vendor, "a game vendor code");
  setCommand.add_option("percent", rate->percent, "percent of the valid bet, 0-100, at most 2 decimals")->required();
  auto remove = std::make_shared<RateArgs>();
  auto& removeCommand = cli::addCommand(app, "rebates rates remove", "(--category C | --vendor V)",
                                        "remove a rebate rate", [wallet, remove] {
                                          wallet().rebates.setRate(remove->category, remove->vendor, std::nullopt);
                                          std::cout << "removed\n";
                                          return 0;
                                        });
  removeCommand.add_option("--category", remove->category, "a game category");
  removeCommand.add_option("--vendor", remove->vendor, "a game vendor code");

  auto grant = std::make_shared<GrantArgs>();
  auto& grantCommand = cli::addCommand(
      app, "bonuses grant", "<account> <amount> --reason R --key K [--turnover-multiple N]",
      "credit a bonus from the bonus account to a member's main wallet", [wallet, grant] {
        std::optional<std::int64_t> multiple;
        if (grant->multiple >= 0) multiple = grant->multiple;
        const auto result = wallet().bonuses.grant(grant->account, grant->amount, grant->reason, multiple, grant->key);
        std::cout << "bonus " << money::formatMinor(result.amountMinor) << "; main wallet now "
                  << money::formatMinor(result.mainMinor) << '\n';
        return 0;
      });
  grantCommand.add_option("account", grant->account, "the member's account name")->required();
  grantCommand.add_option("amount", grant->amount, "e.g. 50.00")->required();
  grantCommand.add_option("--reason", grant->reason, "shown to the member, 1-200 bytes")->required();
  grantCommand.add_option("--key", grant->key, "idempotency key: the same key twice grants once")->required();
  grantCommand.add_option("--turnover-multiple", grant->multiple, "times the bonus must be wagered, 0-1000");
}

}  // namespace panalo::modules

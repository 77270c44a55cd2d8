// panaloctl referral ...: the operator's side of invite friends.
//   referral enable NAME | referral disable NAME   open or close invite friends for one member
//   referral list                                  members enabled one by one, and the rule
//   referral config [--open-to-all on|off] [--reward AMOUNT] [--min-deposit AMOUNT]
//                   [--turnover-multiple N] [--active-days N]
//   referral settle                                pay every reward due now (servers also do it on their own)
//   referral demo                                  the demo rule (safe to repeat)
#include <iostream>
#include <memory>

#include "domains/referral/referral_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct ConfigArgs {
  std::string openToAll;
  std::string reward;
  std::string minDeposit;
  std::int64_t turnoverMultiple = -1;  // -1: not given
  int activeDays = -1;
};

void printRule(const services::ReferralConfig& rule) {
  std::cout << "open to all: " << (rule.openToAll ? "on" : "off") << '\n'
            << "reward: " << services::ReferralService::moneyText(rule.rewardMinor)
            << (rule.rewardMinor == 0 ? " (no rewards)" : "") << '\n'
            << "when the friend's approved deposits reach: "
            << services::ReferralService::moneyText(rule.minDepositMinor) << '\n'
            << "turnover multiple: " << rule.turnoverMultiple << '\n'
            << "active: a bet within " << rule.activeDays << " day(s)\n";
}

}  // namespace

void ReferralModule::addCommands(CLI::App& app, const cli::Lazy<ReferralModule>& referral) {
  for (const bool enable : {true, false}) {
    auto account = std::make_shared<std::string>();
    auto& command = cli::addCommand(
        app, enable ? "referral enable" : "referral disable", "NAME",
        enable ? "open invite friends to a member" : "close invite friends to a member", [referral, account, enable] {
          referral().referrals.setEnabled(*account, enable);
          std::cout << "invite friends " << (enable ? "enabled" : "disabled") << " for " << *account << '\n';
          return 0;
        });
    command.add_option("account", *account, "the member's account")->required();
  }

  cli::addCommand(app, "referral list", "", "members enabled one by one, and the rule", [referral] {
    const auto accounts = referral().referrals.enabledAccounts();
    for (const auto& account : accounts) std::cout << account << '\n';
    std::cout << accounts.size() << " member(s) enabled one by one\n";
    printRule(referral().referrals.config());
    return 0;
  });

  auto config = std::make_shared<ConfigArgs>();
  auto& configCommand = cli::addCommand(
      app, "referral config",
      "[--open-to-all on|off] [--reward AMOUNT] [--min-deposit AMOUNT] [--turnover-multiple N] [--active-days N]",
      "the reward rule: a referrer earns AMOUNT once per friend whose approved deposits reach the minimum",
      [referral, config] {
        services::ReferralConfigChange change;
        if (!config->openToAll.empty()) change.openToAll = config->openToAll == "on";
        if (!config->reward.empty()) change.reward = config->reward;
        if (!config->minDeposit.empty()) change.minDeposit = config->minDeposit;
        if (config->turnoverMultiple >= 0) change.turnoverMultiple = config->turnoverMultiple;
        if (config->activeDays >= 0) change.activeDays = config->activeDays;
        printRule(referral().referrals.changeConfig(change));
        return 0;
      });
  configCommand.add_option("--open-to-all", config->openToAll, "on: every real member may invite")
      ->check(CLI::IsMember({"on", "off"}));
  configCommand.add_option("--reward", config->reward, "paid per qualifying friend, e.g. 50.00 (0: none)");
  configCommand.add_option("--min-deposit", config->minDeposit, "the friend's approved deposits that qualify");
  configCommand.add_option("--turnover-multiple", config->turnoverMultiple, "wagering of the reward bonus (0-1000)")
      ->check(cli::wholeNumber(0, 1000));
  configCommand.add_option("--active-days", config->activeDays, "a friend is active with a bet this recent (1-365)")
      ->check(cli::wholeNumber(1, 365));

  cli::addCommand(app, "referral settle", "", "pay every referral reward due now", [referral] {
    std::cout << referral().referrals.settle() << " reward(s) paid\n";
    return 0;
  });

  cli::addCommand(app, "referral demo", "", "the demo rule: open to all, 50.00 per friend depositing 100.00",
                  [referral] {
                    referral().referrals.loadDemo();
                    printRule(referral().referrals.config());
                    return 0;
                  });
}

}  // namespace panalo::modules

// panaloctl vip ...: VIP levels and members' levels.
//   vip levels                                         every level with thresholds, bonuses and labels
//   vip level set <N> --valid-bet A --deposit A [--upgrade-bonus A] [--weekly-bonus A] [--monthly-bonus A]
//                 [--turnover-multiple M]              add or change level N (1-99)
//   vip level text <N> <EN|TY|PT> --label L [--benefits B]
//   vip level remove <N>
//   vip member set <account> <N>                       pin a member's level (0: no VIP level)
//   vip member auto <account>                          back to the thresholds
//   vip member show <account>                          level, totals and claimable bonuses
#include <iomanip>
#include <iostream>
#include <memory>

#include "domains/missions/missions_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct LevelTextArgs {
  int level = 0;
  std::string language;
  std::string label;
  std::string benefits;
};

struct MemberArgs {
  std::string account;
  int level = 0;
};

}  // namespace

void MissionsModule::addVipCommands(CLI::App& app, const cli::Lazy<MissionsModule>& missions) {
  cli::addCommand(app, "vip levels", "", "every VIP level with its thresholds, bonuses and labels", [missions] {
    const auto levels = missions().vip.levels();
    for (const auto& level : levels) {
      std::cout << "VIP " << level.rankLevel << ": valid bet >= " << money::formatMinor(level.minValidBetMinor)
                << ", deposits >= " << money::formatMinor(level.minDepositMinor) << "; upgrade "
                << money::formatMinor(level.upgradeBonusMinor) << ", weekly "
                << money::formatMinor(level.weeklyBonusMinor) << ", monthly "
                << money::formatMinor(level.monthlyBonusMinor);
      if (level.turnoverMultiple) std::cout << " (turnover x" << *level.turnoverMultiple << ")";
      std::cout << '\n';
      for (const auto& text : level.texts) std::cout << "      " << text.language << ": " << text.labelName << '\n';
    }
    std::cout << levels.size() << " level(s)\n";
    return 0;
  });

  auto set = std::make_shared<services::VipLevelDefinition>();
  auto multiple = std::make_shared<std::int64_t>(-1);
  auto& setCommand =
      cli::addCommand(app, "vip level set",
                      "<N> --valid-bet A --deposit A [--upgrade-bonus A] [--weekly-bonus A] [--monthly-bonus A] "
                      "[--turnover-multiple M]",
                      "add or change a VIP level: thresholds on cumulative valid bets and deposits, and its bonuses",
                      [missions, set, multiple] {
                        auto definition = *set;
                        if (*multiple >= 0) definition.turnoverMultiple = *multiple;
                        missions().vip.defineLevel(definition);
                        std::cout << "VIP level " << definition.rankLevel << " saved\n";
                        return 0;
                      });
  setCommand.add_option("level", set->rankLevel, "1-99")->required();
  setCommand.add_option("--valid-bet", set->minValidBet, "cumulative settled valid bets needed")->required();
  setCommand.add_option("--deposit", set->minDeposit, "cumulative approved deposits needed")->required();
  setCommand.add_option("--upgrade-bonus", set->upgradeBonus, "paid once on reaching the level (default 0)");
  setCommand.add_option("--weekly-bonus", set->weeklyBonus, "claimable once a week at this level (default 0)");
  setCommand.add_option("--monthly-bonus", set->monthlyBonus, "claimable once a month at this level (default 0)");
  setCommand.add_option("--turnover-multiple", *multiple, "the bonuses' wagering requirement (default: the site's)");

  auto text = std::make_shared<LevelTextArgs>();
  auto& textCommand =
      cli::addCommand(app, "vip level text", "<N> <EN|TY|PT> --label L [--benefits B]",
                      "set a level's label and benefits in one language (EN is the fallback)", [missions, text] {
                        missions().vip.setLevelText(text->level, text->language, text->label, text->benefits);
                        std::cout << "VIP level " << text->level << " " << text->language << " text set\n";
                        return 0;
                      });
  textCommand.add_option("level", text->level, "1-99")->required();
  textCommand.add_option("language", text->language, "EN, TY or PT")->required();
  textCommand.add_option("--label", text->label, "1-40 characters, shown beside the member's name")->required();
  textCommand.add_option("--benefits", text->benefits, "at most 500 characters");

  auto remove = std::make_shared<int>(0);
  auto& removeCommand =
      cli::addCommand(app, "vip level remove", "<N>", "delete a VIP level (claimed bonuses stay)", [missions, remove] {
        missions().vip.removeLevel(*remove);
        std::cout << "VIP level " << *remove << " removed\n";
        return 0;
      });
  removeCommand.add_option("level", *remove, "1-99")->required();

  auto member = std::make_shared<MemberArgs>();
  auto& memberCommand =
      cli::addCommand(app, "vip member set", "<account> <N>",
                      "pin a member's VIP level whatever their totals (0: no VIP level)", [missions, member] {
                        missions().vip.setMemberLevel(member->account, member->level);
                        std::cout << member->account << " pinned at VIP level " << member->level << '\n';
                        return 0;
                      });
  memberCommand.add_option("account", member->account, "the member's account name")->required();
  memberCommand.add_option("level", member->level, "0-99")->required();

  auto automatic = std::make_shared<MemberArgs>();
  auto& autoCommand = cli::addCommand(app, "vip member auto", "<account>",
                                      "let a member's level follow the thresholds again", [missions, automatic] {
                                        missions().vip.setMemberLevel(automatic->account, std::nullopt);
                                        std::cout << automatic->account << "'s VIP level follows the thresholds\n";
                                        return 0;
                                      });
  autoCommand.add_option("account", automatic->account, "the member's account name")->required();

  auto show = std::make_shared<MemberArgs>();
  auto& showCommand = cli::addCommand(
      app, "vip member show", "<account>", "a member's VIP level, totals and claimable bonuses", [missions, show] {
        const auto status = missions().vip.memberStatus(show->account);
        std::cout << show->account << ": VIP level " << status.rankLevel << (status.pinned ? " (pinned)" : "")
                  << "; valid bets " << money::formatMinor(status.totals.validBetMinor) << ", deposits "
                  << money::formatMinor(status.totals.depositMinor) << '\n';
        for (const auto& bonus : status.claimable) {
          std::cout << "  claimable: " << bonus.kind << " (level " << bonus.rankLevel << ") "
                    << money::formatMinor(bonus.amountMinor) << '\n';
        }
        return 0;
      });
  showCommand.add_option("account", show->account, "the member's account name")->required();
}

}  // namespace panalo::modules

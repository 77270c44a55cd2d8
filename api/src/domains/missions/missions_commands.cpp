// panaloctl missions ...: the operator's side of the missions.
//   missions list                                  every mission with its texts
//   missions set <CODE> --period P --goal G --target T (--bonus A [--turnover-multiple N] | --points N)
//                [--category C] [--sort N] [--starts ISO] [--ends ISO]
//                                                  add a mission or change the one with that code
//   missions text <CODE> <EN|TY|PT> --title T [--description D]
//   missions enable|disable <CODE>                 show or hide it (claims stay)
//   missions remove <CODE>                         only while nobody has claimed it
//   missions demo                                  demo missions, VIP levels and leaderboard players
#include <iomanip>
#include <iostream>
#include <memory>

#include "domains/missions/missions_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct SetArgs {
  services::MissionDefinition definition;
  std::string bonus;
  std::int64_t points = 0;
  std::int64_t multiple = -1;
  std::string starts;
  std::string ends;
};

struct TextArgs {
  std::string code;
  std::string language;
  std::string title;
  std::string description;
};

struct CodeArgs {
  std::string code;
};

std::string describeTarget(const services::Mission& mission) {
  return services::goalIsMoney(mission.goalKind) ? money::formatMinor(mission.target) : std::to_string(mission.target);
}

std::string describeReward(const services::Mission& mission) {
  if (mission.rewardKind == "points") return std::to_string(mission.rewardAmount) + " points";
  std::string text = money::formatMinor(mission.rewardAmount) + " bonus";
  if (mission.turnoverMultiple) text += " x" + std::to_string(*mission.turnoverMultiple);
  return text;
}

}  // namespace

void MissionsModule::addCommands(CLI::App& app, const cli::Lazy<MissionsModule>& missions) {
  cli::addCommand(app, "missions list", "", "every mission with its goal, reward and texts", [missions] {
    const auto all = missions().missions.all();
    for (const auto& mission : all) {
      std::cout << std::left << std::setw(6) << mission.id << std::setw(22) << mission.code << std::setw(8)
                << mission.period << mission.goalKind
                << (mission.gameCategory.empty() ? "" : "/" + mission.gameCategory) << " " << describeTarget(mission)
                << " -> " << describeReward(mission) << (mission.enabled ? "" : " (disabled)") << '\n';
      for (const auto& text : mission.texts) std::cout << "      " << text.language << ": " << text.title << '\n';
    }
    std::cout << all.size() << " mission(s)\n";
    return 0;
  });

  auto set = std::make_shared<SetArgs>();
  auto& setCommand = cli::addCommand(
      app, "missions set",
      "<CODE> --period daily|weekly|once --goal valid_bet|bet_count|deposit|login_days --target T "
      "(--bonus A [--turnover-multiple N] | --points N) [--category C] [--sort N] [--starts ISO] [--ends ISO]",
      "add a mission or change the one with that code", [missions, set] {
        auto definition = set->definition;
        definition.rewardBonus = set->bonus;
        if (set->points != 0) definition.rewardPoints = set->points;
        if (set->multiple >= 0) definition.turnoverMultiple = set->multiple;
        if (!set->starts.empty()) definition.startsAt = set->starts;
        if (!set->ends.empty()) definition.endsAt = set->ends;
        const auto id = missions().missions.define(definition);
        std::cout << "mission " << definition.code << " saved (id " << id << ")\n";
        return 0;
      });
  setCommand.add_option("code", set->definition.code, "1-40 of A-Z a-z 0-9 _ -")->required();
  setCommand.add_option("--period", set->definition.period, "daily, weekly or once")->required();
  setCommand.add_option("--goal", set->definition.goalKind, "valid_bet, bet_count, deposit or login_days")->required();
  setCommand.add_option("--target", set->definition.target, "an amount (valid_bet, deposit) or a count")->required();
  setCommand.add_option("--category", set->definition.gameCategory, "bet goals only: one game category (default any)");
  setCommand.add_option("--bonus", set->bonus, "reward: a bonus amount, paid from the bonus account");
  setCommand.add_option("--turnover-multiple", set->multiple,
                        "the bonus's wagering requirement (default: the site's bonus multiple)");
  setCommand.add_option("--points", set->points, "reward: a number of points");
  setCommand.add_option("--sort", set->definition.sortOrder, "lower first (default 0)");
  setCommand.add_option("--starts", set->starts, "when it opens, ISO 8601 (default: now)");
  setCommand.add_option("--ends", set->ends, "when it closes, ISO 8601 (default: never)");

  auto text = std::make_shared<TextArgs>();
  auto& textCommand =
      cli::addCommand(app, "missions text", "<CODE> <EN|TY|PT> --title T [--description D]",
                      "set a mission's title and description in one language (EN is the fallback)", [missions, text] {
                        missions().missions.setText(text->code, text->language, text->title, text->description);
                        std::cout << "mission " << text->code << " " << text->language << " text set\n";
                        return 0;
                      });
  textCommand.add_option("code", text->code, "the mission's code")->required();
  textCommand.add_option("language", text->language, "EN, TY or PT")->required();
  textCommand.add_option("--title", text->title, "1-120 characters")->required();
  textCommand.add_option("--description", text->description, "at most 500 characters");

  for (const bool enable : {true, false}) {
    auto args = std::make_shared<CodeArgs>();
    auto& command = cli::addCommand(app, enable ? "missions enable" : "missions disable", "<CODE>",
                                    enable ? "show a mission to members again" : "hide a mission (its claims stay)",
                                    [missions, args, enable] {
                                      missions().missions.setEnabled(args->code, enable);
                                      std::cout << "mission " << args->code << (enable ? " enabled\n" : " disabled\n");
                                      return 0;
                                    });
    command.add_option("code", args->code, "the mission's code")->required();
  }

  auto remove = std::make_shared<CodeArgs>();
  auto& removeCommand = cli::addCommand(app, "missions remove", "<CODE>",
                                        "delete a mission nobody has claimed (else disable it)", [missions, remove] {
                                          missions().missions.remove(remove->code);
                                          std::cout << "mission " << remove->code << " removed\n";
                                          return 0;
                                        });
  removeCommand.add_option("code", remove->code, "the mission's code")->required();

  cli::addCommand(app, "missions demo", "",
                  "demo missions, VIP levels and leaderboard players with today's bets (safe to repeat)", [missions] {
                    const auto summary = missions().loadDemo();
                    std::cout << summary.missions << " mission(s), " << summary.vipLevels << " VIP level(s), "
                              << summary.players << " player(s) and " << summary.bets << " bet(s) added\n";
                    return 0;
                  });

  addVipCommands(app, missions);
}

}  // namespace panalo::modules

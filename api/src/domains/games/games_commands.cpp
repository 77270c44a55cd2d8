// panaloctl games ...: the operator's side of the games catalogue.
//   games demo [--seed N]                  the demo vendors and 3,000+ games (safe to repeat)
//   games import <file> [--vendor CODE]    a vendor catalogue, JSON or CSV, all rows or none
//   games maintenance <target> on|off      target: VENDOR, VENDOR/GAMECODE or a nodeId
//   games list [--vendor CODE]             one short line per game
//   games agent <agent> <target> on|off    enable or disable a vendor or game for an agent's members
//   games vendor-url <VENDOR> <TEMPLATE> [--window] | --clear
//                                          where the vendor's games launch (https, {token} {game} {lang} {mode})
// Every change reaches the running servers' catalogue caches through NOTIFY.
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>

#include "domains/games/games_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct DemoArgs {
  std::uint64_t seed = 1;
};

struct ImportArgs {
  std::string file;
  std::string vendor;
};

struct SwitchArgs {
  std::string agent;
  std::string target;
  std::string state;
};

struct VendorUrlArgs {
  std::string vendor;
  std::string launchTemplate;
  bool window = false;
  bool clear = false;
};

struct ListArgs {
  std::string vendor;
};

void printSummary(const services::ImportSummary& summary) {
  std::cout << summary.inserted << " game(s) added, " << summary.updated << " updated, " << summary.unchanged
            << " unchanged\n";
}

std::string describe(const services::MaintenanceTarget& target) {
  return target.game ? "game " + std::to_string(*target.game) + " of " + target.vendor : "vendor " + target.vendor;
}

}  // namespace

void GamesModule::addCommands(CLI::App& app, const cli::Lazy<GamesModule>& games) {
  auto demo = std::make_shared<DemoArgs>();
  auto& demoCommand =
      cli::addCommand(app, "games demo", "[--seed N]",
                      "load the demo game catalogue (vendors and 3,000+ games; safe to repeat)", [games, demo] {
                        printSummary(games().catalogueAdmin.loadDemo(demo->seed));
                        return 0;
                      });
  demoCommand.add_option("--seed", demo->seed, "the same seed gives the same catalogue (default 1)");

  auto import = std::make_shared<ImportArgs>();
  auto& importCommand = cli::addCommand(
      app, "games import", "<file> [--vendor CODE]",
      "import a vendor catalogue (.json or .csv), upserting by vendor and game code; a bad row imports nothing",
      [games, import] {
        printSummary(games().catalogueAdmin.importFile(import->file, import->vendor));
        return 0;
      });
  importCommand.add_option("file", import->file, "a JSON array of games or a CSV file with a header row")->required();
  importCommand.add_option("--vendor", import->vendor, "the vendor of rows that name none (others are refused)");

  auto maintenance = std::make_shared<SwitchArgs>();
  auto& maintenanceCommand = cli::addCommand(
      app, "games maintenance", "<VENDOR|VENDOR/GAMECODE|nodeId> on|off",
      "put a vendor or game under maintenance (launching answers game_maintenance) or back", [games, maintenance] {
        const bool on = maintenance->state == "on";
        const auto target = games().catalogueAdmin.setMaintenance(maintenance->target, on);
        std::cout << describe(target) << " maintenance " << (on ? "on" : "off") << '\n';
        return 0;
      });
  maintenanceCommand.add_option("target", maintenance->target, "a vendor code, VENDOR/GAMECODE or a nodeId")
      ->required();
  maintenanceCommand.add_option("state", maintenance->state, "on or off")
      ->required()
      ->check(CLI::IsMember({"on", "off"}));

  auto list = std::make_shared<ListArgs>();
  auto& listCommand =
      cli::addCommand(app, "games list", "[--vendor CODE]", "the catalogue, one game a line", [games, list] {
        const auto rows = games().catalogueAdmin.list(list->vendor);
        for (const auto& game : rows) {
          std::string flags;
          if (game.hot) flags += " hot";
          if (game.freeTrial) flags += " trial";
          if (game.maintenance || game.vendorMaintenance) flags += " maintenance";
          if (!game.enabled) flags += " disabled";
          std::cout << std::left << std::setw(8) << game.nodeId << std::setw(14) << game.vendor << std::setw(20)
                    << game.gameCode << std::setw(11) << game.gameType << game.gameName << flags << '\n';
        }
        std::cout << rows.size() << " game(s)\n";
        return 0;
      });
  listCommand.add_option("--vendor", list->vendor, "only this vendor's games");

  auto agent = std::make_shared<SwitchArgs>();
  auto& agentCommand = cli::addCommand(
      app, "games agent", "<agent> <VENDOR|VENDOR/GAMECODE|nodeId> on|off",
      "enable or disable a vendor or game for an agent's members (off: launching answers contact_agent)",
      [games, agent] {
        const bool on = agent->state == "on";
        const auto target = games().catalogueAdmin.setAgentAccess(agent->agent, agent->target, on);
        std::cout << describe(target) << (on ? " enabled" : " disabled") << " for " << agent->agent << "'s members\n";
        return 0;
      });
  agentCommand.add_option("agent", agent->agent, "the agent's account name")->required();
  agentCommand.add_option("target", agent->target, "a vendor code, VENDOR/GAMECODE or a nodeId")->required();
  agentCommand.add_option("state", agent->state, "on or off")->required()->check(CLI::IsMember({"on", "off"}));

  auto vendorUrl = std::make_shared<VendorUrlArgs>();
  auto& vendorUrlCommand = cli::addCommand(
      app, "games vendor-url", "<VENDOR> <TEMPLATE> [--window] | <VENDOR> --clear",
      "set where a vendor's games launch: an https URL template with {token} and {game} (also {lang}, {mode}); "
      "without one its games answer vendor_unavailable",
      [games, vendorUrl] {
        if (vendorUrl->clear == !vendorUrl->launchTemplate.empty()) {
          throw cli::UsageError("give either a TEMPLATE or --clear");
        }
        const auto launchTemplate =
            vendorUrl->clear ? std::nullopt : std::optional<std::string>(vendorUrl->launchTemplate);
        games().catalogueAdmin.setVendorLaunchUrl(vendorUrl->vendor, launchTemplate, vendorUrl->window);
        if (launchTemplate) {
          std::cout << vendorUrl->vendor << " games launch at " << *launchTemplate
                    << (vendorUrl->window ? " (new window)\n" : " (in-page frame)\n");
        } else {
          std::cout << vendorUrl->vendor << " has no launch URL: its games answer vendor_unavailable\n";
        }
        return 0;
      });
  vendorUrlCommand.add_option("vendor", vendorUrl->vendor, "a catalogue vendor code")->required();
  vendorUrlCommand.add_option("template", vendorUrl->launchTemplate,
                              "e.g. https://games.vendor.example/play?token={token}&game={game}&lang={lang}");
  vendorUrlCommand.add_flag("--window", vendorUrl->window, "open its games in a new window (it refuses frames)");
  vendorUrlCommand.add_flag("--clear", vendorUrl->clear, "remove the launch URL");
}

}  // namespace panalo::modules

// panaloctl pvp ...: the operator's side of PVP rooms.
//   pvp demo     rooms on the first PVP games of the catalogue (needs games demo; safe to repeat)
//   pvp rooms    every room with its game, stake and seats
#include <iostream>

#include "domains/pvp/pvp_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {

void PvpModule::addCommands(CLI::App& app, const cli::Lazy<PvpModule>& pvp) {
  cli::addCommand(app, "pvp demo", "", "demo rooms on the first PVP games of the catalogue (safe to repeat)", [pvp] {
    std::cout << pvp().rooms.loadDemo() << " room(s) added\n";
    return 0;
  });
  cli::addCommand(app, "pvp rooms", "", "every room: id, game, stake, seats taken", [pvp] {
    const auto rooms = pvp().rooms.rooms({}, std::nullopt);
    for (const auto& room : rooms) {
      std::cout << room.row.id << '\t' << room.game.vendor << '/' << room.game.gameCode << '\t' << room.row.name << '\t'
                << money::formatMinor(room.row.stakeMinor) << '\t' << room.row.occupied << '/' << room.row.seats << '\t'
                << room.row.status << '\n';
    }
    std::cout << rooms.size() << " room(s)\n";
    return 0;
  });
}

}  // namespace panalo::modules

#pragma once
// PVP rooms (issue 17 item 6) as a small domain of its own rather than part of
// games: rooms and seats are state with their own lifecycle (seats held,
// renewed, freed, expired) and their own money check, while the games domain
// stays the catalogue and the one launch path, which this domain calls.

#include "domains/accounts/accounts_module.hpp"
#include "domains/games/games_module.hpp"
#include "domains/pvp/pvp_repository.hpp"
#include "domains/pvp/pvp_service.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class PvpModule {
 public:
  PvpModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet, GamesModule& games);
  PvpModule(const PvpModule&) = delete;
  PvpModule& operator=(const PvpModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // pvp demo | pvp rooms (pvp_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<PvpModule>& pvp);

  repositories::PvpRepository store;
  services::PvpService rooms;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules

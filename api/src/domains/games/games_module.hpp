#pragma once
// The games domain (issue 14): the catalogue (vendors, lanes, games) served
// from an in-process cache that NOTIFY keeps current, favourites, recent
// games, the per-agent enabling, game launch, the winner board (from the
// wallet's betting record), and the operator's panaloctl games commands.

#include "domains/accounts/accounts_module.hpp"
#include "domains/games/catalogue_admin_service.hpp"
#include "domains/games/catalogue_cache.hpp"
#include "domains/games/catalogue_repository.hpp"
#include "domains/games/game_launch_service.hpp"
#include "domains/games/game_service.hpp"
#include "domains/games/launch_token_repository.hpp"
#include "domains/games/member_game_service.hpp"
#include "domains/games/member_games_repository.hpp"
#include "domains/games/winner_board_service.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class GamesModule {
 public:
  GamesModule(platform::PlatformDeps& platform, AccountsModule& accounts, WalletModule& wallet);
  GamesModule(const GamesModule&) = delete;
  GamesModule& operator=(const GamesModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // games demo | import | maintenance | list | agent | vendor-url (games_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<GamesModule>& games);
  // The origins of the vendors whose games open in the page's frame, space
  // separated (the UI's Content-Security-Policy frame-src).
  std::string frameSources() { return catalogueCache.current()->frameSources; }

  repositories::CatalogueRepository catalogueStore;
  repositories::MemberGamesRepository memberGamesStore;
  services::CatalogueCache catalogueCache;
  services::GameService games;
  services::MemberGameService memberGames;
  services::CatalogueAdminService catalogueAdmin;
  repositories::LaunchTokenRepository launchTokenStore;
  services::GameLaunchService launches;
  services::WinnerBoardService winnerBoard;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules

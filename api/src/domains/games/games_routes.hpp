#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/games/game_launch_service.hpp"
#include "domains/games/game_service.hpp"
#include "domains/games/member_game_service.hpp"
#include "domains/games/winner_board_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct GamesServices {
  services::SessionService& sessions;
  services::GameService& games;
  services::MemberGameService& memberGames;
  services::GameLaunchService& launches;
  services::WinnerBoardService& winnerBoard;
};

// Spec section 7, catalogue and menus (api/openapi.yaml, tag games):
//   GET /lgw/games/game_menus, GET /wps/relay/GCS_gameList, GET /wps/relay/GCS_hotGames,
//   GET|POST|DELETE /wps/relay/GCS_favorites, GET /wps/relay/GCS_favoriteIds,
//   GET /wps/relay/GCS_recentGames, GET /lgw/vn/games/game_menu, GET /lgw/vn/games/recent,
//   GET /wps/games/icon (our generated game icons), GET /wps/game/launchGame,
//   GET /wps/relay/GCS_winnerBoard.
void addGamesRoutes(http::RouteTable& routes, GamesServices s);

}  // namespace panalo::routes

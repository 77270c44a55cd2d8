#pragma once
// Catalogue values <-> JSON with the spec's field names (section 3, "Game":
// nodeId, vassalage, gameCode, gameType, isGame, displayName, lagerIcon,
// gameClassify, gameName, iconUrl, isHot 1, supportPlay 0 = free trial).

#include <nlohmann/json.hpp>

#include "domains/games/game_launch_service.hpp"
#include "domains/games/game_service.hpp"
#include "domains/games/games_types.hpp"
#include "domains/games/member_game_service.hpp"
#include "domains/games/winner_board_service.hpp"
#include "platform/http/http_types.hpp"

namespace panalo::routes {

nlohmann::json gameJson(const services::Game& game);
nlohmann::json gameMenusJson(const services::GameMenus& menus);
nlohmann::json gamePageJson(const services::GamePage& page);
nlohmann::json hotGamesJson(const services::GameList& list);
nlohmann::json favouritePageJson(const services::MemberGamePage& page);
nlohmann::json favouriteIdsJson(const std::vector<std::int64_t>& ids);
nlohmann::json favouriteChangeJson(const services::FavouriteChange& change);
nlohmann::json recentGamesJson(const services::MemberGamePage& page);
nlohmann::json lotteryMenuJson(const services::LotteryMenu& menu);
// {url, openMode: route|iframe|window, demo, nodeId, vassalage, gameCode, gameType}
nlohmann::json gameLaunchJson(const services::GameLaunch& launch);
// {list: [{recordId, iconUrl, gameName, customerName, winAmount ("1234.50")}]}
nlohmann::json winnerBoardJson(const std::vector<services::WinnerRecord>& records);

services::GameListQuery gameListQueryOf(const http::HttpRequest& request);
services::MemberGamesQuery memberGamesQueryOf(const http::HttpRequest& request);
// POST body {nodeId, vendor, gameType}; nodeId may be a number or digits.
services::FavouriteRequest favouriteRequestOf(const nlohmann::json& body);
// GET query nodeId, freeTrial, language.
services::LaunchRequest launchRequestOf(const http::HttpRequest& request);
// DELETE query nodeId (vendor, gameType).
services::FavouriteRequest favouriteRequestOf(const http::HttpRequest& request);

}  // namespace panalo::routes

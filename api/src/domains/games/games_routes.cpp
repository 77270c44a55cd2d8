#include "domains/games/games_routes.hpp"

#include "domains/games/games_json.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/response_cache.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

repositories::Member memberOf(services::SessionService& sessions, const http::HttpRequest& request) {
  return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
}

}  // namespace

void addGamesRoutes(http::RouteTable& routes, GamesServices s) {
  // Public catalogue reads (visitors and trial accounts browse games, spec section 6).
  // Their answers depend only on the query and the catalogue: each is made once
  // per catalogue snapshot and query, then served from memory until the next
  // reload (platform/http/response_cache.hpp).
  auto cached = [s](http::RouteHandler make) -> http::RouteHandler {
    auto answers = std::make_shared<http::ResponseCache>();
    return [s, answers, make = std::move(make)](const http::HttpRequest& request) {
      return answers->answer(s.games.catalogue(), request, [&make, &request] { return make(request); });
    };
  };
  routes.add("GET", "/lgw/games/game_menus",
             cached([s](const http::HttpRequest&) { return http::okJson(gameMenusJson(s.games.menus())); }));
  routes.add("GET", "/wps/relay/GCS_gameList", cached([s](const http::HttpRequest& request) {
               return http::okJson(gamePageJson(s.games.listGames(gameListQueryOf(request))));
             }));
  routes.add("GET", "/wps/relay/GCS_hotGames", cached([s](const http::HttpRequest& request) {
               return http::okJson(
                   hotGamesJson(s.games.hotGames({request.queryParam("vassalage"), request.queryParam("gameType")})));
             }));
  routes.add("GET", "/lgw/vn/games/game_menu", cached([s](const http::HttpRequest& request) {
               return http::okJson(lotteryMenuJson(s.games.lotteryMenu(request.queryParam("prizeMode"))));
             }));
  routes.add("GET", "/wps/games/icon", [s](const http::HttpRequest& request) {
    http::HttpResponse response;
    response.contentType = "image/svg+xml";
    response.body = s.games.iconSvg(request.queryParam("vendor"), request.queryParam("gameCode"));
    // Icons change only with the game's vendor and code, which make the URL.
    response.headers.emplace_back("Cache-Control", "public, max-age=86400");
    return response;
  });

  routes.add("GET", "/wps/relay/GCS_winnerBoard", [s](const http::HttpRequest& request) {
    return http::okJson(
        winnerBoardJson(s.winnerBoard.board(request.queryParam("gameCategory"), request.queryParam("limitNum"))));
  });
  // Visitors may open free-trial games in demo mode; a token that is sent must be good.
  routes.add("GET", "/wps/game/launchGame", [s](const http::HttpRequest& request) {
    std::optional<repositories::Member> member;
    if (http::bearerToken(request)) member = memberOf(s.sessions, request);
    return http::okJson(gameLaunchJson(s.launches.launch(member, launchRequestOf(request))));
  });

  // The member's own games: login required, trial accounts refused.
  routes.add("GET", "/wps/relay/GCS_favorites", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(favouritePageJson(s.memberGames.favourites(member, memberGamesQueryOf(request))));
  });
  routes.add("POST", "/wps/relay/GCS_favorites", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(
        favouriteChangeJson(s.memberGames.addFavourite(member, favouriteRequestOf(readPlainBody(request)))));
  });
  routes.add("DELETE", "/wps/relay/GCS_favorites", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(favouriteChangeJson(s.memberGames.removeFavourite(member, favouriteRequestOf(request))));
  });
  routes.add("GET", "/wps/relay/GCS_favoriteIds", [s](const http::HttpRequest& request) {
    return http::okJson(favouriteIdsJson(s.memberGames.favouriteIds(memberOf(s.sessions, request))));
  });
  routes.add("GET", "/wps/relay/GCS_recentGames", [s](const http::HttpRequest& request) {
    const auto member = memberOf(s.sessions, request);
    return http::okJson(recentGamesJson(s.memberGames.recent(member, memberGamesQueryOf(request))));
  });
  routes.add("GET", "/lgw/vn/games/recent", [s](const http::HttpRequest& request) {
    return http::okJson(recentGamesJson(s.memberGames.recentLottery(memberOf(s.sessions, request))));
  });
}

}  // namespace panalo::routes

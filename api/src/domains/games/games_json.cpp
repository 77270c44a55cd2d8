#include "domains/games/games_json.hpp"

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

nlohmann::json gamesArray(const std::vector<const services::Game*>& games) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto* game : games) list.push_back(gameJson(*game));
  return list;
}

std::optional<std::string> textField(const nlohmann::json& body, const char* name) {
  const auto found = body.find(name);
  if (found == body.end() || found->is_null()) return std::nullopt;
  if (found->is_string()) return found->get<std::string>();
  if (found->is_number_integer() && found->get<std::int64_t>() >= 0) return std::to_string(found->get<std::int64_t>());
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, std::string(name) + " has the wrong type");
}

}  // namespace

nlohmann::json gameJson(const services::Game& game) {
  return {
      {"nodeId", game.nodeId},           {"vassalage", game.vendor},          {"gameCode", game.gameCode},
      {"gameType", game.gameType},       {"gameClassify", game.gameClassify}, {"isGame", game.isGame ? 1 : 0},
      {"gameName", game.gameName},       {"displayName", game.displayName},   {"iconUrl", game.iconUrl},
      {"lagerIcon", game.largeIconUrl},  {"isHot", game.hot ? 1 : 0},         {"supportPlay", game.freeTrial ? 0 : 1},
      {"maintenance", game.maintenance}, {"createdAt", game.createdAtMs}};
}

nlohmann::json gameMenusJson(const services::GameMenus& menus) {
  nlohmann::json lanes = nlohmann::json::array();
  for (const auto& lane : menus.lanes) {
    nlohmann::json cards = nlohmann::json::array();
    for (const auto* vendor : lane.cards) {
      const auto count = menus.gameCounts.find(vendor->code);
      cards.push_back({{"vassalage", vendor->code},
                       {"name", vendor->name},
                       {"gameType", vendor->category},
                       {"maintenance", vendor->maintenance},
                       {"gameCount", count == menus.gameCounts.end() ? 0 : count->second}});
    }
    lanes.push_back(
        {{"code", lane.code}, {"title", lane.title}, {"gameClassify", lane.gameClassify}, {"cards", cards}});
  }
  return {{"lanes", lanes}};
}

nlohmann::json gamePageJson(const services::GamePage& page) {
  return {{"games", gamesArray(page.games)},
          {"pageNo", page.pageNo},
          {"pageSize", page.pageSize},
          {"total", page.total},
          {"totalPages", page.totalPages}};
}

nlohmann::json hotGamesJson(const services::GameList& list) { return {{"list", gamesArray(list.games)}}; }

nlohmann::json favouritePageJson(const services::MemberGamePage& page) {
  return {{"content", gamesArray(page.games)},
          {"pageNum", page.pageNo},
          {"pageSize", page.pageSize},
          {"total", page.total},
          {"totalPages", page.totalPages}};
}

nlohmann::json favouriteIdsJson(const std::vector<std::int64_t>& ids) { return {{"nodeIds", ids}}; }

nlohmann::json favouriteChangeJson(const services::FavouriteChange& change) {
  return {{"nodeId", change.nodeId}, {"changed", change.changed}};
}

nlohmann::json recentGamesJson(const services::MemberGamePage& page) {
  nlohmann::json list = nlohmann::json::array();
  for (std::size_t i = 0; i < page.games.size(); ++i) {
    auto game = gameJson(*page.games[i]);
    game["lastLaunched"] = page.lastLaunchedMs[i];
    list.push_back(std::move(game));
  }
  return {{"list", list}, {"page", page.pageNo}, {"pageSize", page.pageSize}, {"totalPages", page.totalPages}};
}

nlohmann::json lotteryMenuJson(const services::LotteryMenu& menu) {
  return {{"prizeMode", menu.prizeMode}, {"games", gamesArray(menu.games.games)}};
}

nlohmann::json gameLaunchJson(const services::GameLaunch& launch) {
  const char* openMode = "route";
  if (launch.openMode == services::LaunchOpenMode::kIframe) openMode = "iframe";
  if (launch.openMode == services::LaunchOpenMode::kWindow) openMode = "window";
  return {{"url", launch.url},
          {"openMode", openMode},
          {"demo", launch.demo},
          {"nodeId", launch.game.nodeId},
          {"vassalage", launch.game.vendor},
          {"gameCode", launch.game.gameCode},
          {"gameType", launch.game.gameType}};
}

nlohmann::json winnerBoardJson(const std::vector<services::WinnerRecord>& records) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& record : records) {
    list.push_back({{"recordId", record.recordId},
                    {"iconUrl", record.iconUrl},
                    {"gameName", record.gameName},
                    {"customerName", record.customerName},
                    {"winAmount", money::formatMinor(record.winMinor)}});
  }
  return {{"list", list}};
}

services::LaunchRequest launchRequestOf(const http::HttpRequest& request) {
  return {request.queryParam("nodeId"), request.queryParam("freeTrial"), request.queryParam("language")};
}

services::GameListQuery gameListQueryOf(const http::HttpRequest& request) {
  services::GameListQuery query;
  query.gameType = request.queryParam("gameType");
  query.vendor = request.queryParam("vassalage");
  query.gameClassify = request.queryParam("gameClassify");
  query.gameName = request.queryParam("gameName");
  query.minBet = request.queryParam("minBet");
  query.minLineNum = request.queryParam("minLineNum");
  query.pageNo = request.queryParam("pageNo");
  query.pageSize = request.queryParam("pageSize");
  return query;
}

services::MemberGamesQuery memberGamesQueryOf(const http::HttpRequest& request) {
  services::MemberGamesQuery query;
  query.vendor = request.queryParam("vassalage");
  query.gameType = request.queryParam("gameType");
  // The favourite list says pageNo, the recent list page (spec section 7).
  query.pageNo = request.queryParam("pageNo");
  if (!query.pageNo) query.pageNo = request.queryParam("page");
  query.pageSize = request.queryParam("pageSize");
  return query;
}

services::FavouriteRequest favouriteRequestOf(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
  return {textField(body, "nodeId"), textField(body, "vendor"), textField(body, "gameType")};
}

services::FavouriteRequest favouriteRequestOf(const http::HttpRequest& request) {
  return {request.queryParam("nodeId"), request.queryParam("vendor"), request.queryParam("gameType")};
}

}  // namespace panalo::routes

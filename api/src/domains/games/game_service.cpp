#include "domains/games/game_service.hpp"

#include <array>
#include <cstdio>

#include "domains/games/catalogue_lobby_index.hpp"
#include "domains/games/game_query_rules.hpp"
#include "panalo/lobby/game_filter.hpp"
#include "panalo/lobby/pagination.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

// The vendor categories that ride in the sports lane but show as categories of their own.
bool splitFromSports(const CatalogueVendor& vendor) {
  return vendor.lane == "SPORTS" && (vendor.category == "ESPORTS" || vendor.category == "COCKFIGHT");
}

std::uint32_t fnv1a(const std::string& text) {
  std::uint32_t hash = 2166136261U;
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 16777619U;
  }
  return hash;
}

bool asciiAlnum(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

// Up to two ASCII initials of the name's words (only characters safe in SVG text).
std::string initials(const std::string& name) {
  std::string letters;
  bool wordStart = true;
  for (const char c : name) {
    if (c == ' ') {
      wordStart = true;
      continue;
    }
    if (wordStart && asciiAlnum(c) && letters.size() < 2) {
      letters.push_back(c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c);
    }
    wordStart = false;
  }
  return letters.empty() ? std::string("G") : letters;
}

}  // namespace

GameMenus GameService::menus() {
  GameMenus menus;
  menus.keepAlive = cache_.current();
  const auto& catalogue = *menus.keepAlive;
  for (const auto& game : catalogue.games) ++menus.gameCounts[game.vendor];
  for (const auto& lane : catalogue.lanes) {
    MenuLane menuLane{lane.code, lane.title, lane.gameClassify, {}};
    std::array<MenuLane, 2> split{MenuLane{"ESPORTS", "E-Sports", "ESPORTS", {}},
                                  MenuLane{"COCKFIGHT", "Cockfight", "COCKFIGHT", {}}};
    for (const auto& vendor : catalogue.vendors) {
      if (vendor.lane != lane.code) continue;
      if (splitFromSports(vendor)) {
        split[vendor.category == "ESPORTS" ? 0 : 1].cards.push_back(&vendor);
      } else {
        menuLane.cards.push_back(&vendor);
      }
    }
    if (!menuLane.cards.empty()) menus.lanes.push_back(std::move(menuLane));
    for (auto& extra : split) {
      if (!extra.cards.empty()) menus.lanes.push_back(std::move(extra));
    }
  }
  return menus;
}

GamePage GameService::listGames(const GameListQuery& query) {
  auto catalogue = cache_.current();
  GameFilter filter;
  filter.gameType = categoryParam(query.gameType, "gameType");
  filter.vendor = vendorParam(*catalogue, query.vendor, "vassalage");
  filter.gameClassify = textParam(query.gameClassify, 32, "gameClassify");
  filter.gameName = textParam(query.gameName, kMaxGameNameBytes, "gameName");
  // Vendor-side filters the catalogue does not carry: checked, not applied.
  wholeNumberParam(query.minBet, 0, 0, 999999999, "minBet");
  wholeNumberParam(query.minLineNum, 0, 0, 999999999, "minLineNum");
  filter.pageNo = wholeNumberParam(query.pageNo, 1, 1, 1000000, "pageNo");
  filter.pageSize = wholeNumberParam(query.pageSize, lobby::kDefaultListPageSize, 1, kMaxListPageSize, "pageSize");

  // The shared lobby filter (the browser's, through wasm): catalogue order,
  // category and vendor codes, the name folded case- and accent-insensitively.
  lobby::LobbyQueryView view;
  view.selectType = lobby::SelectType::kAll;
  view.category = filter.gameType;
  view.vendor = filter.vendor;
  view.nameSearch = filter.gameName;
  view.pageNo = filter.pageNo;
  view.pageSize = filter.pageSize;
  const auto found = catalogue->lobby->query(view, filter.gameClassify);
  GamePage page;
  page.pageNo = found.pageNo;
  page.pageSize = found.pageSize;
  page.total = found.total;
  page.totalPages = found.totalPages;
  page.games.reserve(found.positions.size());
  for (const auto position : found.positions) page.games.push_back(&catalogue->games[position]);
  page.keepAlive = std::move(catalogue);
  return page;
}

GameList GameService::hotGames(const HotGamesQuery& query) {
  GameList list;
  list.keepAlive = cache_.current();
  const auto& catalogue = *list.keepAlive;
  const auto vendor = vendorParam(catalogue, query.vendor, "vassalage");
  const auto gameType = categoryParam(query.gameType, "gameType");
  lobby::LobbyQueryView view;
  view.selectType = lobby::SelectType::kHot;
  view.category = gameType;
  view.vendor = vendor;
  view.pageSize = lobby::kMaxLobbyPageSize;
  // Every hot game: as many of the filter's largest pages as there are.
  for (std::int64_t pageNo = 1;; ++pageNo) {
    view.pageNo = pageNo;
    const auto found = catalogue.lobby->query(view);
    for (const auto position : found.positions) list.games.push_back(&catalogue.games[position]);
    if (pageNo >= found.totalPages) break;
  }
  return list;
}

LotteryMenu GameService::lotteryMenu(const std::optional<std::string>& prizeMode) {
  LotteryMenu menu;
  menu.games.keepAlive = cache_.current();
  const auto& catalogue = *menu.games.keepAlive;
  if (prizeMode && !prizeMode->empty()) {
    if (*prizeMode != "elottery" && *prizeMode != "normal") {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "prizeMode must be elottery or normal");
    }
    menu.prizeMode = *prizeMode;
  } else {
    bool hasElottery = false;
    for (const auto& vendor : catalogue.vendors) hasElottery = hasElottery || vendor.category == "ELOTT";
    menu.prizeMode = hasElottery ? "elottery" : "normal";
  }
  const std::string category = menu.prizeMode == "elottery" ? "ELOTT" : "LOTT";
  for (const auto& game : catalogue.games) {
    if (game.gameType == category) menu.games.games.push_back(&game);
  }
  return menu;
}

std::string GameService::iconSvg(const std::optional<std::string>& vendor, const std::optional<std::string>& gameCode) {
  const auto catalogue = cache_.current();
  const Game* game = (vendor && gameCode) ? catalogue->game(*vendor, *gameCode) : nullptr;
  if (game == nullptr) throw DomainError(ErrorKind::NotFound, error_keys::kGameNotFound, "no such game");
  const auto hash = fnv1a(game->vendor + "/" + game->gameCode);
  const auto hue = static_cast<int>(hash % 360);
  const auto accent = static_cast<int>((hash / 360) % 360);
  // Vendor codes are [A-Z0-9_] and initials ASCII letters or digits: nothing to escape.
  std::array<char, 1024> svg{};
  std::snprintf(
      svg.data(), svg.size(),
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 200\" width=\"200\" height=\"200\">"
      "<defs><linearGradient id=\"g\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
      "<stop offset=\"0\" stop-color=\"hsl(%d,70%%,45%%)\"/><stop offset=\"1\" stop-color=\"hsl(%d,70%%,25%%)\"/>"
      "</linearGradient></defs><rect width=\"200\" height=\"200\" rx=\"24\" fill=\"url(#g)\"/>"
      "<circle cx=\"100\" cy=\"90\" r=\"52\" fill=\"rgba(255,255,255,0.15)\"/>"
      "<text x=\"100\" y=\"108\" font-family=\"sans-serif\" font-size=\"52\" font-weight=\"700\" "
      "fill=\"#fff\" text-anchor=\"middle\">%s</text>"
      "<text x=\"100\" y=\"180\" font-family=\"sans-serif\" font-size=\"22\" fill=\"#fff\" "
      "text-anchor=\"middle\">%s</text></svg>",
      hue, accent, initials(game->gameName).c_str(), game->vendor.c_str());
  return svg.data();
}

}  // namespace panalo::services

#pragma once
// Catalogue reads for everyone (visitors included, spec section 6): the game
// menus, the games list, hot games, the lottery menu and the games' icons,
// all served from the in-process catalogue.

#include <optional>
#include <string>

#include "domains/games/catalogue_cache.hpp"
#include "domains/games/games_types.hpp"

namespace panalo::services {

struct HotGamesQuery {
  std::optional<std::string> vendor;
  std::optional<std::string> gameType;
};

struct LotteryMenu {
  std::string prizeMode;  // "elottery" or "normal"
  GameList games;
};

class GameService {
 public:
  static constexpr std::int64_t kMaxListPageSize = 200;
  static constexpr std::size_t kMaxGameNameBytes = 100;

  explicit GameService(CatalogueCache& cache) : cache_(cache) {}

  // Spec section 7 "Game menus": one lane per game lane with its vendors as
  // cards; the sports lane's e-sports and cockfight vendors become lanes of
  // their own (spec section 4, "Sports lane split"). Lanes without cards are left out.
  GameMenus menus();
  // Spec section 7 "Games list". Throws invalid_parameter for a page size
  // outside 1..200, a page number outside 1..1000000, an unknown gameType or
  // vendor, or a gameName longer than 100 bytes.
  GamePage listGames(const GameListQuery& query);
  GameList hotGames(const HotGamesQuery& query);
  // Spec section 4, "Prize mode": e-lottery when the catalogue has an
  // e-lottery vendor, else normal lottery; `prizeMode` asks for one of them.
  LotteryMenu lotteryMenu(const std::optional<std::string>& prizeMode);
  // A generated SVG icon for a catalogue game (the demo's icon URLs point here).
  std::string iconSvg(const std::optional<std::string>& vendor, const std::optional<std::string>& gameCode);

  CatalogueSnapshot catalogue() { return cache_.current(); }

 private:
  CatalogueCache& cache_;
};

}  // namespace panalo::services

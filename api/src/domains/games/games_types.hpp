#pragma once
// Plain values of the games catalogue (spec section 3: Game, Game categories,
// Vendor lane, Favorite list) that services hand out and games_json.cpp maps.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace panalo::services {

class CatalogueLobbyIndex;  // catalogue_lobby_index.hpp

// The spec's ten game categories, in menu order.
inline const std::vector<std::string>& catalogueCategories() {
  static const std::vector<std::string> kCategories{"ELOTT", "LOTT", "LIVE",    "SPORTS",    "FISH",
                                                    "RNG",   "PVP",  "ESPORTS", "COCKFIGHT", "BINGO"};
  return kCategories;
}
bool isGameCategory(const std::string& text);

struct CatalogueVendor {
  std::string code;  // vassalage
  std::string name;
  std::string category;
  std::string lane;
  bool maintenance = false;
  int sortOrder = 0;
  // Where a launch of its games goes (vendor_launch_url.hpp): an https URL
  // template with {token}, {game} and {lang}; empty: not configured, launches
  // answer vendor_unavailable. Never sent to clients.
  std::string launchUrlTemplate;
  bool launchInWindow = false;  // the vendor's pages refuse to be framed
};

struct CatalogueLane {
  std::string code;
  std::string title;
  std::string gameClassify;
  int sortOrder = 0;
};

struct Game {
  std::int64_t nodeId = 0;
  std::string vendor;  // vassalage
  std::string gameCode;
  std::string gameType;  // a category
  std::string gameClassify;
  bool isGame = true;
  std::string gameName;
  std::string displayName;
  std::string iconUrl;
  std::string largeIconUrl;
  bool hot = false;
  bool freeTrial = false;    // supportPlay 0
  bool maintenance = false;  // its own flag or its vendor's
  int sortOrder = 0;
  std::int64_t createdAtMs = 0;
};

// One loaded catalogue: what every read is served from until the next change.
// Only enabled games of enabled catalogue vendors are in it.
struct Catalogue {
  std::vector<CatalogueLane> lanes;
  std::vector<CatalogueVendor> vendors;  // menu order
  std::vector<Game> games;               // sort order, then nodeId
  std::unordered_map<std::int64_t, std::size_t> byNodeId;
  std::unordered_map<std::string, std::size_t> vendorIndex;
  std::unordered_map<std::string, std::size_t> byVendorAndCode;  // "VENDOR\x1fCODE"
  // The games prepared for the shared lobby filter; CatalogueCache builds it
  // once per loaded catalogue (positions are indices into `games`).
  std::shared_ptr<const CatalogueLobbyIndex> lobby;
  // The origins of the vendors whose games open in the page's frame, space
  // separated, for the UI's Content-Security-Policy frame-src (index() fills it).
  std::string frameSources;

  const Game* game(std::int64_t nodeId) const;
  const Game* game(const std::string& vendor, const std::string& gameCode) const;
  const CatalogueVendor* vendor(const std::string& code) const;
  static std::string codeKey(const std::string& vendor, const std::string& gameCode);
  void index();
};
using CatalogueSnapshot = std::shared_ptr<const Catalogue>;

// A games list request (spec section 7, Games list) as the client sent it;
// GameService::listGames checks it.
struct GameListQuery {
  std::optional<std::string> gameType;
  std::optional<std::string> vendor;
  std::optional<std::string> gameClassify;
  std::optional<std::string> gameName;
  std::optional<std::string> minBet;
  std::optional<std::string> minLineNum;
  std::optional<std::string> pageNo;
  std::optional<std::string> pageSize;
};

// The same request once checked.
struct GameFilter {
  std::string gameType;  // empty: every category
  std::string vendor;    // empty: every vendor
  std::string gameClassify;
  std::string gameName;  // trimmed; empty: no name search (case- and accent-insensitive)
  std::int64_t pageNo = 1;
  std::int64_t pageSize = 42;
};

struct GamePage {
  std::vector<const Game*> games;
  std::int64_t pageNo = 1;
  std::int64_t pageSize = 0;
  std::int64_t total = 0;
  std::int64_t totalPages = 0;
  CatalogueSnapshot keepAlive;  // the games point into it
};

struct MenuLane {
  std::string code;
  std::string title;
  std::string gameClassify;
  std::vector<const CatalogueVendor*> cards;
};
struct GameMenus {
  std::vector<MenuLane> lanes;
  std::unordered_map<std::string, std::int64_t> gameCounts;  // per vendor
  CatalogueSnapshot keepAlive;
};

struct GameList {
  std::vector<const Game*> games;
  CatalogueSnapshot keepAlive;
};

// Favourites and recent games of one member, a page at a time.
struct MemberGamePage {
  std::vector<const Game*> games;
  std::vector<std::int64_t> lastLaunchedMs;  // recent only, one per game
  std::int64_t pageNo = 1;
  std::int64_t pageSize = 0;
  std::int64_t total = 0;
  std::int64_t totalPages = 0;
  CatalogueSnapshot keepAlive;
};

// A row of a vendor catalogue file (panaloctl games import) or of the demo.
struct GameImportRow {
  std::string vendor;
  std::string gameCode;
  std::string gameType;
  std::string gameClassify;
  bool isGame = true;
  std::string gameName;
  std::string displayName;
  std::string iconUrl;  // empty: our generated icon
  std::string largeIconUrl;
  bool hot = false;
  bool freeTrial = false;
  bool maintenance = false;
  int sortOrder = 0;
};

struct ImportSummary {
  std::int64_t inserted = 0;
  std::int64_t updated = 0;
  std::int64_t unchanged = 0;
};

// panaloctl games list: one line per game, from the database (not the cache).
struct GameListing {
  std::int64_t nodeId = 0;
  std::string vendor;
  std::string gameCode;
  std::string gameType;
  std::string gameName;
  bool hot = false;
  bool freeTrial = false;
  bool maintenance = false;
  bool vendorMaintenance = false;
  bool enabled = true;
};

}  // namespace panalo::services

#include "domains/games/member_game_service.hpp"

#include <pqxx/pqxx>

#include <algorithm>
#include <unordered_map>

#include "domains/games/catalogue_lobby_index.hpp"
#include "domains/games/game_query_rules.hpp"
#include "panalo/lobby/game_filter.hpp"
#include "panalo/lobby/pagination.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

constexpr int kTrialTypeCode = 4;

void requireRealMember(const repositories::Member& member) {
  if (member.typeCode == kTrialTypeCode) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "This needs a real account");
  }
}

[[noreturn]] void gameNotFound() { throw DomainError(ErrorKind::NotFound, error_keys::kGameNotFound, "no such game"); }

// The catalogue game a favourite request names, checked against what the
// client said of it.
const Game& requestedGame(const Catalogue& catalogue, const FavouriteRequest& request) {
  if (!request.nodeId || request.nodeId->empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "nodeId is required");
  }
  const auto nodeId = wholeNumberParam(request.nodeId, 0, 1, 999999999, "nodeId");
  const auto* game = catalogue.game(nodeId);
  if (game == nullptr) gameNotFound();
  if (request.vendor && !request.vendor->empty() && *request.vendor != game->vendor) gameNotFound();
  if (request.gameType && !request.gameType->empty() && *request.gameType != game->gameType) gameNotFound();
  return *game;
}

}  // namespace

MemberGamePage MemberGameService::pageOf(const repositories::Member& member, const MemberGamesQuery& query,
                                         bool recentGames, const std::vector<std::string>& categories) {
  requireRealMember(member);
  MemberGamePage page;
  page.keepAlive = cache_.current();
  const auto& catalogue = *page.keepAlive;
  const auto vendor = vendorParam(catalogue, query.vendor, "vassalage");
  const auto gameType = categoryParam(query.gameType, "gameType");
  const auto pageNo = wholeNumberParam(query.pageNo, 1, 1, 1000000, "pageNo");
  const auto pageSize =
      wholeNumberParam(query.pageSize, recentGames ? lobby::kDefaultListPageSize : kMaxFavouritePageSize, 1,
                       kMaxFavouritePageSize, "pageSize");
  std::vector<std::int64_t> ids;
  std::unordered_map<std::int64_t, std::int64_t> launchedMs;
  if (recentGames) {
    const auto rows = store_.recent(member.id, kRecentLimit);
    ids.reserve(rows.size());
    launchedMs.reserve(rows.size());
    for (const auto& row : rows) {
      ids.push_back(row.first);
      launchedMs.emplace(row.first, row.second);
    }
  } else {
    ids = store_.favourites(member.id);
  }
  // Only games of these categories (the lottery menu's recent games).
  if (!categories.empty()) {
    ids.erase(std::remove_if(ids.begin(), ids.end(),
                             [&catalogue, &categories](std::int64_t id) {
                               const auto* game = catalogue.game(id);
                               return game == nullptr || std::find(categories.begin(), categories.end(),
                                                                   game->gameType) == categories.end();
                             }),
              ids.end());
  }
  // The shared lobby filter pages the member's list in its order; a game taken
  // out of the catalogue (disabled) keeps its row but is not shown.
  lobby::LobbyQueryView view;
  view.selectType = recentGames ? lobby::SelectType::kRecent : lobby::SelectType::kFav;
  (recentGames ? view.recentIds : view.favouriteIds) = ids.data();
  (recentGames ? view.recentCount : view.favouriteCount) = ids.size();
  view.category = gameType;
  view.vendor = vendor;
  view.pageNo = pageNo;
  view.pageSize = pageSize;
  const auto found = catalogue.lobby->query(view);
  page.pageNo = found.pageNo;
  page.pageSize = found.pageSize;
  page.total = found.total;
  page.totalPages = found.totalPages;
  page.games.reserve(found.positions.size());
  page.lastLaunchedMs.reserve(found.positions.size());
  for (const auto position : found.positions) {
    const auto& game = catalogue.games[position];
    page.games.push_back(&game);
    const auto launched = launchedMs.find(game.nodeId);
    page.lastLaunchedMs.push_back(launched == launchedMs.end() ? 0 : launched->second);
  }
  return page;
}

MemberGamePage MemberGameService::favourites(const repositories::Member& member, const MemberGamesQuery& query) {
  return pageOf(member, query, false, {});
}

std::vector<std::int64_t> MemberGameService::favouriteIds(const repositories::Member& member) {
  requireRealMember(member);
  const auto catalogue = cache_.current();
  auto ids = store_.favourites(member.id);
  ids.erase(std::remove_if(ids.begin(), ids.end(), [&catalogue](std::int64_t id) { return !catalogue->game(id); }),
            ids.end());
  return ids;
}

FavouriteChange MemberGameService::addFavourite(const repositories::Member& member, const FavouriteRequest& request) {
  requireRealMember(member);
  const auto catalogue = cache_.current();
  const auto& game = requestedGame(*catalogue, request);
  try {
    return {game.nodeId, store_.addFavourite(member.id, game.nodeId)};
  } catch (const pqxx::foreign_key_violation&) {
    gameNotFound();  // removed from the database since the catalogue was loaded
  }
}

FavouriteChange MemberGameService::removeFavourite(const repositories::Member& member,
                                                   const FavouriteRequest& request) {
  requireRealMember(member);
  const auto catalogue = cache_.current();
  const auto& game = requestedGame(*catalogue, request);
  return {game.nodeId, store_.removeFavourite(member.id, game.nodeId)};
}

MemberGamePage MemberGameService::recent(const repositories::Member& member, const MemberGamesQuery& query) {
  return pageOf(member, query, true, {});
}

MemberGamePage MemberGameService::recentLottery(const repositories::Member& member) {
  return pageOf(member, {}, true, {"ELOTT", "LOTT"});
}

Game MemberGameService::playableGame(const repositories::Member& member, std::int64_t nodeId, bool demoPlay) {
  const auto catalogue = cache_.current();
  const auto* game = catalogue->game(nodeId);
  if (game == nullptr) gameNotFound();
  if (game->maintenance) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kGameMaintenance, "This game is under maintenance");
  }
  if (member.typeCode == kTrialTypeCode && !(demoPlay && game->freeTrial)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "This needs a real account");
  }
  const auto enabled = store_.agentEnabled(member.id, game->vendor, game->nodeId);
  if (enabled && !*enabled) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kContactAgent, "Your agent has not enabled this game");
  }
  return *game;
}

void MemberGameService::recordLaunch(const repositories::Member& member, std::int64_t nodeId) {
  requireRealMember(member);
  store_.recordLaunch(member.id, nodeId);
}

}  // namespace panalo::services

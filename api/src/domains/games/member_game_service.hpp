#pragma once
// A member's own games (spec sections 4 and 7): favourites (list, ids, add,
// remove), recent games, and whether a member may launch a game (maintenance,
// the agent's enabling, trial accounts). Login is required for all of it; a
// trial account gets in_need_true_account (it cannot use member features).

#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/games/catalogue_cache.hpp"
#include "domains/games/games_types.hpp"
#include "domains/games/member_games_repository.hpp"

namespace panalo::services {

struct MemberGamesQuery {
  std::optional<std::string> vendor;
  std::optional<std::string> gameType;
  std::optional<std::string> pageNo;
  std::optional<std::string> pageSize;
};

// A favourite to add or remove as the client names it: nodeId, and optionally
// the vendor and gameType it believes the game has (checked when given).
struct FavouriteRequest {
  std::optional<std::string> nodeId;
  std::optional<std::string> vendor;
  std::optional<std::string> gameType;
};

struct FavouriteChange {
  std::int64_t nodeId = 0;
  bool changed = false;  // false: it already was (add) / was not (remove) a favourite
};

class MemberGameService {
 public:
  static constexpr std::int64_t kMaxFavouritePageSize = 999;  // spec section 9
  static constexpr std::int64_t kRecentLimit = 100;

  MemberGameService(CatalogueCache& cache, repositories::MemberGamesRepository& store) : cache_(cache), store_(store) {}

  MemberGamePage favourites(const repositories::Member& member, const MemberGamesQuery& query);
  std::vector<std::int64_t> favouriteIds(const repositories::Member& member);
  // Throws game_not_found (404) for a nodeId not in the catalogue or naming a
  // game of another vendor or type than given; invalid_parameter for a nodeId
  // that is not a whole number.
  FavouriteChange addFavourite(const repositories::Member& member, const FavouriteRequest& request);
  FavouriteChange removeFavourite(const repositories::Member& member, const FavouriteRequest& request);
  MemberGamePage recent(const repositories::Member& member, const MemberGamesQuery& query);
  // Recent lottery games (ELOTT and LOTT) for the lottery menu.
  MemberGamePage recentLottery(const repositories::Member& member);
  // For the launch: the game the member may start, else throws game_not_found,
  // game_maintenance, contact_agent (the member's agent has not enabled it) or,
  // for a trial account asking for real play or a game without free trial,
  // in_need_true_account.
  Game playableGame(const repositories::Member& member, std::int64_t nodeId, bool demoPlay);
  // Moves the game to the top of the member's recent games (the launch calls it).
  void recordLaunch(const repositories::Member& member, std::int64_t nodeId);

 private:
  MemberGamePage pageOf(const repositories::Member& member, const MemberGamesQuery& query, bool recentGames,
                        const std::vector<std::string>& categories);

  CatalogueCache& cache_;
  repositories::MemberGamesRepository& store_;
};

}  // namespace panalo::services

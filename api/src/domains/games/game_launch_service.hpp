#pragma once
// Starting a game (spec sections 4 "Starting a game", 7 "Game launch", 8;
// issue 14 items 4, 6, 8): who may open which game, and where it opens.
//   * login required (not_logged_in), except a free-trial game in demo mode;
//   * a trial account may only open free-trial games in demo mode
//     (in_need_true_account otherwise);
//   * a game or vendor under maintenance: game_maintenance; a game the
//     member's agent has not enabled: contact_agent; a member in a cool-off or
//     self-exclusion opens no game (cool_off_active, self_exclusion_active);
//   * the vendor's launch URL (vendor_launch_url.hpp): none configured answers
//     vendor_unavailable (third-party vendors cannot be reached from here: no
//     fake launch); one that fails the link rule answers invalid_url;
//   * a real launch at a vendor whose URL takes {token} issues a launch token
//     (128 random bits, stored hashed, single use, kTokenSeconds) tied to the
//     member, vendor and game, and every real launch records the game in the
//     member's recent games.

#include <optional>
#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/games/catalogue_cache.hpp"
#include "domains/games/launch_token_repository.hpp"
#include "domains/games/member_game_service.hpp"
#include "domains/wallet/responsible_service.hpp"

namespace panalo::services {

struct LaunchRequest {
  std::optional<std::string> nodeId;
  std::optional<std::string> freeTrial;  // true/1: demo mode
  std::optional<std::string> language;
};

// route: a page of this site (the SPA navigates to it); iframe: the vendor's
// game in an in-page frame; window: a new window (the vendor refuses frames).
enum class LaunchOpenMode { kRoute, kIframe, kWindow };

struct GameLaunch {
  std::string url;
  LaunchOpenMode openMode = LaunchOpenMode::kRoute;
  bool demo = false;
  Game game;
};

class GameLaunchService {
 public:
  static constexpr std::int64_t kTokenSeconds = 120;

  GameLaunchService(CatalogueCache& cache, MemberGameService& memberGames, repositories::LaunchTokenRepository& tokens,
                    ResponsibleGamingService& responsible)
      : cache_(cache), memberGames_(memberGames), tokens_(tokens), responsible_(responsible) {}

  // `member` is nullopt for a visitor. Throws DomainError: invalid_parameter,
  // game_not_found, not_logged_in, in_need_true_account, game_maintenance,
  // contact_agent, cool_off_active, self_exclusion_active, vendor_unavailable, invalid_url.
  GameLaunch launch(const std::optional<repositories::Member>& member, const LaunchRequest& request);

  // What a vendor calls back with: the member and game of a launch token of
  // `vendor`, once, before it expires; nullopt otherwise.
  std::optional<repositories::LaunchTokenOwner> redeemToken(const std::string& vendor, const std::string& token);

 private:
  CatalogueCache& cache_;
  MemberGameService& memberGames_;
  repositories::LaunchTokenRepository& tokens_;
  ResponsibleGamingService& responsible_;
};

}  // namespace panalo::services

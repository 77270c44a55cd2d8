#pragma once
// PVP rooms (issue 17 item 6; spec section 7 "PVP rooms"): tables of the
// catalogue's PVP games with a stake and seats.
//   * the list is public; a member sees which rooms they sit in;
//   * joining needs a real account (trial: in_need_true_account), a room that
//     is open with a free seat (pvp_room_full, pvp_room_closed) and a balance
//     that covers the stake (quota_not_sufficient, the wallet's key). It takes
//     a seat and launches the room's game through the games domain's launch
//     path (so maintenance, agent enabling, play breaks and the vendor's launch
//     URL apply as to any launch); a refused launch gives the seat back;
//   * the seat is held as long as the launch is good
//     (GameLaunchService::kTokenSeconds); joining again renews it; leaving
//     frees it; expired seats stop counting at once and housekeeping deletes them.
// Rooms whose game is not in the catalogue (disabled, removed) are not shown.

#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/games/catalogue_cache.hpp"
#include "domains/games/game_launch_service.hpp"
#include "domains/pvp/pvp_repository.hpp"
#include "domains/pvp/pvp_types.hpp"
#include "domains/wallet/wallet_service.hpp"

namespace panalo::services {

class PvpService {
 public:
  static constexpr std::int64_t kSeatHoldSeconds = GameLaunchService::kTokenSeconds;
  // The largest the shared query rule reads (9 digits): 9,999,999.99.
  static constexpr std::int64_t kMaxStakeMinor = 999'999'999;

  PvpService(repositories::PvpRepository& store, CatalogueCache& catalogue, GameLaunchService& launches,
             WalletService& wallets)
      : store_(store), catalogue_(catalogue), launches_(launches), wallets_(wallets) {}

  // Throws invalid_parameter (nodeId, minStake, maxStake not whole numbers in range).
  std::vector<PvpRoom> rooms(const PvpRoomQuery& query, const std::optional<repositories::Member>& member);
  // Throws in_need_true_account, invalid_parameter, pvp_room_not_found,
  // pvp_room_closed, pvp_room_full, quota_not_sufficient and whatever the
  // launch throws (game_maintenance, vendor_unavailable, ...). A refusal
  // leaves no seat behind.
  PvpJoin join(const repositories::Member& member, const PvpJoinRequest& request);
  // Throws invalid_parameter, pvp_room_not_found, pvp_not_seated.
  PvpRoom leave(const repositories::Member& member, const std::optional<std::string>& roomId);
  // Housekeeping: expired seats deleted.
  std::int64_t purgeExpiredSeats() { return store_.purgeExpiredSeats(); }
  // panaloctl pvp demo: rooms on the first PVP games of the catalogue; returns how many were added.
  std::int64_t loadDemo();

 private:
  PvpRoom roomOf(std::int64_t roomId, std::int64_t memberId);
  std::optional<PvpRoom> withGame(const PvpRoomRow& row, const Catalogue& catalogue) const;

  repositories::PvpRepository& store_;
  CatalogueCache& catalogue_;
  GameLaunchService& launches_;
  WalletService& wallets_;
};

}  // namespace panalo::services

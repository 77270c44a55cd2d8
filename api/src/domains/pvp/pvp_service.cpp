#include "domains/pvp/pvp_service.hpp"

#include <array>

#include "domains/accounts/member_types.hpp"
#include "domains/games/game_query_rules.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void roomNotFound() {
  throw DomainError(ErrorKind::NotFound, error_keys::kPvpRoomNotFound, "no such room");
}

std::int64_t roomIdOf(const std::optional<std::string>& text) {
  if (!text || text->empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "roomId is required");
  }
  return wholeNumberParam(text, 0, 1, 999999999, "roomId");
}

}  // namespace

std::optional<PvpRoom> PvpService::withGame(const PvpRoomRow& row, const Catalogue& catalogue) const {
  const auto* game = catalogue.game(row.nodeId);
  if (game == nullptr || game->gameType != "PVP") return std::nullopt;
  return PvpRoom{row, *game};
}

PvpRoom PvpService::roomOf(std::int64_t roomId, std::int64_t memberId) {
  const auto row = store_.room(roomId, memberId);
  if (!row) roomNotFound();
  auto room = withGame(*row, *catalogue_.current());
  if (!room) roomNotFound();
  return *room;
}

std::vector<PvpRoom> PvpService::rooms(const PvpRoomQuery& query, const std::optional<repositories::Member>& member) {
  const auto nodeId = wholeNumberParam(query.nodeId, 0, 1, 999999999, "nodeId");
  const auto minStake = wholeNumberParam(query.minStake, 1, 1, kMaxStakeMinor, "minStake");
  const auto maxStake = wholeNumberParam(query.maxStake, kMaxStakeMinor, 1, kMaxStakeMinor, "maxStake");
  if (minStake > maxStake) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "minStake is above maxStake");
  }
  const auto catalogue = catalogue_.current();
  std::vector<PvpRoom> rooms;
  for (const auto& row : store_.rooms(nodeId, minStake, maxStake, member ? member->id : 0)) {
    if (auto room = withGame(row, *catalogue)) rooms.push_back(std::move(*room));
  }
  return rooms;
}

PvpJoin PvpService::join(const repositories::Member& member, const PvpJoinRequest& request) {
  if (member_types::isTrial(member.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "This needs a real account");
  }
  const auto roomId = roomIdOf(request.roomId);
  const auto room = roomOf(roomId, member.id);
  if (room.row.status != "open") {
    throw DomainError(ErrorKind::Conflict, error_keys::kPvpRoomClosed, "This room is closed");
  }
  // The stake is played from the main wallet or the room vendor's own wallet.
  const auto balance = wallets_.balance(member);
  std::int64_t available = balance.mainMinor;
  for (const auto& wallet : balance.vendors) {
    if (wallet.vendor == room.game.vendor) available += wallet.balanceMinor;
  }
  if (available < room.row.stakeMinor) {
    throw DomainError(ErrorKind::Unprocessable, error_keys::kQuotaNotSufficient,
                      "Your balance does not cover this room's stake");
  }
  const auto seat = store_.takeSeat(roomId, member.id, kSeatHoldSeconds);
  if (seat == repositories::SeatOutcome::kNoRoom) roomNotFound();
  if (seat == repositories::SeatOutcome::kClosed) {
    throw DomainError(ErrorKind::Conflict, error_keys::kPvpRoomClosed, "This room is closed");
  }
  if (seat == repositories::SeatOutcome::kFull) {
    throw DomainError(ErrorKind::Conflict, error_keys::kPvpRoomFull, "Every seat in this room is taken");
  }
  PvpJoin joined;
  try {
    joined.launch = launches_.launch(member, {std::to_string(room.row.nodeId), std::string("false"), request.language});
  } catch (...) {
    // A refused launch leaves no seat behind (a renewed seat stays as it was).
    if (seat == repositories::SeatOutcome::kTaken) store_.releaseSeat(roomId, member.id);
    throw;
  }
  joined.room = roomOf(roomId, member.id);
  return joined;
}

PvpRoom PvpService::leave(const repositories::Member& member, const std::optional<std::string>& roomId) {
  const auto id = roomIdOf(roomId);
  roomOf(id, member.id);  // pvp_room_not_found first
  if (!store_.releaseSeat(id, member.id)) {
    throw DomainError(ErrorKind::Conflict, error_keys::kPvpNotSeated, "You have no seat in this room");
  }
  return roomOf(id, member.id);
}

std::int64_t PvpService::loadDemo() {
  struct DemoRoom {
    const char* name;
    std::int64_t stakeMinor;
    int seats;
  };
  static constexpr std::array<DemoRoom, 4> kRooms{{
      {"Beginners", 100, 4},
      {"Regulars", 1000, 4},
      {"High rollers", 10000, 6},
      {"Heads-up", 2000, 2},
  }};
  const auto catalogue = catalogue_.current();
  std::int64_t added = 0;
  int games = 0;
  for (const auto& game : catalogue->games) {
    if (game.gameType != "PVP" || game.maintenance) continue;
    for (const auto& room : kRooms) {
      if (store_.insertRoom(game.nodeId, room.name, room.stakeMinor, room.seats)) ++added;
    }
    if (++games == 3) break;
  }
  return added;
}

}  // namespace panalo::services

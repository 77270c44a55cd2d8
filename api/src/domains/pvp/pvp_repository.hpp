#pragma once
// PVP rooms and their seats (migration 0033). A seat is taken under the
// room's row lock, so concurrent joins for the last seat are decided one at a
// time: exactly one gets it.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/pvp/pvp_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

enum class SeatOutcome { kTaken, kRenewed, kFull, kClosed, kNoRoom };

class PvpRepository {
 public:
  explicit PvpRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Rooms by stake then id; nodeId 0: every game. `memberId` 0: nobody is seated.
  std::vector<services::PvpRoomRow> rooms(std::int64_t nodeId, std::int64_t minStake, std::int64_t maxStake,
                                          std::int64_t memberId);
  std::optional<services::PvpRoomRow> room(std::int64_t roomId, std::int64_t memberId);
  // The member's seat in the room until now + holdSeconds: a new one when a
  // seat is free, the same one renewed when the member holds it already.
  SeatOutcome takeSeat(std::int64_t roomId, std::int64_t memberId, std::int64_t holdSeconds);
  // false when the member held no live seat there.
  bool releaseSeat(std::int64_t roomId, std::int64_t memberId);
  // Seats whose hold has expired; returns how many went.
  std::int64_t purgeExpiredSeats();
  // A demo room; nullopt when the game has one of that name already.
  std::optional<std::int64_t> insertRoom(std::int64_t nodeId, const std::string& name, std::int64_t stakeMinor,
                                         int seats);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

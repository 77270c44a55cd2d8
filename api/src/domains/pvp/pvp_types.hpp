#pragma once
// Plain values of PVP rooms (issue 17 item 6) that the service hands out and
// pvp_json.cpp maps. Stakes are integer minor units.

#include <cstdint>
#include <optional>
#include <string>

#include "domains/games/game_launch_service.hpp"
#include "domains/games/games_types.hpp"

namespace panalo::services {

struct PvpRoomRow {
  std::int64_t id = 0;
  std::int64_t nodeId = 0;
  std::string name;
  std::int64_t stakeMinor = 0;
  int seats = 0;
  int occupied = 0;     // seats whose hold has not expired
  std::string status;   // open, closed
  bool seated = false;  // the asking member holds a seat
};

// A room with its game from the catalogue.
struct PvpRoom {
  PvpRoomRow row;
  Game game;
  bool full() const { return row.occupied >= row.seats; }
};

struct PvpRoomQuery {
  std::optional<std::string> nodeId;
  std::optional<std::string> minStake;  // minor units
  std::optional<std::string> maxStake;
};

struct PvpJoinRequest {
  std::optional<std::string> roomId;
  std::optional<std::string> language;
};

struct PvpJoin {
  PvpRoom room;
  GameLaunch launch;
};

}  // namespace panalo::services

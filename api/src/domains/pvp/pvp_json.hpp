#pragma once
// PVP rooms -> JSON: {roomId, name, stake (minor units), stakeText ("10.00"),
// seats, occupied, status (open|full|closed), seated, game {nodeId, vassalage,
// gameCode, gameName, iconUrl}}; a join adds the launch (games_json.cpp's shape).

#include <nlohmann/json.hpp>

#include "domains/pvp/pvp_types.hpp"
#include "platform/http/http_types.hpp"

namespace panalo::routes {

nlohmann::json pvpRoomJson(const services::PvpRoom& room);
nlohmann::json pvpRoomsJson(const std::vector<services::PvpRoom>& rooms);
nlohmann::json pvpJoinJson(const services::PvpJoin& joined);

services::PvpRoomQuery pvpRoomQueryOf(const http::HttpRequest& request);
// POST body {roomId, language}; roomId may be a number or digits.
services::PvpJoinRequest pvpJoinRequestOf(const nlohmann::json& body);

}  // namespace panalo::routes

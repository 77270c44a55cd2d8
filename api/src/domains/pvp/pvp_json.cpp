#include "domains/pvp/pvp_json.hpp"

#include "domains/games/games_json.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

std::optional<std::string> textField(const nlohmann::json& body, const char* name) {
  const auto found = body.find(name);
  if (found == body.end() || found->is_null()) return std::nullopt;
  if (found->is_string()) return found->get<std::string>();
  if (found->is_number_integer() && found->get<std::int64_t>() >= 0) return std::to_string(found->get<std::int64_t>());
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, std::string(name) + " has the wrong type");
}

const char* statusOf(const services::PvpRoom& room) {
  if (room.row.status != "open") return "closed";
  return room.full() ? "full" : "open";
}

}  // namespace

nlohmann::json pvpRoomJson(const services::PvpRoom& room) {
  return {{"roomId", room.row.id},
          {"name", room.row.name},
          {"stake", room.row.stakeMinor},
          {"stakeText", money::formatMinor(room.row.stakeMinor)},
          {"seats", room.row.seats},
          {"occupied", room.row.occupied},
          {"status", statusOf(room)},
          {"seated", room.row.seated},
          {"game",
           {{"nodeId", room.game.nodeId},
            {"vassalage", room.game.vendor},
            {"gameCode", room.game.gameCode},
            {"gameName", room.game.gameName},
            {"iconUrl", room.game.iconUrl}}}};
}

nlohmann::json pvpRoomsJson(const std::vector<services::PvpRoom>& rooms) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& room : rooms) list.push_back(pvpRoomJson(room));
  return {{"list", list}};
}

nlohmann::json pvpJoinJson(const services::PvpJoin& joined) {
  return {{"room", pvpRoomJson(joined.room)}, {"launch", gameLaunchJson(joined.launch)}};
}

services::PvpRoomQuery pvpRoomQueryOf(const http::HttpRequest& request) {
  return {request.queryParam("nodeId"), request.queryParam("minStake"), request.queryParam("maxStake")};
}

services::PvpJoinRequest pvpJoinRequestOf(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
  return {textField(body, "roomId"), textField(body, "language")};
}

}  // namespace panalo::routes

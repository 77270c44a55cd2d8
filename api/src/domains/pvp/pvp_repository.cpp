#include "domains/pvp/pvp_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

constexpr const char* kRoomColumns =
    "r.id, r.game_id, r.name, r.stake_minor, r.seats, r.status, "
    "(SELECT count(*) FROM pvp_seats s WHERE s.room_id = r.id AND s.expires_at > now())::int, "
    "EXISTS (SELECT 1 FROM pvp_seats s WHERE s.room_id = r.id AND s.member_id = $1 AND s.expires_at > now())";

services::PvpRoomRow roomOf(const pqxx::row& row) {
  services::PvpRoomRow room;
  room.id = row[0].as<std::int64_t>();
  room.nodeId = row[1].as<std::int64_t>();
  room.name = row[2].as<std::string>();
  room.stakeMinor = row[3].as<std::int64_t>();
  room.seats = row[4].as<int>();
  room.status = row[5].as<std::string>();
  room.occupied = row[6].as<int>();
  room.seated = row[7].as<bool>();
  return room;
}

}  // namespace

std::vector<services::PvpRoomRow> PvpRepository::rooms(std::int64_t nodeId, std::int64_t minStake,
                                                       std::int64_t maxStake, std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string("SELECT ") + kRoomColumns +
                                       " FROM pvp_rooms r WHERE ($2 = 0 OR r.game_id = $2) AND r.stake_minor "
                                       "BETWEEN $3 AND $4 ORDER BY r.stake_minor, r.id",
                                   memberId, nodeId, minStake, maxStake);
  std::vector<services::PvpRoomRow> list;
  list.reserve(rows.size());
  for (const auto& row : rows) list.push_back(roomOf(row));
  return list;
}

std::optional<services::PvpRoomRow> PvpRepository::room(std::int64_t roomId, std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows =
      tx.exec_params(std::string("SELECT ") + kRoomColumns + " FROM pvp_rooms r WHERE r.id = $2", memberId, roomId);
  if (rows.empty()) return std::nullopt;
  return roomOf(rows[0]);
}

SeatOutcome PvpRepository::takeSeat(std::int64_t roomId, std::int64_t memberId, std::int64_t holdSeconds) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  // The room's row lock: joins of one room take their turn.
  const auto room = tx.exec_params("SELECT seats, status FROM pvp_rooms WHERE id = $1 FOR UPDATE", roomId);
  if (room.empty()) return SeatOutcome::kNoRoom;
  if (room[0][1].as<std::string>() != "open") return SeatOutcome::kClosed;
  const auto held = tx.exec_params(
      "SELECT (count(*) FILTER (WHERE member_id <> $2))::int, bool_or(member_id = $2) FROM pvp_seats "
      "WHERE room_id = $1 AND expires_at > now()",
      roomId, memberId);
  const bool renewing = !held[0][1].is_null() && held[0][1].as<bool>();
  if (!renewing && held[0][0].as<int>() >= room[0][0].as<int>()) return SeatOutcome::kFull;
  tx.exec_params(
      "INSERT INTO pvp_seats (room_id, member_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) "
      "ON CONFLICT (room_id, member_id) DO UPDATE SET expires_at = EXCLUDED.expires_at, "
      "taken_at = CASE WHEN pvp_seats.expires_at > now() THEN pvp_seats.taken_at ELSE now() END",
      roomId, memberId, static_cast<double>(holdSeconds));
  tx.commit();
  return renewing ? SeatOutcome::kRenewed : SeatOutcome::kTaken;
}

bool PvpRepository::releaseSeat(std::int64_t roomId, std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto removed = tx.exec_params(
      "DELETE FROM pvp_seats WHERE room_id = $1 AND member_id = $2 RETURNING expires_at > now()", roomId, memberId);
  tx.commit();
  return !removed.empty() && removed[0][0].as<bool>();
}

std::int64_t PvpRepository::purgeExpiredSeats() {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto removed = tx.exec("DELETE FROM pvp_seats WHERE expires_at <= now()");
  tx.commit();
  return static_cast<std::int64_t>(removed.affected_rows());
}

std::optional<std::int64_t> PvpRepository::insertRoom(std::int64_t nodeId, const std::string& name,
                                                      std::int64_t stakeMinor, int seats) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_params(
      "INSERT INTO pvp_rooms (game_id, name, stake_minor, seats) VALUES ($1, $2, $3, $4) "
      "ON CONFLICT (game_id, name) DO NOTHING RETURNING id",
      nodeId, name, stakeMinor, seats);
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

}  // namespace panalo::repositories

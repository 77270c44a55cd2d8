#pragma once
// A member's favourites and recent games, and the agents' game enabling
// (migration 0020). Game rows themselves come from the catalogue cache.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class MemberGamesRepository {
 public:
  explicit MemberGamesRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // False when it was already a favourite. Throws pqxx::foreign_key_violation
  // when the game is not in the database.
  bool addFavourite(std::int64_t memberId, std::int64_t nodeId);
  // False when it was not a favourite.
  bool removeFavourite(std::int64_t memberId, std::int64_t nodeId);
  // Newest first.
  std::vector<std::int64_t> favourites(std::int64_t memberId);
  void recordLaunch(std::int64_t memberId, std::int64_t nodeId);
  // (nodeId, last launched in ms since the epoch), newest first, at most `limit`.
  std::vector<std::pair<std::int64_t, std::int64_t>> recent(std::int64_t memberId, std::int64_t limit);
  // The member's upline's word on the game: a row for the game wins over one
  // for its vendor; nullopt when neither exists (enabled by default).
  std::optional<bool> agentEnabled(std::int64_t memberId, const std::string& vendor, std::int64_t nodeId);
  // An agent's rule for a game (nodeId) or for a whole vendor (no nodeId).
  // False when `agentAccount` names no agent.
  bool setAgentAccess(const std::string& agentAccount, const std::string& vendor, std::optional<std::int64_t> nodeId,
                      bool enabled);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

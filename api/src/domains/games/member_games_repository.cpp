#include "domains/games/member_games_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

const db::Statement kAddFavourite{
    "games_add_favourite",
    "INSERT INTO game_favourites (member_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1"};
const db::Statement kRemoveFavourite{"games_remove_favourite",
                                     "DELETE FROM game_favourites WHERE member_id = $1 AND game_id = $2 RETURNING 1"};
const db::Statement kFavourites{
    "games_favourites",
    "SELECT game_id FROM game_favourites WHERE member_id = $1 ORDER BY created_at DESC, game_id DESC"};
const db::Statement kRecordLaunch{"games_record_launch",
                                  "INSERT INTO game_recent (member_id, game_id) VALUES ($1, $2) "
                                  "ON CONFLICT (member_id, game_id) DO UPDATE SET last_launched = now()"};
const db::Statement kRecent{
    "games_recent",
    "SELECT game_id, (extract(epoch FROM last_launched) * 1000)::bigint FROM game_recent WHERE member_id = $1 "
    "ORDER BY last_launched DESC, game_id DESC LIMIT $2"};
// Agent type codes of spec section 4: 1, 2, 41, 42.
const db::Statement kAgentEnabled{
    "games_agent_enabled",
    "SELECT a.enabled FROM members m JOIN agent_game_access a ON a.agent_id = m.upline_id "
    "WHERE m.id = $1 AND a.vendor_code = $2 AND (a.game_id = $3 OR a.game_id IS NULL) "
    "ORDER BY a.game_id IS NULL LIMIT 1"};
const db::Statement kAgentId{"games_agent_id",
                             "SELECT id FROM members WHERE lower(account) = lower($1) AND type_code IN (1, 2, 41, 42)"};
const db::Statement kSetGameAccess{
    "games_set_game_access",
    "INSERT INTO agent_game_access (agent_id, vendor_code, game_id, enabled) VALUES ($1, $2, $3, $4) "
    "ON CONFLICT (agent_id, game_id) WHERE game_id IS NOT NULL "
    "DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()"};
const db::Statement kSetVendorAccess{
    "games_set_vendor_access",
    "INSERT INTO agent_game_access (agent_id, vendor_code, enabled) VALUES ($1, $2, $3) "
    "ON CONFLICT (agent_id, vendor_code) WHERE game_id IS NULL "
    "DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()"};

}  // namespace

bool MemberGamesRepository::addFavourite(std::int64_t memberId, std::int64_t nodeId) {
  auto lease = pool_.acquire();
  lease->prepare(kAddFavourite);
  pqxx::work tx(lease->connection());
  const bool added = !tx.exec_prepared(kAddFavourite.name, memberId, nodeId).empty();
  tx.commit();
  return added;
}

bool MemberGamesRepository::removeFavourite(std::int64_t memberId, std::int64_t nodeId) {
  auto lease = pool_.acquire();
  lease->prepare(kRemoveFavourite);
  pqxx::work tx(lease->connection());
  const bool removed = !tx.exec_prepared(kRemoveFavourite.name, memberId, nodeId).empty();
  tx.commit();
  return removed;
}

std::vector<std::int64_t> MemberGamesRepository::favourites(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kFavourites);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFavourites.name, memberId);
  std::vector<std::int64_t> ids;
  ids.reserve(rows.size());
  for (const auto& row : rows) ids.push_back(row[0].as<std::int64_t>());
  return ids;
}

void MemberGamesRepository::recordLaunch(std::int64_t memberId, std::int64_t nodeId) {
  auto lease = pool_.acquire();
  lease->prepare(kRecordLaunch);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kRecordLaunch.name, memberId, nodeId);
  tx.commit();
}

std::vector<std::pair<std::int64_t, std::int64_t>> MemberGamesRepository::recent(std::int64_t memberId,
                                                                                 std::int64_t limit) {
  auto lease = pool_.acquire();
  lease->prepare(kRecent);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kRecent.name, memberId, limit);
  std::vector<std::pair<std::int64_t, std::int64_t>> games;
  games.reserve(rows.size());
  for (const auto& row : rows) games.emplace_back(row[0].as<std::int64_t>(), row[1].as<std::int64_t>());
  return games;
}

std::optional<bool> MemberGamesRepository::agentEnabled(std::int64_t memberId, const std::string& vendor,
                                                        std::int64_t nodeId) {
  auto lease = pool_.acquire();
  lease->prepare(kAgentEnabled);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kAgentEnabled.name, memberId, vendor, nodeId);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<bool>();
}

bool MemberGamesRepository::setAgentAccess(const std::string& agentAccount, const std::string& vendor,
                                           std::optional<std::int64_t> nodeId, bool enabled) {
  auto lease = pool_.acquire();
  for (const auto* statement : {&kAgentId, &kSetGameAccess, &kSetVendorAccess}) lease->prepare(*statement);
  pqxx::work tx(lease->connection());
  const auto agent = tx.exec_prepared(kAgentId.name, agentAccount);
  if (agent.empty()) return false;
  const auto agentId = agent[0][0].as<std::int64_t>();
  if (nodeId) {
    tx.exec_prepared(kSetGameAccess.name, agentId, vendor, *nodeId, enabled);
  } else {
    tx.exec_prepared(kSetVendorAccess.name, agentId, vendor, enabled);
  }
  tx.commit();
  return true;
}

}  // namespace panalo::repositories

#include "domains/games/catalogue_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

const db::Statement kLanes{"catalogue_lanes",
                           "SELECT code, title, game_classify, sort_order FROM game_lanes ORDER BY sort_order, code"};
const db::Statement kVendors{
    "catalogue_vendors",
    "SELECT code, name, category, lane, maintenance, sort_order, coalesce(launch_url_template, ''), "
    "launch_in_window FROM game_vendors "
    "WHERE enabled AND category IS NOT NULL ORDER BY sort_order, code"};
const db::Statement kGames{
    "catalogue_games",
    "SELECT g.id, g.vendor_code, g.game_code, g.game_type, g.game_classify, g.is_game, g.game_name, "
    "g.display_name, g.icon_url, g.large_icon_url, g.is_hot, g.free_trial, g.maintenance OR v.maintenance, "
    "g.sort_order, (extract(epoch FROM g.created_at) * 1000)::bigint "
    "FROM games g JOIN game_vendors v ON v.code = g.vendor_code "
    "WHERE g.enabled AND v.enabled AND v.category IS NOT NULL ORDER BY g.sort_order, g.id"};
const db::Statement kCatalogueVendors{
    "catalogue_vendor_categories", "SELECT code, category FROM game_vendors WHERE category IS NOT NULL ORDER BY code"};
const db::Statement kUpsertVendor{
    "catalogue_upsert_vendor",
    "INSERT INTO game_vendors (code, name, category, lane, sort_order) VALUES ($1, $2, $3, $4, $5) "
    "ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, category = EXCLUDED.category, lane = EXCLUDED.lane, "
    "sort_order = EXCLUDED.sort_order"};
// xmax = 0 tells a fresh row from an updated one; the WHERE leaves an equal row
// untouched (no RETURNING row: unchanged).
const db::Statement kUpsertGame{
    "catalogue_upsert_game",
    "INSERT INTO games (vendor_code, game_code, game_type, game_classify, is_game, game_name, display_name, "
    "icon_url, large_icon_url, is_hot, free_trial, maintenance, sort_order) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) "
    "ON CONFLICT (vendor_code, game_code) DO UPDATE SET game_type = EXCLUDED.game_type, "
    "game_classify = EXCLUDED.game_classify, is_game = EXCLUDED.is_game, game_name = EXCLUDED.game_name, "
    "display_name = EXCLUDED.display_name, icon_url = EXCLUDED.icon_url, large_icon_url = EXCLUDED.large_icon_url, "
    "is_hot = EXCLUDED.is_hot, free_trial = EXCLUDED.free_trial, maintenance = EXCLUDED.maintenance, "
    "sort_order = EXCLUDED.sort_order, updated_at = now() "
    "WHERE (games.game_type, games.game_classify, games.is_game, games.game_name, games.display_name, "
    "games.icon_url, games.large_icon_url, games.is_hot, games.free_trial, games.maintenance, games.sort_order) "
    "IS DISTINCT FROM (EXCLUDED.game_type, EXCLUDED.game_classify, EXCLUDED.is_game, EXCLUDED.game_name, "
    "EXCLUDED.display_name, EXCLUDED.icon_url, EXCLUDED.large_icon_url, EXCLUDED.is_hot, EXCLUDED.free_trial, "
    "EXCLUDED.maintenance, EXCLUDED.sort_order) "
    "RETURNING xmax = 0"};
const db::Statement kVendorMaintenance{
    "catalogue_vendor_maintenance",
    "UPDATE game_vendors SET maintenance = $2 WHERE code = $1 AND category IS NOT NULL RETURNING 1"};
const db::Statement kGameMaintenance{"catalogue_game_maintenance",
                                     "UPDATE games SET maintenance = $2, updated_at = now() WHERE id = $1 RETURNING 1"};
const db::Statement kVendorLaunchUrl{
    "catalogue_vendor_launch_url",
    "UPDATE game_vendors SET launch_url_template = $2, launch_in_window = $3 WHERE code = $1 AND category IS NOT NULL "
    "RETURNING 1"};
const db::Statement kNodeId{"catalogue_node_id", "SELECT id FROM games WHERE vendor_code = $1 AND game_code = $2"};
const db::Statement kList{
    "catalogue_list",
    "SELECT g.id, g.vendor_code, g.game_code, g.game_type, g.game_name, g.is_hot, g.free_trial, g.maintenance, "
    "v.maintenance, g.enabled AND v.enabled FROM games g JOIN game_vendors v ON v.code = g.vendor_code "
    "WHERE $1 = '' OR g.vendor_code = $1 ORDER BY v.sort_order, g.vendor_code, g.sort_order, g.id"};
const db::Statement kCount{"catalogue_count", "SELECT count(*) FROM games"};
const db::Statement kNotify{"catalogue_notify", "SELECT pg_notify('panalo_catalogue', '')"};

// The change reaches every server's cache when this transaction commits.
void notifyChange(pqxx::work& tx) { tx.exec_prepared(kNotify.name); }

}  // namespace

services::Catalogue CatalogueRepository::load() {
  auto lease = pool_.acquire();
  for (const auto* statement : {&kLanes, &kVendors, &kGames}) lease->prepare(*statement);
  services::Catalogue catalogue;
  // One snapshot: lanes, vendors and games agree with each other.
  pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> tx(lease->connection());
  for (const auto& row : tx.exec_prepared(kLanes.name)) {
    catalogue.lanes.push_back({row[0].c_str(), row[1].c_str(), row[2].c_str(), row[3].as<int>()});
  }
  for (const auto& row : tx.exec_prepared(kVendors.name)) {
    catalogue.vendors.push_back({row[0].c_str(), row[1].c_str(), row[2].c_str(), row[3].c_str(), row[4].as<bool>(),
                                 row[5].as<int>(), row[6].c_str(), row[7].as<bool>()});
  }
  const auto games = tx.exec_prepared(kGames.name);
  catalogue.games.reserve(games.size());
  for (const auto& row : games) {
    services::Game game;
    game.nodeId = row[0].as<std::int64_t>();
    game.vendor = row[1].c_str();
    game.gameCode = row[2].c_str();
    game.gameType = row[3].c_str();
    game.gameClassify = row[4].c_str();
    game.isGame = row[5].as<bool>();
    game.gameName = row[6].c_str();
    game.displayName = row[7].c_str();
    game.iconUrl = row[8].c_str();
    game.largeIconUrl = row[9].c_str();
    game.hot = row[10].as<bool>();
    game.freeTrial = row[11].as<bool>();
    game.maintenance = row[12].as<bool>();
    game.sortOrder = row[13].as<int>();
    game.createdAtMs = row[14].as<std::int64_t>();
    catalogue.games.push_back(std::move(game));
  }
  tx.commit();
  catalogue.index();
  return catalogue;
}

std::vector<std::pair<std::string, std::string>> CatalogueRepository::catalogueVendors() {
  auto lease = pool_.acquire();
  lease->prepare(kCatalogueVendors);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kCatalogueVendors.name);
  std::vector<std::pair<std::string, std::string>> vendors;
  vendors.reserve(rows.size());
  for (const auto& row : rows) vendors.emplace_back(row[0].c_str(), row[1].c_str());
  return vendors;
}

void CatalogueRepository::upsertVendors(const std::vector<CatalogueVendorRow>& vendors) {
  auto lease = pool_.acquire();
  lease->prepare(kUpsertVendor);
  lease->prepare(kNotify);
  pqxx::work tx(lease->connection());
  for (const auto& vendor : vendors) {
    tx.exec_prepared(kUpsertVendor.name, vendor.code, vendor.name, vendor.category, vendor.lane, vendor.sortOrder);
  }
  notifyChange(tx);
  tx.commit();
}

services::ImportSummary CatalogueRepository::upsertGames(const std::vector<services::GameImportRow>& rows) {
  auto lease = pool_.acquire();
  lease->prepare(kUpsertGame);
  lease->prepare(kNotify);
  services::ImportSummary summary;
  pqxx::work tx(lease->connection());
  for (const auto& row : rows) {
    const auto result = tx.exec_prepared(kUpsertGame.name, row.vendor, row.gameCode, row.gameType, row.gameClassify,
                                         row.isGame, row.gameName, row.displayName, row.iconUrl, row.largeIconUrl,
                                         row.hot, row.freeTrial, row.maintenance, row.sortOrder);
    if (result.empty()) {
      ++summary.unchanged;
    } else if (result[0][0].as<bool>()) {
      ++summary.inserted;
    } else {
      ++summary.updated;
    }
  }
  if (summary.inserted + summary.updated > 0) notifyChange(tx);
  tx.commit();
  return summary;
}

bool CatalogueRepository::setVendorMaintenance(const std::string& vendor, bool on) {
  auto lease = pool_.acquire();
  lease->prepare(kVendorMaintenance);
  lease->prepare(kNotify);
  pqxx::work tx(lease->connection());
  const bool found = !tx.exec_prepared(kVendorMaintenance.name, vendor, on).empty();
  if (found) notifyChange(tx);
  tx.commit();
  return found;
}

bool CatalogueRepository::setGameMaintenance(std::int64_t nodeId, bool on) {
  auto lease = pool_.acquire();
  lease->prepare(kGameMaintenance);
  lease->prepare(kNotify);
  pqxx::work tx(lease->connection());
  const bool found = !tx.exec_prepared(kGameMaintenance.name, nodeId, on).empty();
  if (found) notifyChange(tx);
  tx.commit();
  return found;
}

bool CatalogueRepository::setVendorLaunchUrl(const std::string& vendor,
                                             const std::optional<std::string>& launchTemplate, bool inWindow) {
  auto lease = pool_.acquire();
  lease->prepare(kVendorLaunchUrl);
  lease->prepare(kNotify);
  pqxx::work tx(lease->connection());
  const bool found = !tx.exec_prepared(kVendorLaunchUrl.name, vendor, launchTemplate, inWindow).empty();
  if (found) notifyChange(tx);
  tx.commit();
  return found;
}

std::optional<std::int64_t> CatalogueRepository::nodeIdOf(const std::string& vendor, const std::string& gameCode) {
  auto lease = pool_.acquire();
  lease->prepare(kNodeId);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kNodeId.name, vendor, gameCode);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

std::vector<services::GameListing> CatalogueRepository::list(const std::string& vendor) {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kList.name, vendor);
  std::vector<services::GameListing> games;
  games.reserve(rows.size());
  for (const auto& row : rows) {
    games.push_back({row[0].as<std::int64_t>(), row[1].c_str(), row[2].c_str(), row[3].c_str(), row[4].c_str(),
                     row[5].as<bool>(), row[6].as<bool>(), row[7].as<bool>(), row[8].as<bool>(), row[9].as<bool>()});
  }
  return games;
}

std::int64_t CatalogueRepository::gameCount() {
  auto lease = pool_.acquire();
  lease->prepare(kCount);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared1(kCount.name)[0].as<std::int64_t>();
}

}  // namespace panalo::repositories

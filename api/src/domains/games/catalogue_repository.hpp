#pragma once
// The catalogue tables (migration 0020): the whole catalogue for the cache,
// upserts from imports and the demo, maintenance flags, the operator's list.
// Every write sends NOTIFY panalo_catalogue in its own transaction.

#include <optional>
#include <string>
#include <vector>

#include "domains/games/games_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

inline constexpr const char* kCatalogueChannel = "panalo_catalogue";

struct CatalogueVendorRow {
  std::string code;
  std::string name;
  std::string category;
  std::string lane;
  int sortOrder = 0;
};

class CatalogueRepository {
 public:
  explicit CatalogueRepository(db::ConnectionPool& pool) : pool_(pool) {}

  services::Catalogue load();
  // Vendor code -> category of every catalogue vendor (enabled or not).
  std::vector<std::pair<std::string, std::string>> catalogueVendors();
  // Adds or updates vendors as catalogue vendors (name, category, lane, order).
  void upsertVendors(const std::vector<CatalogueVendorRow>& vendors);
  // Inserts or updates every row by vendor + game code, all in one
  // transaction; a row equal to the stored game counts as unchanged.
  services::ImportSummary upsertGames(const std::vector<services::GameImportRow>& rows);
  // False when there is no such catalogue vendor / game.
  bool setVendorMaintenance(const std::string& vendor, bool on);
  bool setGameMaintenance(std::int64_t nodeId, bool on);
  // A catalogue vendor's launch URL template (nullopt: none) and whether its
  // games open in a new window. False when there is no such catalogue vendor.
  bool setVendorLaunchUrl(const std::string& vendor, const std::optional<std::string>& launchTemplate, bool inWindow);
  std::optional<std::int64_t> nodeIdOf(const std::string& vendor, const std::string& gameCode);
  std::vector<services::GameListing> list(const std::string& vendor);
  std::int64_t gameCount();

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

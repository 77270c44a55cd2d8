#pragma once
// The operator's side of the catalogue (panaloctl games ...): the demo
// catalogue, imports of vendor catalogue files, maintenance flags, the short
// list, and per-agent game enabling. Every change NOTIFYs the servers' caches.

#include <optional>
#include <string>
#include <vector>

#include "domains/games/catalogue_repository.hpp"
#include "domains/games/games_types.hpp"
#include "domains/games/member_games_repository.hpp"

namespace panalo::services {

struct MaintenanceTarget {
  std::string vendor;                // the vendor named, or the game's vendor
  std::optional<std::int64_t> game;  // nodeId when a game was named
};

class CatalogueAdminService {
 public:
  CatalogueAdminService(repositories::CatalogueRepository& store, repositories::MemberGamesRepository& memberGames)
      : store_(store), memberGames_(memberGames) {}

  ImportSummary loadDemo(std::uint64_t seed);
  // Reads `path`; throws invalid_parameter listing the bad rows (nothing is
  // imported then) or when the file cannot be read.
  ImportSummary importFile(const std::string& path, const std::string& vendorOverride);
  // `target`: a catalogue vendor code, a game as VENDOR/GAMECODE, or a nodeId.
  // Throws game_not_found when it names nothing.
  MaintenanceTarget setMaintenance(const std::string& target, bool on);
  std::vector<GameListing> list(const std::string& vendor);
  // Sets (or, nullopt, removes) a catalogue vendor's launch URL template
  // (vendor_launch_url.hpp). Throws invalid_parameter saying what is wrong
  // with the template, unknown_vendor for a vendor outside the catalogue.
  void setVendorLaunchUrl(const std::string& vendor, const std::optional<std::string>& launchTemplate, bool inWindow);
  // Enables or disables a vendor or game (as for setMaintenance) for an
  // agent's members; throws not_an_agent / game_not_found.
  MaintenanceTarget setAgentAccess(const std::string& agentAccount, const std::string& target, bool enabled);

 private:
  MaintenanceTarget resolve(const std::string& target);

  repositories::CatalogueRepository& store_;
  repositories::MemberGamesRepository& memberGames_;
};

}  // namespace panalo::services

#include "domains/games/catalogue_admin_service.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "domains/games/catalogue_import.hpp"
#include "domains/games/games_demo.hpp"
#include "domains/games/vendor_launch_url.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

constexpr std::uintmax_t kMaxFileBytes = 64ULL * 1024 * 1024;

[[noreturn]] void nothingNamed(const std::string& target) {
  throw DomainError(
      ErrorKind::NotFound, error_keys::kGameNotFound,
      "'" + target.substr(0, 80) + "' names no catalogue vendor or game (VENDOR, VENDOR/GAMECODE or a nodeId)");
}

bool allDigits(const std::string& text) {
  return !text.empty() && text.size() <= 18 &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

ImportSummary CatalogueAdminService::loadDemo(std::uint64_t seed) {
  const auto demo = demoCatalogue(seed);
  store_.upsertVendors(demo.vendors);
  return store_.upsertGames(demo.games);
}

ImportSummary CatalogueAdminService::importFile(const std::string& path, const std::string& vendorOverride) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "cannot read " + path);
  std::ostringstream content;
  content << file.rdbuf();
  if (content.str().size() > kMaxFileBytes) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, path + " is larger than 64 MB");
  }
  VendorCategories vendors;
  for (const auto& [code, category] : store_.catalogueVendors()) vendors.emplace(code, category);
  const auto rows = parseCatalogueFile(path, content.str(), vendorOverride, vendors);
  return store_.upsertGames(rows);
}

MaintenanceTarget CatalogueAdminService::resolve(const std::string& target) {
  const auto slash = target.find('/');
  if (slash != std::string::npos) {
    const auto nodeId = store_.nodeIdOf(target.substr(0, slash), target.substr(slash + 1));
    if (!nodeId) nothingNamed(target);
    return {target.substr(0, slash), nodeId};
  }
  if (allDigits(target)) {
    for (const auto& game : store_.list("")) {
      if (game.nodeId == std::stoll(target)) return {game.vendor, game.nodeId};
    }
    nothingNamed(target);
  }
  for (const auto& [code, category] : store_.catalogueVendors()) {
    if (code == target) return {code, std::nullopt};
  }
  nothingNamed(target);
}

MaintenanceTarget CatalogueAdminService::setMaintenance(const std::string& target, bool on) {
  auto resolved = resolve(target);
  const bool found =
      resolved.game ? store_.setGameMaintenance(*resolved.game, on) : store_.setVendorMaintenance(resolved.vendor, on);
  if (!found) nothingNamed(target);
  return resolved;
}

std::vector<GameListing> CatalogueAdminService::list(const std::string& vendor) { return store_.list(vendor); }

void CatalogueAdminService::setVendorLaunchUrl(const std::string& vendor,
                                               const std::optional<std::string>& launchTemplate, bool inWindow) {
  if (launchTemplate) {
    if (const auto problem = vendorTemplateProblem(*launchTemplate)) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "launch URL template: " + *problem);
    }
  }
  if (!store_.setVendorLaunchUrl(vendor, launchTemplate, inWindow)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kUnknownVendor,
                      "'" + vendor.substr(0, 40) + "' is not a catalogue vendor");
  }
}

MaintenanceTarget CatalogueAdminService::setAgentAccess(const std::string& agentAccount, const std::string& target,
                                                        bool enabled) {
  auto resolved = resolve(target);
  if (!memberGames_.setAgentAccess(agentAccount, resolved.vendor, resolved.game, enabled)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotAnAgent, "'" + agentAccount + "' is not an agent");
  }
  return resolved;
}

}  // namespace panalo::services

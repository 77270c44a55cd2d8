#include "domains/games/games_types.hpp"

#include <algorithm>
#include <set>

#include "domains/games/vendor_launch_url.hpp"

namespace panalo::services {

bool isGameCategory(const std::string& text) {
  const auto& categories = catalogueCategories();
  return std::find(categories.begin(), categories.end(), text) != categories.end();
}

std::string Catalogue::codeKey(const std::string& vendor, const std::string& gameCode) {
  std::string key;
  key.reserve(vendor.size() + gameCode.size() + 1);
  key.append(vendor).push_back('\x1f');
  key.append(gameCode);
  return key;
}

void Catalogue::index() {
  byNodeId.clear();
  byVendorAndCode.clear();
  vendorIndex.clear();
  byNodeId.reserve(games.size());
  byVendorAndCode.reserve(games.size());
  for (std::size_t i = 0; i < games.size(); ++i) {
    byNodeId.emplace(games[i].nodeId, i);
    byVendorAndCode.emplace(codeKey(games[i].vendor, games[i].gameCode), i);
  }
  for (std::size_t i = 0; i < vendors.size(); ++i) vendorIndex.emplace(vendors[i].code, i);
  frameSources.clear();
  std::set<std::string> origins;
  for (const auto& vendor : vendors) {
    if (vendor.launchInWindow) continue;
    if (auto origin = frameOriginOf(vendor.launchUrlTemplate)) origins.insert(std::move(*origin));
  }
  for (const auto& origin : origins) {
    if (!frameSources.empty()) frameSources.push_back(' ');
    frameSources += origin;
  }
}

const Game* Catalogue::game(std::int64_t nodeId) const {
  const auto found = byNodeId.find(nodeId);
  return found == byNodeId.end() ? nullptr : &games[found->second];
}

const Game* Catalogue::game(const std::string& vendor, const std::string& gameCode) const {
  const auto found = byVendorAndCode.find(codeKey(vendor, gameCode));
  return found == byVendorAndCode.end() ? nullptr : &games[found->second];
}

const CatalogueVendor* Catalogue::vendor(const std::string& code) const {
  const auto found = vendorIndex.find(code);
  return found == vendorIndex.end() ? nullptr : &vendors[found->second];
}

}  // namespace panalo::services

#pragma once
// The demo catalogue (panaloctl games demo): the footer vendors, e-sports,
// cockfight, sports, live, fishing, lottery, cards and bingo vendors, and over
// 3,000 games with generated names (some accented or non-Latin), our own
// generated icons, hot and free-trial flags. The same seed gives the same
// catalogue, so a second run changes nothing.

#include <cstdint>
#include <vector>

#include "domains/games/catalogue_repository.hpp"
#include "domains/games/games_types.hpp"

namespace panalo::services {

struct DemoCatalogue {
  std::vector<repositories::CatalogueVendorRow> vendors;
  std::vector<GameImportRow> games;
};

DemoCatalogue demoCatalogue(std::uint64_t seed);

}  // namespace panalo::services

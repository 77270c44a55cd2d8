#pragma once
// Reading a vendor's game catalogue file for panaloctl games import: JSON (an
// array of games, or an object with a "games" array) or CSV (a header row of
// the same field names), told apart by the file's extension or, without one
// of .json/.csv, by its first character. Every row is checked; the file is
// refused as a whole, with one line per bad row, if any row is bad.

#include <map>
#include <string>
#include <vector>

#include "domains/games/games_types.hpp"

namespace panalo::services {

// The catalogue vendors (code -> category) that rows may name.
using VendorCategories = std::map<std::string, std::string>;

// Throws DomainError(InvalidInput, invalid_parameter) listing every bad row
// ("row 3: gameType 'XYZ' is not a game category"). `vendorOverride`, when not
// empty, is the vendor of rows that name none; a row naming another is refused.
std::vector<GameImportRow> parseCatalogueFile(const std::string& fileName, const std::string& content,
                                              const std::string& vendorOverride, const VendorCategories& vendors);

// Checks one row, filling defaults (our generated icon URL when none);
// returns what is wrong with it, or "" when nothing is.
std::string checkImportRow(GameImportRow& row, const VendorCategories& vendors);

// Our generated icon for a game (GET /wps/games/icon).
std::string generatedIconUrl(const std::string& vendor, const std::string& gameCode);

}  // namespace panalo::services

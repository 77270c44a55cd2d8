// Lobby filtering for the browser (panalo::lobby::GameCatalogueIndex): the UI
// loads the catalogue once and gets a handle, then queries it as the player
// types. A query writes into buffers the caller allocated once, and the index
// keeps its scratch memory between queries: no malloc per keystroke.
//
// Numbers cross as doubles (JavaScript's own numbers, no BigInt): an id must be
// an integer within +-2^53 (Number.isSafeInteger), as it is in the API's JSON.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <vector>

#include "panalo/lobby/game_filter.hpp"

namespace {

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kBufferTooSmall = -2;
constexpr std::int32_t kInternalError = -3;

constexpr double kMaxSafeInteger = 9007199254740991.0;
constexpr int kNumbersPerGame = 3;  // id, createdAt, sortOrder
constexpr int kFieldsPerGame = 7;   // flags, vendor offset/length, category offset/length, name offset/length
constexpr std::int32_t kHotFlag = 1;
constexpr std::int32_t kFreeTrialFlag = 2;

struct Catalogue {
  explicit Catalogue(const std::vector<panalo::lobby::LobbyGame>& games) : index(games) {}
  panalo::lobby::GameCatalogueIndex index;
  panalo::lobby::LobbyScratch scratch;
  std::vector<std::int64_t> ids;  // a query's favourite then recent ids, converted
};

bool isSafeInteger(double value) {
  return std::isfinite(value) && std::trunc(value) == value && std::fabs(value) <= kMaxSafeInteger;
}

// Page numbers and sizes: NaN counts as 0 (so "missing"), the rest is truncated
// and kept inside int64.
std::int64_t toPageNumber(double value) {
  if (std::isnan(value)) return 0;
  if (value >= 9.0e18) return INT64_MAX;
  if (value <= -9.0e18) return INT64_MIN;
  return static_cast<std::int64_t>(value);
}

bool validSpan(std::int32_t offset, std::int32_t length, std::int32_t textLen) {
  return offset >= 0 && length >= 0 && offset <= textLen && length <= textLen - offset;
}

}  // namespace

extern "C" {

// Loads `count` games and answers a handle (> 0) for panalo_lobby_query, or a
// negative error code. `numbers` holds kNumbersPerGame doubles per game and
// `fields` kFieldsPerGame int32 per game; offsets and lengths point into `text`
// (UTF-8, invalid bytes allowed). A game's id, createdAt and sortOrder must be
// safe integers.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_lobby_load(std::int32_t count, const double* numbers,
                                                    const std::int32_t* fields, const char* text,
                                                    std::int32_t textLen) {
  if (count < 0 || textLen < 0 || (count > 0 && (numbers == nullptr || fields == nullptr)) ||
      (textLen > 0 && text == nullptr)) {
    return kInvalidArgument;
  }
  try {
    const std::string_view all(text == nullptr ? "" : text, static_cast<std::size_t>(textLen));
    std::vector<panalo::lobby::LobbyGame> games(static_cast<std::size_t>(count));
    for (std::size_t i = 0; i < games.size(); ++i) {
      const double* n = numbers + i * kNumbersPerGame;
      const std::int32_t* f = fields + i * kFieldsPerGame;
      if (!isSafeInteger(n[0]) || !isSafeInteger(n[1]) || !isSafeInteger(n[2])) return kInvalidArgument;
      if (!validSpan(f[1], f[2], textLen) || !validSpan(f[3], f[4], textLen) || !validSpan(f[5], f[6], textLen)) {
        return kInvalidArgument;
      }
      panalo::lobby::LobbyGame& game = games[i];
      game.id = static_cast<std::int64_t>(n[0]);
      game.createdAt = static_cast<std::int64_t>(n[1]);
      game.sortOrder = static_cast<std::int64_t>(n[2]);
      game.hot = (f[0] & kHotFlag) != 0;
      game.freeTrial = (f[0] & kFreeTrialFlag) != 0;
      game.vendorCode = all.substr(static_cast<std::size_t>(f[1]), static_cast<std::size_t>(f[2]));
      game.category = all.substr(static_cast<std::size_t>(f[3]), static_cast<std::size_t>(f[4]));
      game.name = all.substr(static_cast<std::size_t>(f[5]), static_cast<std::size_t>(f[6]));
    }
    auto* catalogue = new Catalogue(games);  // owned by the caller's handle until panalo_lobby_free
    return static_cast<std::int32_t>(reinterpret_cast<std::intptr_t>(catalogue));
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE void panalo_lobby_free(std::int32_t handle) {
  delete reinterpret_cast<Catalogue*>(static_cast<std::intptr_t>(handle));
}

// One page of the catalogue `handle`. `text` holds the category, the vendor and
// the name search one after the other (their lengths given); `ids` holds
// `favouriteCount` favourite ids then `recentCount` recent ids (doubles; one
// that is not a safe integer is skipped). Writes catalogue positions (0-based,
// in load order) into `out` and [totalItems, totalPages, pageNo, pageSize] into
// `totals`; answers the number of positions written or a negative error code.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_lobby_query(std::int32_t handle, std::int32_t selectType, double pageNo,
                                                     double pageSize, const char* text, std::int32_t categoryLen,
                                                     std::int32_t vendorLen, std::int32_t nameLen, const double* ids,
                                                     std::int32_t favouriteCount, std::int32_t recentCount,
                                                     std::int32_t* out, std::int32_t outCapacity, double* totals) {
  auto* catalogue = reinterpret_cast<Catalogue*>(static_cast<std::intptr_t>(handle));
  if (catalogue == nullptr || selectType < 0 ||
      selectType > static_cast<std::int32_t>(panalo::lobby::SelectType::kRecent) || categoryLen < 0 || vendorLen < 0 ||
      nameLen < 0 || favouriteCount < 0 || recentCount < 0 || outCapacity < 0 || totals == nullptr ||
      (outCapacity > 0 && out == nullptr) ||
      (categoryLen + static_cast<std::int64_t>(vendorLen) + nameLen > 0 && text == nullptr) ||
      (favouriteCount + static_cast<std::int64_t>(recentCount) > 0 && ids == nullptr)) {
    return kInvalidArgument;
  }
  try {
    std::vector<std::int64_t>& converted = catalogue->ids;
    converted.clear();  // keeps its capacity: no allocation once grown
    std::size_t favourites = 0;
    for (std::int32_t i = 0; i < favouriteCount + recentCount; ++i) {
      if (!isSafeInteger(ids[i])) continue;
      converted.push_back(static_cast<std::int64_t>(ids[i]));
      if (i < favouriteCount) ++favourites;
    }
    panalo::lobby::LobbyQueryView query;
    query.selectType = static_cast<panalo::lobby::SelectType>(selectType);
    const auto catLen = static_cast<std::size_t>(categoryLen);
    const auto venLen = static_cast<std::size_t>(vendorLen);
    query.category = std::string_view(text, catLen);
    query.vendor = std::string_view(text + catLen, venLen);
    query.nameSearch = std::string_view(text + catLen + venLen, static_cast<std::size_t>(nameLen));
    query.favouriteIds = converted.data();
    query.favouriteCount = favourites;
    query.recentIds = converted.data() + favourites;
    query.recentCount = converted.size() - favourites;
    query.pageNo = toPageNumber(pageNo);
    query.pageSize = toPageNumber(pageSize);

    const auto counts =
        catalogue->index.queryPositions(query, catalogue->scratch, out, static_cast<std::size_t>(outCapacity));
    const std::int64_t onPage =
        std::max<std::int64_t>(0, std::min(counts.pageSize, counts.totalItems - (counts.pageNo - 1) * counts.pageSize));
    if (onPage > outCapacity) return kBufferTooSmall;
    totals[0] = static_cast<double>(counts.totalItems);
    totals[1] = static_cast<double>(counts.totalPages);
    totals[2] = static_cast<double>(counts.pageNo);
    totals[3] = static_cast<double>(counts.pageSize);
    return static_cast<std::int32_t>(counts.pageCount);
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"

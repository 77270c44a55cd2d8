#pragma once
// Lobby filtering (spec section 2 "Game lobby", section 4 "Lobby filters" and
// "Choosing FAV", section 9 page sizes), written once for the server's games
// list and for the browser, which filters the loaded catalogue through wasm.
//
// A query picks games by select type, then narrows them by category, vendor
// and name, and returns one page of them:
//   ALL     every game, in catalogue order (sortOrder, then id);
//   HOT     hot games only, in catalogue order;
//   NEW     every game, newest first (createdAt descending, then id descending);
//   FAV     the player's favourite ids that are in the catalogue, in the order
//           given (the server lists the most recently added first);
//   RECENT  the player's recent ids that are in the catalogue, most recent first.
// An id given twice counts once (its first place); an unknown id is skipped.
// Category and vendor match their code without regard to ASCII case; empty
// means any. The name search is trimmed and compared folded (panalo/text/
// search_fold.hpp: case- and accent-insensitive); an empty one matches all.
// Login rules (FAV and RECENT need a player) belong to the caller.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "panalo/lobby/pagination.hpp"

namespace panalo::lobby {

namespace detail {
class RareByteSearch;
}

// The largest page a lobby query serves: the favourites fetch (section 9).
inline constexpr std::int64_t kMaxLobbyPageSize = 999;

// The longest name search, in bytes, that a server route should accept; the
// filter itself takes any length (a longer search just matches nothing sooner).
inline constexpr std::size_t kMaxLobbyNameSearchBytes = 200;

enum class SelectType : std::uint8_t { kAll = 0, kNew = 1, kFav = 2, kHot = 3, kRecent = 4 };

// "ALL", "NEW", "FAV", "HOT" or "RECENT" (any ASCII case); nullopt otherwise.
std::optional<SelectType> parseSelectType(std::string_view text);
std::string_view selectTypeName(SelectType type);

struct LobbyGame {
  std::int64_t id = 0;
  std::string vendorCode;  // e.g. "PG"
  std::string category;    // e.g. "RNG" (section 3, Game categories)
  std::string name;        // display name, any UTF-8 (invalid bytes are tolerated)
  bool hot = false;
  bool freeTrial = false;
  std::int64_t createdAt = 0;  // any increasing stamp (seconds, insertion order): NEW sorts by it
  std::int64_t sortOrder = 0;  // the operator's order for ALL and HOT
};

struct LobbyQuery {
  SelectType selectType = SelectType::kAll;
  std::string category;  // empty: any
  std::string vendor;    // empty: any
  std::string nameSearch;
  std::vector<std::int64_t> favouriteIds;
  std::vector<std::int64_t> recentIds;  // most recent first
  std::int64_t pageNo = 1;              // normalised like normalizePageRequest
  std::int64_t pageSize = kLobbyPageSize;
};

struct LobbyPage {
  std::vector<std::int64_t> ids;  // the games of the page, in order
  std::int64_t totalItems = 0;    // games matching the query
  std::int64_t totalPages = 0;
  std::int64_t pageNo = 1;  // as served (normalised)
  std::int64_t pageSize = kLobbyPageSize;
};

// The same query as plain views, for callers that must not allocate (wasm).
struct LobbyQueryView {
  SelectType selectType = SelectType::kAll;
  std::string_view category;
  std::string_view vendor;
  std::string_view nameSearch;
  const std::int64_t* favouriteIds = nullptr;
  std::size_t favouriteCount = 0;
  const std::int64_t* recentIds = nullptr;
  std::size_t recentCount = 0;
  std::int64_t pageNo = 1;
  std::int64_t pageSize = kLobbyPageSize;
};

struct LobbyPageCounts {
  std::int64_t totalItems = 0;
  std::int64_t totalPages = 0;
  std::int64_t pageNo = 1;
  std::int64_t pageSize = kLobbyPageSize;
  std::size_t pageCount = 0;  // games on the page (entries written)
};

// Working memory of one query; reused across queries it allocates nothing once
// grown. Not shared between threads.
class LobbyScratch {
 public:
  LobbyScratch() = default;

 private:
  friend class GameCatalogueIndex;
  std::string foldedNeedle_;
  std::vector<std::uint64_t> nameMatches_;  // bit per catalogue position
  std::vector<std::uint32_t> seenStamp_;    // per position: the query that listed it
  std::uint32_t stamp_ = 0;
};

// The catalogue prepared once for many queries: names folded, codes interned,
// both orders sorted, ids indexed. Immutable after construction, so one index
// may serve many threads (each with its own LobbyScratch).
class GameCatalogueIndex {
 public:
  explicit GameCatalogueIndex(const std::vector<LobbyGame>& games);

  std::size_t size() const { return ids_.size(); }
  std::int64_t idAt(std::size_t position) const { return ids_[position]; }

  // Whether some game has this category / vendor code (ASCII case ignored): a
  // route can refuse an unknown code with an error instead of an empty page.
  bool hasCategory(std::string_view code) const;
  bool hasVendor(std::string_view code) const;

  // The page for `query` as game ids. Allocates its result.
  LobbyPage query(const LobbyQuery& query) const;

  // The page as catalogue positions (indices into the constructor's vector)
  // written into `out`; `capacity` must hold a whole page (the answer's
  // pageSize, at most kMaxLobbyPageSize), else only the start is written.
  LobbyPageCounts queryPositions(const LobbyQueryView& query, LobbyScratch& scratch, std::int32_t* out,
                                 std::size_t capacity) const;

 private:
  static constexpr std::uint16_t kNoCode = 0xFFFF;
  std::uint16_t findCode(std::string_view code) const;  // kNoCode when unknown
  std::uint16_t internCode(std::string_view code);
  bool passesCodes(std::size_t position, std::uint16_t category, std::uint16_t vendor, bool hotOnly) const;
  std::string_view foldedName(std::size_t position) const;
  void markNameMatches(const detail::RareByteSearch& search, LobbyScratch& scratch) const;
  std::int64_t findPosition(std::int64_t id) const;  // -1 when absent

  std::vector<std::int64_t> ids_;                                // by position
  std::vector<std::uint16_t> categories_;                        // code index by position
  std::vector<std::uint16_t> vendors_;                           // code index by position
  std::vector<std::uint8_t> hot_;                                // by position
  std::vector<std::string> codes_;                               // interned codes, ASCII upper case
  std::vector<std::uint8_t> codeUses_;                           // per code: kUsedAsCategory | kUsedAsVendor
  std::string foldedNames_;                                      // every folded name, each followed by '\n'
  std::vector<std::uint32_t> nameEnds_;                          // by position: offset of its '\n'
  std::array<std::uint32_t, 256> byteFrequency_{};               // of foldedNames_: picks a search's rarest byte
  std::vector<std::uint32_t> catalogueOrder_;                    // positions for ALL and HOT
  std::vector<std::uint32_t> newestOrder_;                       // positions for NEW
  std::vector<std::pair<std::int64_t, std::uint32_t>> idIndex_;  // sorted (id, position)
};

}  // namespace panalo::lobby

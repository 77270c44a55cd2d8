#include "panalo/lobby/game_filter.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <stdexcept>

#include "panalo/text/search_fold.hpp"
#include "rare_byte_search.hpp"

namespace panalo::lobby {
namespace {

constexpr std::uint8_t kUsedAsCategory = 1;
constexpr std::uint8_t kUsedAsVendor = 2;

constexpr std::array<std::string_view, 5> kSelectTypeNames{"ALL", "NEW", "FAV", "HOT", "RECENT"};

char asciiUpper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - ('a' - 'A')) : c; }

bool equalsIgnoringAsciiCase(std::string_view upper, std::string_view text) {
  if (upper.size() != text.size()) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (upper[i] != asciiUpper(text[i])) return false;
  }
  return true;
}

// Collects the page while counting every match: the total needs the full pass.
class PageCollector {
 public:
  PageCollector(std::int64_t offset, std::int64_t pageSize, std::int32_t* out, std::size_t capacity)
      : offset_(offset), end_(offset + pageSize), out_(out), capacity_(capacity) {}
  void add(std::uint32_t position) {
    if (total_ >= offset_ && total_ < end_ && written_ < capacity_) {
      out_[written_++] = static_cast<std::int32_t>(position);
    }
    ++total_;
  }
  std::int64_t total() const { return total_; }
  std::size_t written() const { return written_; }

 private:
  std::int64_t offset_;
  std::int64_t end_;  // offset + pageSize <= INT64_MAX: normalizePageRequest bounds pageNo
  std::int32_t* out_;
  std::size_t capacity_;
  std::int64_t total_ = 0;
  std::size_t written_ = 0;
};

}  // namespace

std::optional<SelectType> parseSelectType(std::string_view text) {
  for (std::size_t i = 0; i < kSelectTypeNames.size(); ++i) {
    if (equalsIgnoringAsciiCase(kSelectTypeNames[i], text)) return static_cast<SelectType>(i);
  }
  return std::nullopt;
}

std::string_view selectTypeName(SelectType type) { return kSelectTypeNames.at(static_cast<std::size_t>(type)); }

GameCatalogueIndex::GameCatalogueIndex(const std::vector<LobbyGame>& games) {
  // Positions travel as int32 through the wasm boundary; name offsets as uint32.
  if (games.size() > static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max())) {
    throw std::length_error("lobby catalogue too large");
  }
  const std::size_t count = games.size();
  ids_.reserve(count);
  categories_.reserve(count);
  vendors_.reserve(count);
  hot_.reserve(count);
  nameEnds_.reserve(count);
  const auto markUse = [this](std::uint16_t code, std::uint8_t use) {
    codeUses_[code] = static_cast<std::uint8_t>(codeUses_[code] | use);
  };
  std::string folded;
  for (const LobbyGame& game : games) {
    ids_.push_back(game.id);
    categories_.push_back(internCode(game.category));
    markUse(categories_.back(), kUsedAsCategory);
    vendors_.push_back(internCode(game.vendorCode));
    markUse(vendors_.back(), kUsedAsVendor);
    hot_.push_back(static_cast<std::uint8_t>(game.hot ? 1 : 0));
    text::foldForSearch(game.name, folded);
    foldedNames_.append(folded);
    if (foldedNames_.size() >= std::numeric_limits<std::uint32_t>::max()) {
      throw std::length_error("lobby catalogue names too large");
    }
    nameEnds_.push_back(static_cast<std::uint32_t>(foldedNames_.size()));
    foldedNames_.push_back('\n');  // folded text has no byte below 0x20: a match never spans two names
  }
  for (const char c : foldedNames_) ++byteFrequency_[static_cast<unsigned char>(c)];

  catalogueOrder_.resize(count);
  newestOrder_.resize(count);
  for (std::size_t i = 0; i < count; ++i) {
    catalogueOrder_[i] = static_cast<std::uint32_t>(i);
    newestOrder_[i] = static_cast<std::uint32_t>(i);
  }
  // Stable sorts: equal keys keep catalogue position order, so the order is total.
  std::stable_sort(catalogueOrder_.begin(), catalogueOrder_.end(), [&games](std::uint32_t a, std::uint32_t b) {
    const LobbyGame& x = games[a];
    const LobbyGame& y = games[b];
    return x.sortOrder != y.sortOrder ? x.sortOrder < y.sortOrder : x.id < y.id;
  });
  std::stable_sort(newestOrder_.begin(), newestOrder_.end(), [&games](std::uint32_t a, std::uint32_t b) {
    const LobbyGame& x = games[a];
    const LobbyGame& y = games[b];
    return x.createdAt != y.createdAt ? x.createdAt > y.createdAt : x.id > y.id;
  });

  idIndex_.reserve(count);
  for (std::size_t i = 0; i < count; ++i) idIndex_.emplace_back(ids_[i], static_cast<std::uint32_t>(i));
  std::sort(idIndex_.begin(), idIndex_.end());  // a repeated id resolves to its first position
}

std::uint16_t GameCatalogueIndex::internCode(std::string_view code) {
  const std::uint16_t known = findCode(code);
  if (known != kNoCode) return known;
  if (codes_.size() >= kNoCode) throw std::length_error("too many lobby category and vendor codes");
  std::string upper(code);
  for (char& c : upper) c = asciiUpper(c);
  codes_.push_back(std::move(upper));
  codeUses_.push_back(0);
  return static_cast<std::uint16_t>(codes_.size() - 1);
}

std::uint16_t GameCatalogueIndex::findCode(std::string_view code) const {
  for (std::size_t i = 0; i < codes_.size(); ++i) {
    if (equalsIgnoringAsciiCase(codes_[i], code)) return static_cast<std::uint16_t>(i);
  }
  return kNoCode;
}

bool GameCatalogueIndex::hasCategory(std::string_view code) const {
  const std::uint16_t found = findCode(code);
  return found != kNoCode && (codeUses_[found] & kUsedAsCategory) != 0;
}

bool GameCatalogueIndex::hasVendor(std::string_view code) const {
  const std::uint16_t found = findCode(code);
  return found != kNoCode && (codeUses_[found] & kUsedAsVendor) != 0;
}

std::int64_t GameCatalogueIndex::findPosition(std::int64_t id) const {
  const auto found = std::lower_bound(idIndex_.begin(), idIndex_.end(), id,
                                      [](const auto& entry, std::int64_t key) { return entry.first < key; });
  if (found == idIndex_.end() || found->first != id) return -1;
  return static_cast<std::int64_t>(found->second);
}

std::string_view GameCatalogueIndex::foldedName(std::size_t position) const {
  const std::size_t start = position == 0 ? 0 : nameEnds_[position - 1] + std::size_t{1};
  return std::string_view(foldedNames_).substr(start, nameEnds_[position] - start);
}

bool GameCatalogueIndex::passesCodes(std::size_t position, std::uint16_t category, std::uint16_t vendor,
                                     bool hotOnly) const {
  if (category != kNoCode && categories_[position] != category) return false;
  if (vendor != kNoCode && vendors_[position] != vendor) return false;
  return !hotOnly || hot_[position] != 0;
}

LobbyPageCounts GameCatalogueIndex::queryPositions(const LobbyQueryView& query, LobbyScratch& scratch,
                                                   std::int32_t* out, std::size_t capacity) const {
  const PageRequest request =
      normalizePageRequest(query.pageNo, query.pageSize, kDefaultListPageSize, kMaxLobbyPageSize);
  LobbyPageCounts counts;
  counts.pageNo = request.pageNo;
  counts.pageSize = request.pageSize;

  // A code no game has matches nothing (kNoCode stands for "any" below).
  const std::uint16_t category = query.category.empty() ? kNoCode : findCode(query.category);
  const std::uint16_t vendor = query.vendor.empty() ? kNoCode : findCode(query.vendor);
  if ((!query.category.empty() && category == kNoCode) || (!query.vendor.empty() && vendor == kNoCode)) {
    return counts;
  }
  text::foldForSearch(query.nameSearch, scratch.foldedNeedle_);
  const std::string_view needle = scratch.foldedNeedle_;
  const bool byName = !needle.empty();
  const detail::RareByteSearch search(byName ? needle : std::string_view(" "), byteFrequency_);

  PageCollector page(request.offset(), request.pageSize, out, capacity);
  const bool hotOnly = query.selectType == SelectType::kHot;
  const auto inOrder = [&](const std::vector<std::uint32_t>& order) {
    if (byName) markNameMatches(search, scratch);
    const std::uint64_t* matches = scratch.nameMatches_.data();
    for (const std::uint32_t position : order) {
      if (!passesCodes(position, category, vendor, hotOnly)) continue;
      if (byName && ((matches[position / 64] >> (position % 64)) & 1U) == 0) continue;
      page.add(position);
    }
  };
  // A player's list is short: test its few names directly instead of all names.
  const auto listed = [&](const std::int64_t* ids, std::size_t idCount) {
    if (ids == nullptr || idCount == 0) return;
    if (scratch.seenStamp_.size() != ids_.size()) {
      scratch.seenStamp_.assign(ids_.size(), 0);
      scratch.stamp_ = 0;
    }
    if (++scratch.stamp_ == 0) {  // wrapped: old stamps could collide
      std::fill(scratch.seenStamp_.begin(), scratch.seenStamp_.end(), 0);
      scratch.stamp_ = 1;
    }
    for (std::size_t i = 0; i < idCount; ++i) {
      const std::int64_t position = findPosition(ids[i]);
      if (position < 0) continue;
      const auto at = static_cast<std::size_t>(position);
      if (scratch.seenStamp_[at] == scratch.stamp_) continue;  // listed before: its first place counts
      scratch.seenStamp_[at] = scratch.stamp_;
      if (!passesCodes(at, category, vendor, false)) continue;
      if (byName && search.find(foldedName(at), 0) == std::string_view::npos) continue;
      page.add(static_cast<std::uint32_t>(at));
    }
  };
  switch (query.selectType) {
    case SelectType::kAll:
    case SelectType::kHot:
      inOrder(catalogueOrder_);
      break;
    case SelectType::kNew:
      inOrder(newestOrder_);
      break;
    case SelectType::kFav:
      listed(query.favouriteIds, query.favouriteCount);
      break;
    case SelectType::kRecent:
      listed(query.recentIds, query.recentCount);
      break;
  }
  counts.totalItems = page.total();
  counts.totalPages = totalPages(page.total(), request.pageSize);
  counts.pageCount = page.written();
  return counts;
}

// One pass over all folded names at once marks every game whose name holds the
// needle; the ordered loops then only test a bit.
void GameCatalogueIndex::markNameMatches(const detail::RareByteSearch& search, LobbyScratch& scratch) const {
  scratch.nameMatches_.assign((ids_.size() + 63) / 64, 0);
  const std::string_view names(foldedNames_);
  std::size_t from = 0;
  std::size_t position = 0;
  while (true) {
    const std::size_t hit = search.find(names, from);
    if (hit == std::string_view::npos) return;
    // Hits come in name order: walk forward to the name holding this one. A
    // match never covers a '\n', so it ends before its name's end.
    while (nameEnds_[position] < hit) ++position;
    scratch.nameMatches_[position / 64] |= std::uint64_t{1} << (position % 64);
    from = nameEnds_[position] + std::size_t{1};  // the rest of this name cannot add anything
    ++position;
  }
}

LobbyPage GameCatalogueIndex::query(const LobbyQuery& query) const {
  LobbyQueryView view;
  view.selectType = query.selectType;
  view.category = query.category;
  view.vendor = query.vendor;
  view.nameSearch = query.nameSearch;
  view.favouriteIds = query.favouriteIds.data();
  view.favouriteCount = query.favouriteIds.size();
  view.recentIds = query.recentIds.data();
  view.recentCount = query.recentIds.size();
  view.pageNo = query.pageNo;
  view.pageSize = query.pageSize;

  LobbyScratch scratch;
  std::vector<std::int32_t> positions(std::min<std::size_t>(static_cast<std::size_t>(kMaxLobbyPageSize), size()));
  const LobbyPageCounts counts = queryPositions(view, scratch, positions.data(), positions.size());
  LobbyPage page;
  page.totalItems = counts.totalItems;
  page.totalPages = counts.totalPages;
  page.pageNo = counts.pageNo;
  page.pageSize = counts.pageSize;
  page.ids.reserve(counts.pageCount);
  for (std::size_t i = 0; i < counts.pageCount; ++i) page.ids.push_back(ids_[static_cast<std::size_t>(positions[i])]);
  return page;
}

}  // namespace panalo::lobby

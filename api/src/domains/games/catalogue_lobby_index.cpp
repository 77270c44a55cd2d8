#include "domains/games/catalogue_lobby_index.hpp"

#include <array>

#include "domains/games/games_types.hpp"

namespace panalo::services {
namespace {

lobby::LobbyGame lobbyGameOf(const Game& game) {
  lobby::LobbyGame entry;
  entry.id = game.nodeId;
  entry.vendorCode = game.vendor;
  entry.category = game.gameType;
  entry.name = game.gameName;
  entry.hot = game.hot;
  entry.freeTrial = game.freeTrial;
  entry.createdAt = game.createdAtMs;
  entry.sortOrder = game.sortOrder;
  return entry;
}

std::vector<lobby::LobbyGame> lobbyGamesOf(const std::vector<Game>& games) {
  std::vector<lobby::LobbyGame> entries;
  entries.reserve(games.size());
  for (const auto& game : games) entries.push_back(lobbyGameOf(game));
  return entries;
}

}  // namespace

CatalogueLobbyIndex::CatalogueLobbyIndex(const std::vector<Game>& games) : all_(lobbyGamesOf(games)) {
  std::unordered_map<std::string, std::vector<std::size_t>> classes;
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (!games[i].gameClassify.empty()) classes[games[i].gameClassify].push_back(i);
  }
  for (auto& [classify, positions] : classes) {
    std::vector<lobby::LobbyGame> entries;
    entries.reserve(positions.size());
    for (const auto position : positions) entries.push_back(lobbyGameOf(games[position]));
    Subset subset;
    subset.positions = std::move(positions);
    subset.index = std::make_unique<lobby::GameCatalogueIndex>(entries);
    byClassify_.emplace(classify, std::move(subset));
  }
}

LobbyPositions CatalogueLobbyIndex::query(const lobby::LobbyQueryView& query, const std::string& gameClassify) const {
  if (gameClassify.empty()) return run(all_, query, nullptr);
  const auto found = byClassify_.find(gameClassify);
  if (found == byClassify_.end()) {
    LobbyPositions none;
    none.pageNo = query.pageNo;
    none.pageSize = query.pageSize;
    return none;
  }
  return run(*found->second.index, query, &found->second.positions);
}

LobbyPositions CatalogueLobbyIndex::run(const lobby::GameCatalogueIndex& index, const lobby::LobbyQueryView& query,
                                        const std::vector<std::size_t>* positions) {
  // Working memory per server thread: a request allocates only its answer.
  thread_local lobby::LobbyScratch scratch;
  thread_local std::array<std::int32_t, lobby::kMaxLobbyPageSize> page{};
  const auto counts = index.queryPositions(query, scratch, page.data(), page.size());
  LobbyPositions result;
  result.total = counts.totalItems;
  result.totalPages = counts.totalPages;
  result.pageNo = counts.pageNo;
  result.pageSize = counts.pageSize;
  result.positions.reserve(counts.pageCount);
  for (std::size_t i = 0; i < counts.pageCount; ++i) {
    const auto position = static_cast<std::size_t>(page.at(i));
    result.positions.push_back(positions == nullptr ? position : positions->at(position));
  }
  return result;
}

}  // namespace panalo::services

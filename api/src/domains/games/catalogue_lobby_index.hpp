#pragma once
// The loaded catalogue prepared once for the shared lobby filter
// (panalo/lobby/game_filter.hpp, the same code the browser runs through wasm):
// CatalogueCache builds one per catalogue version, so a games list, hot games,
// favourites or recent games request only runs a query over it.
//
// The shared filter knows category, vendor, hot and name; the games list also
// takes gameClassify (a finer class inside a category), so each classify value
// gets an index of its own games too. Names are the games' gameName (spec
// section 3: gameName preferred), folded case- and accent-insensitively.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "panalo/lobby/game_filter.hpp"

namespace panalo::services {

struct Game;

// One page: positions in the catalogue's games vector, in page order.
struct LobbyPositions {
  std::vector<std::size_t> positions;
  std::int64_t total = 0;
  std::int64_t totalPages = 0;
  std::int64_t pageNo = 1;
  std::int64_t pageSize = 0;
};

class CatalogueLobbyIndex {
 public:
  explicit CatalogueLobbyIndex(const std::vector<Game>& games);

  // `query`'s page; `gameClassify` non-empty narrows it to games of that class
  // (a class no game has gives an empty page). The query's page number and size
  // must already be checked (at most lobby::kMaxLobbyPageSize).
  LobbyPositions query(const lobby::LobbyQueryView& query, const std::string& gameClassify = "") const;

 private:
  struct Subset {
    std::vector<std::size_t> positions;  // subset position -> catalogue position
    std::unique_ptr<lobby::GameCatalogueIndex> index;
  };
  static LobbyPositions run(const lobby::GameCatalogueIndex& index, const lobby::LobbyQueryView& query,
                            const std::vector<std::size_t>* positions);

  lobby::GameCatalogueIndex all_;
  std::unordered_map<std::string, Subset> byClassify_;
};

}  // namespace panalo::services

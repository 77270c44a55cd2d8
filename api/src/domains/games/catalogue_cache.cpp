#include "domains/games/catalogue_cache.hpp"

#include <utility>

#include "domains/games/catalogue_lobby_index.hpp"

namespace panalo::services {

CatalogueSnapshot CatalogueCache::current() {
  std::call_once(listenerStarted_, [this] {
    listener_ = std::make_unique<db::NotificationListener>(databaseUrl_, repositories::kCatalogueChannel,
                                                           [this] { invalidate(); });
  });
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (snapshot_ && loaded_ == generation_.load()) return snapshot_;
  }
  // Stale or never loaded: wait for the one reload rather than serve the old
  // catalogue. A read after a change must not answer from before it: the
  // browser keeps the vendor menus for the whole session (spec section 4), so
  // one stale answer would outlive the change. A reload takes milliseconds and
  // happens only after a catalogue change.
  const std::lock_guard<std::mutex> loading(loadMutex_);
  const auto generation = generation_.load();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (snapshot_ && loaded_ == generation) return snapshot_;
  }
  try {
    auto loaded = store_.load();
    // Built once here, then shared by every read of this catalogue version.
    loaded.lobby = std::make_shared<const CatalogueLobbyIndex>(loaded.games);
    auto fresh = std::make_shared<const Catalogue>(std::move(loaded));
    std::lock_guard<std::mutex> lock(mutex_);
    snapshot_ = fresh;
    // A NOTIFY that came during the load bumped generation_ past this one:
    // the next read loads again.
    loaded_ = generation;
    return snapshot_;
  } catch (...) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (snapshot_) return snapshot_;
    throw;
  }
}

bool CatalogueCache::listening() const { return listener_ && listener_->listening(); }

}  // namespace panalo::services

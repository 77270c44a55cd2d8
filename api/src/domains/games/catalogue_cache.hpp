#pragma once
// The in-process games catalogue: loaded once per server, served from memory
// (catalogue reads are the hottest routes: issue 14 wants the games list at
// half of nginx's speed), and reloaded after every change. Changes are made by
// panaloctl (import, demo, maintenance) on any machine; each commits a NOTIFY
// panalo_catalogue, which every server's listener turns into a reload here.

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>

#include "domains/games/catalogue_repository.hpp"
#include "domains/games/games_types.hpp"
#include "platform/db/notification_listener.hpp"

namespace panalo::services {

class CatalogueCache {
 public:
  CatalogueCache(repositories::CatalogueRepository& store, std::string databaseUrl)
      : store_(store), databaseUrl_(std::move(databaseUrl)) {}

  // The current catalogue; the first call starts the listener and loads it,
  // a call after a change reloads it first. When a reload fails (the database
  // is away) the previous catalogue keeps being served; without one, throws.
  CatalogueSnapshot current();
  // Marks the loaded catalogue stale (the listener calls it on every NOTIFY).
  void invalidate() { ++generation_; }
  // True once this server listens for changes (tests wait for it).
  bool listening() const;

 private:
  repositories::CatalogueRepository& store_;
  std::string databaseUrl_;
  std::atomic<std::uint64_t> generation_{1};
  mutable std::mutex mutex_;  // snapshot_ and loaded_
  CatalogueSnapshot snapshot_;
  std::uint64_t loaded_ = 0;
  std::mutex loadMutex_;  // one reload at a time; readers of a stale catalogue wait for it
  std::once_flag listenerStarted_;
  std::unique_ptr<db::NotificationListener> listener_;
};

}  // namespace panalo::services

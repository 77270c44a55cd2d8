#pragma once
// Trial accounts (type 4, one per free-play visit) and their removal once old
// (panaloctl trials list / trials purge). Nothing else deletes them, so without
// the purge the members table only grows.
//
// A trial is removable when it was created before the cutoff and has no session
// that is still live. "Live" means before its absolute expiry: the idle timeout
// is a server setting this tool may not share, so a session the servers might
// still accept always keeps its trial. Members that are not trials are never
// touched, nor trials another member names as upline or referrer (deleting
// those would change that member's row through ON DELETE SET NULL).

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct TrialAccount {
  std::int64_t id = 0;
  std::string account;
  std::string nickname;
  std::string createdAt;  // ISO 8601, UTC, milliseconds
  std::string registeredIp;
  bool liveSession = false;  // a session before its expiry: the purge keeps this one
};

class TrialRepository {
 public:
  // A younger trial may still be playing; purge refuses shorter ages.
  static constexpr std::chrono::seconds kMinimumPurgeAge{3600};
  static constexpr std::int64_t kPurgeBatchSize = 1000;

  explicit TrialRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Trials created more than `olderThan` ago (every trial without it), oldest first.
  std::vector<TrialAccount> list(std::optional<std::chrono::seconds> olderThan);
  // How many purge(olderThan) would remove now.
  std::int64_t countPurgeable(std::chrono::seconds olderThan);
  // Deletes the removable trials older than `olderThan` with everything that
  // references them: sessions, device tokens, known IPs, verification codes and
  // reset tokens (ON DELETE CASCADE) and their login-failure counts. Works in
  // batches of `batchSize`, each its own transaction whose rows are locked with
  // SKIP LOCKED, so two purges running at once share the work instead of
  // waiting for each other. Returns how many trials were removed. Throws
  // std::invalid_argument when `olderThan` is under kMinimumPurgeAge.
  std::int64_t purge(std::chrono::seconds olderThan, std::int64_t batchSize = kPurgeBatchSize);

 private:
  std::int64_t purgeBatch(double olderThanSeconds, std::int64_t batchSize);

  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
